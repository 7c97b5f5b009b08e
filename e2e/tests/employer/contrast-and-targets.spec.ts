import { expect, test } from '@playwright/test';
import { formReady } from '../../support/accounts';
import { demoSignIn } from '../../support/demo-sign-in';

/** WCAG relative luminance contrast of two `rgb()` colours as getComputedStyle writes them. */
function contrast(a: string, b: string): number {
  const luminance = (css: string) => {
    const [r, g, bl] = css
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map(Number);
    const lin = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(bl!);
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/**
 * Issue 46, item 26: the success toast's text reads at 4.5:1 at least, and the rich-text
 * toolbar's buttons are 24 by 24 CSS px at least at 375 px (WCAG 2.5.8).
 */
test('the toolbar buttons are big enough at 375 px and the success toast is readable', async ({
  page,
}) => {
  test.slow();
  await demoSignIn(page, 'employer');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/fr/employer/create-company');
  await formReady(page);
  const toolbar = page.getByRole('toolbar').first();
  await expect(toolbar.getByRole('button', { name: 'Gras' })).toBeVisible();
  const buttons = await toolbar.getByRole('button').all();
  expect(buttons).toHaveLength(5);
  for (const button of buttons) {
    const box = (await button.boundingBox())!;
    const name = (await button.getAttribute('aria-label')) ?? '';
    expect(box.width, name).toBeGreaterThanOrEqual(24);
    expect(box.height, name).toBeGreaterThanOrEqual(24);
  }

  await page.getByLabel(/^Nom de l’entreprise \(français\)/).fill(`Contraste ${Date.now()}`);
  await page.getByRole('button', { name: 'Créer l’entreprise' }).click();
  const toast = page.locator('.notistack-MuiContent-success');
  await expect(toast).toBeVisible();
  const [background, text] = await toast.evaluate((el) => [
    getComputedStyle(el).backgroundColor,
    getComputedStyle(el).color,
  ]);
  expect(contrast(background!, text!)).toBeGreaterThanOrEqual(4.5);
});
