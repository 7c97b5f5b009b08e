import { expect, test } from '@playwright/test';

const pages = {
  fr: [
    ['/fr/a-propos', /^À propos d(e |’)/],
    ['/fr/nos-partenaires', /^Nos partenaires$/],
    ['/fr/notre-service-de-depannage', /^Notre (service de dépannage|solution de recrutement)$/],
    ['/fr/politique-de-confidentialite-et-de-securite', /^Politique de confidentialité/],
    ['/fr/termes-et-conditions', /^Termes et conditions$/],
  ],
  en: [
    ['/en/about-us', /^About /],
    ['/en/our-partners', /^Our partners$/],
    ['/en/our-solution', /^Our (staffing service|recruitment solution)$/],
    ['/en/privacy-policy', /^Privacy and security policy$/],
    ['/en/terms-and-conditions', /^Terms and conditions$/],
  ],
} as const;

for (const [locale, list] of Object.entries(pages)) {
  test(`static pages answer at their ${locale} slugs with their own title`, async ({ page }) => {
    for (const [path, heading] of list) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      // Unanchored: the site shell may add the board name around the page title.
      await expect(page).toHaveTitle(new RegExp(heading.source.replace(/^\^|\$$/g, '')));
    }
  });
}

test('our-solution uses the board wording: staffing on hospitality, recruitment elsewhere', async ({
  page,
}, testInfo) => {
  await page.goto('/en/our-solution');
  const expected =
    testInfo.project.name === 'hospitality' ? 'Our staffing service' : 'Our recruitment solution';
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected);
});
