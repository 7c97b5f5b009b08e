import { expect, test, type Page } from '@playwright/test';

const key = 'jobboard_cookie_consent';
const banner = (page: Page) => page.getByRole('region', { name: 'Consentement aux témoins' });

/**
 * Spec section 4, as issue 46 (item 22) amends it: either answer is stored (localStorage and a
 * cookie) and hides the banner for good; the footers' cookie preferences show it again.
 */
test('refusing is stored like accepting, and survives a reload', async ({ page }) => {
  await page.goto('/fr');
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Refuser' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await page.evaluate((k) => window.localStorage.getItem(k), key)).toBe('refused');
  expect((await page.context().cookies()).find((c) => c.name === key)?.value).toBe('refused');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
});

for (const [locale, words] of [
  [
    'fr',
    {
      preferences: 'Préférences de témoins',
      accept: 'Accepter',
      privacy: 'Politique de confidentialité',
      policyPath: '/fr/politique-de-confidentialite-et-de-securite',
    },
  ],
  [
    'en',
    {
      preferences: 'Cookie preferences',
      accept: 'Accept',
      privacy: 'Privacy policy',
      policyPath: '/en/privacy-policy',
    },
  ],
] as const) {
  test(`the footer's cookie preferences show the banner again, with the privacy policy linked (${locale})`, async ({
    page,
  }) => {
    await page.goto(`/${locale}`);
    const region = page.getByRole('region', {
      name: locale === 'fr' ? 'Consentement aux témoins' : 'Cookie consent',
    });
    await expect(region.getByRole('link', { name: words.privacy })).toHaveAttribute(
      'href',
      words.policyPath,
    );
    await region.getByRole('button', { name: words.accept }).click();
    await expect(region).toBeHidden();
    // By keyboard: the button is reached and pressed, and focus moves to the banner's answers.
    await page.getByRole('button', { name: words.preferences }).focus();
    await page.keyboard.press('Enter');
    await expect(region).toBeVisible();
    await expect(region.getByRole('button').first()).toBeFocused();
    await region.getByRole('button', { name: locale === 'fr' ? 'Refuser' : 'Refuse' }).click();
    await expect(region).toBeHidden();
    expect(await page.evaluate((k) => window.localStorage.getItem(k), key)).toBe('refused');
  });
}

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
