import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 19, item 11: offer and company URLs carry the slug of the page's language, the other
 * language's slug moves there permanently, and hreflang links point at each language's own URL.
 */
interface Sluggable {
  id: number;
  slugs: { fr: string; en: string };
}
interface OfferItem extends Sluggable {
  company: Sluggable | null;
}

async function bilingualOffer(page: Page, board: string): Promise<OfferItem> {
  await page.goto('/en/terms-and-conditions');
  const offers = await page.evaluate(async (board) => {
    const all: OfferItem[] = [];
    for (let n = 1; n <= 5; n += 1) {
      const res = await fetch(`/api/jobboard/${board}/offers?lg=en&page=${n}`);
      all.push(...((await res.json()) as { data: OfferItem[] }).data);
    }
    return all;
  }, board);
  const offer = offers.find(
    (o) => o.slugs.fr !== o.slugs.en && o.company && o.company.slugs.fr !== o.company.slugs.en,
  );
  if (!offer) throw new Error('the demo data has no offer titled and signed in both languages');
  return offer;
}

const hreflang = (page: Page, lang: string) =>
  page.locator(`head link[rel="alternate"][hreflang="${lang}"]`).getAttribute('href');

test('offer and company pages use the slug of their language, the other one redirecting', async ({
  page,
}, testInfo) => {
  const offer = await bilingualOffer(page, testInfo.project.name);
  const company = offer.company!;

  await page.goto(`/en/offer/${offer.slugs.fr}/${offer.id}`);
  await expect(page).toHaveURL(new RegExp(`/en/offer/${offer.slugs.en}/${offer.id}$`));
  expect(await hreflang(page, 'fr-CA')).toMatch(
    new RegExp(`/fr/offre/${offer.slugs.fr}/${offer.id}$`),
  );
  expect(await hreflang(page, 'en-CA')).toMatch(
    new RegExp(`/en/offer/${offer.slugs.en}/${offer.id}$`),
  );

  await page.goto(`/fr/offre/${offer.slugs.en}/${offer.id}`);
  await expect(page).toHaveURL(new RegExp(`/fr/offre/${offer.slugs.fr}/${offer.id}$`));

  await page.goto(`/en/company/${company.slugs.fr}/${company.id}`);
  await expect(page).toHaveURL(new RegExp(`/en/company/${company.slugs.en}/${company.id}$`));
  expect(await hreflang(page, 'fr-CA')).toMatch(
    new RegExp(`/fr/entreprise/${company.slugs.fr}/${company.id}$`),
  );
  // The language switcher goes straight to the other language's own URL.
  await expect(page.getByTestId('language-switcher').first()).toHaveAttribute(
    'href',
    new RegExp(`/fr/entreprise/${company.slugs.fr}/${company.id}$`),
  );
});
