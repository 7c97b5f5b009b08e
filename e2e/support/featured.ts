import { expect, type Page } from '@playwright/test';
import { atBothWidths, axeClean } from './page-checks';

const screenshots = process.env.SCREENSHOT_DIR || '/tmp/jobboard-screenshots';

/**
 * On careers, in English: the signed-in employer features its published offer for 7 days from My
 * offers, pays on the fake Stripe with BIENVENUE25, sees the row featured, and finds the offer
 * first in the board's search with its label in both languages. It is left featured: later
 * runs' offers are newer and take the first slot.
 */
export async function featureForSevenDays(page: Page, id: number, title: string) {
  await page.goto('/en/employer/my-offers');
  const row = page.getByRole('listitem').filter({ hasText: title });
  await row.getByRole('button', { name: 'Feature' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(title);
  // 49.00 + GST 2.45 + QST 4.89; thirty days are 149.00 + 7.45 + 14.86.
  const seven = dialog.getByRole('radio', { name: '7 days: $56.34 with taxes' });
  await expect(seven).toBeChecked();
  await expect(dialog.getByRole('radio', { name: '30 days: $171.31 with taxes' })).toBeVisible();
  await expect(dialog.getByText('QST (9.975%)')).toBeVisible();
  await axeClean(page, 'feature dialog');
  await atBothWidths(page, dialog, (w) => `${screenshots}/featured-dialog-careers-${w}.png`);
  await dialog.getByRole('button', { name: 'Go to payment' }).click();

  // Stripe's page (the fake): the promotion code takes 25 % off before paying.
  await expect(page.getByRole('heading', { name: /Checkout \(local Stripe/ })).toBeVisible();
  await page.getByLabel('Promotion code').fill('BIENVENUE25');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Discount (BIENVENUE25)')).toBeVisible();
  // 56.34 less 14.09
  await expect(page.getByText('$42.25')).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  // Back in My offers: the return is confirmed and the row says until when.
  await expect(page).toHaveURL(/\/employer\/my-offers\?featured=\d+&session_id=cs_test_/);
  await expect(page.getByTestId('featured-return')).toContainText(/Your offer is featured until/, {
    timeout: 20_000,
  });
  const featuredRow = page.getByRole('listitem').filter({ hasText: title });
  await expect(featuredRow.getByTestId('offer-featured')).toContainText('Featured until');
  await expect(featuredRow.getByRole('button', { name: 'Extend featuring' })).toBeVisible();
  await axeClean(page, 'my offers, featured');
  await atBothWidths(page, featuredRow, (w) => `${screenshots}/featured-row-careers-${w}.png`);

  // The board's search: first, labelled, in both languages.
  for (const [path, label] of [
    ['/en', 'Featured'],
    ['/fr', 'En vedette'],
  ] as const) {
    await page.goto(path);
    const first = page.getByTestId('offer-search').getByTestId('offer-card').first();
    await expect(first).toHaveAttribute('data-offer-id', String(id));
    await expect(first.getByText(label, { exact: true })).toBeVisible();
    await expect(first.getByRole('link')).toHaveAccessibleName(new RegExp(label));
  }
  // The consent banner would cover the card in the pictures (unless answered before).
  const refuse = page.getByRole('button', { name: 'Refuser' });
  if (await refuse.isVisible()) await refuse.click();
  await axeClean(page, 'search with a featured offer');
  await atBothWidths(
    page,
    page.getByTestId('offer-search').getByTestId('offer-card').first(),
    (w) => `${screenshots}/featured-search-careers-${w}.png`,
  );
}
