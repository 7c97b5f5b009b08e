import { expect, test, type Page } from '@playwright/test';

const key = 'jobboard_cookie_consent';
const banner = (page: Page) => page.getByRole('region', { name: 'Consentement aux témoins' });

/** Spec section 4: accepted is stored (localStorage + cookie), refused lives in memory only. */
test('refusing hides the banner for this page only', async ({ page }) => {
  await page.goto('/fr');
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Refuser' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await page.evaluate((k) => window.localStorage.getItem(k), key)).toBeNull();
  expect((await page.context().cookies()).find((c) => c.name === key)).toBeUndefined();
  await page.reload();
  await expect(banner(page)).toBeVisible();
});

test('accepting is stored in localStorage and a cookie, and survives a reload', async ({
  page,
}) => {
  await page.goto('/fr');
  await banner(page).getByRole('button', { name: 'Accepter' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await page.evaluate((k) => window.localStorage.getItem(k), key)).toBe('accepted');
  expect((await page.context().cookies()).find((c) => c.name === key)?.value).toBe('accepted');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  await page.goto('/fr/connexion');
  await expect(banner(page)).toBeHidden();
});
