import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 46, items 10 and 11: the place of a distance search is any city of Canada, chosen from
 * the place autocomplete (Quebec first) or typed; one that matches no place says so and filters
 * nothing, with JavaScript and without.
 */
interface OfferList {
  data: { id: number; distance_km?: number }[];
  meta: { total: number };
}

const words = {
  fr: {
    near: "Près d'un lieu",
    suggestions: 'Lieux suggérés',
    sort: 'Trier par',
    unmatched: 'Aucun lieu ne correspond à « Atlantis »',
    notFiltered: 'les offres ne sont pas filtrées par lieu',
    empty: 'Aucune offre à 25 km ou moins de Vancouver (BC)',
    help: 'Une ville du Canada',
    showFilters: 'Afficher les filtres',
  },
  en: {
    near: 'Near a place',
    suggestions: 'Suggested places',
    sort: 'Sort by',
    unmatched: 'No place matches “Atlantis”',
    notFiltered: 'offers are not filtered by place',
    empty: 'No offers within 25 km of Vancouver (BC)',
    help: 'A city in Canada',
    showFilters: 'Show filters',
  },
};

async function api<T>(page: Page, path: string): Promise<{ status: number; body: T }> {
  return page.evaluate(async (p) => {
    const res = await fetch(p, { headers: { accept: 'application/json' } });
    return { status: res.status, body: (await res.json()) as T };
  }, path);
}

async function openSearch(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('offer-search')).toHaveAttribute('data-hydrated', 'true', {
    timeout: 30_000,
  });
}

const settled = (page: Page) =>
  expect(page.getByTestId('offer-results')).toHaveAttribute('data-fetching', 'false');

const cards = (page: Page) => page.getByTestId('offer-results').getByTestId('offer-card');

test.slow();

for (const locale of ['fr', 'en'] as const) {
  const w = words[locale];

  test(`${locale}: Vancouver from the place autocomplete; no offer near it, said in the empty state`, async ({
    page,
  }, info) => {
    const board = info.project.name;
    await openSearch(page, `/${locale}`);
    const place = page.getByRole('combobox', { name: w.near });
    await expect(page.getByText(w.help)).toBeVisible();
    await place.pressSequentially('vanc', { delay: 50 });
    const option = page
      .getByRole('listbox', { name: w.suggestions })
      .getByRole('option', { name: 'Vancouver (BC)', exact: true });
    await expect(option).toBeVisible();
    await option.click();
    await expect(place).toHaveValue('Vancouver (BC)');
    await expect(page).toHaveURL(/[?&]near=vancouver-bc$/);
    await settled(page);
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByTestId('offer-results-empty')).toContainText(w.empty);
    const answer = await api<OfferList>(
      page,
      `/api/jobboard/${board}/offers?lg=${locale}&near=vancouver-bc`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.meta.total).toBe(0);
    // Nearest first is offered with the place, and still answers (nothing, without error).
    await page.getByLabel(w.sort).selectOption('distance');
    await expect(page).toHaveURL(/[?&]sort=distance/);
    await settled(page);
    await expect(page.getByTestId('offer-results-empty')).toContainText(w.empty);

    // The server renders the same search from the link.
    await page.reload();
    await expect(page.getByRole('combobox', { name: w.near })).toHaveValue('Vancouver (BC)');
    await expect(page.getByTestId('offer-results-empty')).toContainText(w.empty);

    const results = await new AxeBuilder({ page })
      .include('[data-testid="offer-search"]')
      .analyze();
    expect(results.violations).toEqual([]);
  });

  test(`${locale}: Quebec first in the suggestions; a typed Toronto resolves on Enter`, async ({
    page,
  }) => {
    await openSearch(page, `/${locale}`);
    const place = page.getByRole('combobox', { name: w.near });
    await place.pressSequentially('st-j', { delay: 50 });
    const list = page.getByRole('listbox', { name: w.suggestions });
    const options = list.getByRole('option');
    await expect(options.first()).toBeVisible();
    const labels = await options.allTextContents();
    expect(labels[0]).toBe('Saint-Jean-sur-Richelieu (QC)');
    const firstOther = labels.findIndex((l) => !l.endsWith('(QC)'));
    if (firstOther >= 0)
      expect(labels.slice(firstOther).every((l) => !l.endsWith('(QC)'))).toBe(true);
    // Keyboard: Escape closes the list, and a typed name counts on Enter.
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await place.fill('');
    await place.pressSequentially('toronto', { delay: 30 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]near=toronto-on$/);
    await expect(place).toHaveValue('Toronto (ON)');
    await expect(place).toHaveAttribute('aria-invalid', 'false');
  });

  test(`${locale}: Atlantis says no place matches and filters nothing`, async ({ page }, info) => {
    const board = info.project.name;
    await openSearch(page, `/${locale}/?near=laval`);
    await settled(page);
    const all = await api<OfferList>(page, `/api/jobboard/${board}/offers?lg=${locale}`);
    const place = page.getByRole('combobox', { name: w.near });
    await place.fill('Atlantis');
    await page.keyboard.press('Enter');
    await expect(place).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(w.unmatched).first()).toBeVisible();
    const notice = page.getByTestId('place-notice');
    await expect(notice).toContainText(w.unmatched);
    await expect(notice).toContainText(w.notFiltered);
    // The Laval filter went with it: every offer, none said to be near anything.
    await expect(page).not.toHaveURL(/near=/);
    await settled(page);
    await expect(page.getByTestId('offer-results').getByRole('status')).toContainText(
      String(all.body.meta.total),
    );
    await expect(page.getByLabel(w.sort).locator('option[value="distance"]')).toHaveCount(0);
    // The API refuses the name rather than answering unfiltered offers.
    const refused = await api<{ errors: Record<string, string[]> }>(
      page,
      `/api/jobboard/${board}/offers?lg=${locale}&near=Atlantis`,
    );
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['near']);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of ['fr', 'en'] as const) {
    const w = words[locale];

    test(`${locale}: a typed place resolves and Atlantis is refused, from the server alone`, async ({
      page,
    }) => {
      await page.goto(`/${locale}/?near=Atlantis&radius=50&sort=distance`);
      const place = page.getByLabel(w.near);
      await expect(place).toHaveValue('Atlantis');
      await expect(place).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByTestId('place-notice')).toContainText(w.unmatched);
      await expect(page.getByTestId('place-notice')).toContainText(w.notFiltered);
      await expect(page.getByText(w.unmatched).first()).toBeVisible();
      await expect(cards(page).first()).toBeVisible();
      await expect(page.getByLabel(w.sort).locator('option[value="distance"]')).toHaveCount(0);

      // The plain form sends what was typed: the server finds the place.
      await place.fill('vancouver');
      await place.press('Enter');
      await expect(page).toHaveURL(/[?&]near=vancouver(&|$)/);
      await expect(page.getByLabel(w.near)).toHaveValue('Vancouver (BC)');
      await expect(page.getByTestId('place-notice')).toHaveCount(0);
      await expect(page.getByTestId('offer-results-empty')).toContainText(
        w.empty.replace('25', '50'),
      );
    });
  }
});

for (const width of [1366, 375]) {
  test(`screens of a Vancouver search at ${width} px`, async ({ page }, info) => {
    await page.setViewportSize({ width, height: 900 });
    // The consent banner answered, so it covers nothing in the pictures.
    await page.addInitScript(() =>
      window.localStorage.setItem('jobboard_cookie_consent', 'refused'),
    );
    for (const locale of ['fr', 'en'] as const) {
      const w = words[locale];
      await openSearch(page, `/${locale}`);
      const toggle = page.getByRole('button', { name: w.showFilters });
      if (await toggle.isVisible()) await toggle.click();
      const place = page.getByRole('combobox', { name: w.near });
      await place.scrollIntoViewIfNeeded();
      await place.pressSequentially('vanc', { delay: 50 });
      const option = page
        .getByRole('listbox', { name: w.suggestions })
        .getByRole('option', { name: 'Vancouver (BC)', exact: true });
      await expect(option).toBeVisible();
      await page.screenshot({
        path: info.outputPath(`vancouver-list-${info.project.name}-${locale}-${width}.png`),
      });
      await option.click();
      await expect(page).toHaveURL(/[?&]near=vancouver-bc$/);
      await settled(page);
      await expect(page.getByTestId('offer-results-empty')).toContainText(w.empty);
      // From the top: the sticky header stays there in a full-page picture.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({
        path: info.outputPath(`vancouver-${info.project.name}-${locale}-${width}.png`),
        fullPage: true,
      });
    }
  });
}
