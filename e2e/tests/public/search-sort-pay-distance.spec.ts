import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** Issue 19: sort, minimum pay and a radius from a typed place, on the search page. */
interface OfferList {
  data: { id: number; distance_km?: number; salary: unknown }[];
  meta: { total: number };
}

const words = {
  fr: {
    title: 'Poste ou mot-clé',
    sort: 'Trier par',
    salaryMin: 'Salaire minimum ($)',
    salaryPeriod: 'Période de paie',
    near: "Près d'un lieu",
    radius: 'Distance',
    km: 'à ',
    specializations: 'Spécialisations',
  },
  en: {
    title: 'Job title or keyword',
    sort: 'Sort by',
    salaryMin: 'Minimum pay ($)',
    salaryPeriod: 'Pay period',
    near: 'Near a place',
    radius: 'Distance',
    km: ' km away',
    specializations: 'Specializations',
  },
};

async function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const res = await fetch(p, { headers: { accept: 'application/json' } });
    return (await res.json()) as T;
  }, path);
}

const cardIds = (page: Page) =>
  page
    .getByTestId('offer-results')
    .getByTestId('offer-card')
    .evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-offer-id'))));

async function openSearch(page: Page, path: string) {
  await page.goto(path);
  // A shared 2-core machine can take seconds to hydrate the first page after the server starts.
  await expect(page.getByTestId('offer-search')).toHaveAttribute('data-hydrated', 'true', {
    timeout: 30_000,
  });
}

async function settled(page: Page) {
  await expect(page.getByTestId('offer-results')).toHaveAttribute('data-fetching', 'false');
}

/** The cards show what the API answers for the page's own query. */
async function expectCardsAsApi(page: Page, board: string, locale: string) {
  await settled(page);
  const query = new URL(page.url()).search.replace(/^\?/, '');
  const expected = await api<OfferList>(
    page,
    `/api/jobboard/${board}/offers?lg=${locale}&${query}`,
  );
  await expect.poll(() => cardIds(page)).toEqual(expected.data.map((o) => o.id));
  return expected;
}

const canonical = (page: Page) => page.locator('link[rel="canonical"]').getAttribute('href');

// Many searches per test on a shared 2-core machine: three times the usual minute.
test.slow();

for (const locale of ['fr', 'en'] as const) {
  const w = words[locale];

  test(`${locale}: sort by relevance and date; the sort keeps the canonical`, async ({
    page,
  }, info) => {
    const board = info.project.name;
    await openSearch(page, `/${locale}`);
    const plainCanonical = await canonical(page);
    // Without text the default order is the newest first.
    await expect(page.getByLabel(w.sort)).toHaveValue('date');
    const word = board === 'hospitality' ? 'plongeur' : 'technicien';
    await page.getByLabel(w.title).fill(word);
    await expect(page).toHaveURL(new RegExp(`[?&]title=${word}`));
    // With text, relevance.
    await expect(page.getByLabel(w.sort)).toHaveValue('relevance');
    const relevance = await expectCardsAsApi(page, board, locale);
    expect(relevance.data.length).toBeGreaterThan(0);
    await page.getByLabel(w.sort).selectOption('date');
    await expect(page).toHaveURL(/[?&]sort=date/);
    await expectCardsAsApi(page, board, locale);
    await page.reload();
    await expect(page.getByLabel(w.sort)).toHaveValue('date');
    expect(await canonical(page)).toBe(plainCanonical);
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=/);
    await expect(page.getByLabel(w.sort)).toHaveValue('relevance');
  });

  test(`${locale}: a minimum pay per hour or per year shows only offers paying it, with their pay`, async ({
    page,
  }, info) => {
    const board = info.project.name;
    await openSearch(page, `/${locale}`);
    await page.getByLabel(w.salaryMin).fill('20');
    await expect(page).toHaveURL(/[?&]salary_min=20&salary_period=hour/);
    const hourly = await expectCardsAsApi(page, board, locale);
    expect(hourly.data.length).toBeGreaterThan(0);
    expect(hourly.data.every((o) => o.salary !== null)).toBe(true);
    const pay = page.getByTestId('offer-results').getByTestId('offer-card-pay');
    await expect(pay).toHaveCount(hourly.data.length);
    await page.getByLabel(w.salaryMin).fill('60000');
    await page.getByLabel(w.salaryPeriod).selectOption('year');
    await expect(page).toHaveURL(/[?&]salary_min=60000&salary_period=year/);
    const yearly = await expectCardsAsApi(page, board, locale);
    expect(yearly.meta.total).toBeLessThan(hourly.meta.total);
    // Best paid first (issue 46, item 9): the cards follow the API's order.
    await page.getByLabel(w.sort).selectOption('salary');
    await expect(page).toHaveURL(/[?&]sort=salary/);
    await expectCardsAsApi(page, board, locale);
  });

  test(`${locale}: within 25 km of a typed place, with the distance on each card; Back works`, async ({
    page,
  }, info) => {
    const board = info.project.name;
    await openSearch(page, `/${locale}`);
    await page.getByLabel(w.near).fill('laval');
    // 25 km is the default radius: the URL names the place only, by the gazetteer's slug.
    await expect(page).toHaveURL(/[?&]near=laval-qc$/);
    // Leaving the field writes the place's label in it, and searches nothing new.
    await page.getByLabel(w.near).press('Tab');
    await expect(page.getByLabel(w.near)).toHaveValue('Laval (QC)');
    await expect(page).toHaveURL(/[?&]near=laval-qc$/);
    await expect(page.getByLabel(w.radius, { exact: true })).toHaveValue('25');
    const near = await expectCardsAsApi(page, board, locale);
    expect(near.data.length).toBeGreaterThan(0);
    expect(near.data.every((o) => typeof o.distance_km === 'number' && o.distance_km <= 25)).toBe(
      true,
    );
    await expect(
      page.getByTestId('offer-results').getByTestId('offer-card-company').first(),
    ).toContainText(w.km);
    await page.getByLabel(w.radius, { exact: true }).selectOption('5');
    await expect(page).toHaveURL(/[?&]near=laval-qc&radius=5/);
    const closer = await expectCardsAsApi(page, board, locale);
    expect(closer.meta.total).toBeLessThanOrEqual(near.meta.total);
    expect(closer.data.every((o) => (o.distance_km ?? 99) <= 5)).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(/[?&]near=laval-qc$/);
    await expect(page.getByLabel(w.radius, { exact: true })).toHaveValue('25');
    await expect(page.getByLabel(w.near)).toHaveValue('Laval (QC)');
    await expectCardsAsApi(page, board, locale);

    const results = await new AxeBuilder({ page })
      .include('[data-testid="offer-search"]')
      .analyze();
    expect(results.violations).toEqual([]);

    // Nearest first is offered once there is a place (issue 46, item 9).
    await page.getByLabel(w.sort).selectOption('distance');
    await expect(page).toHaveURL(/[?&]sort=distance/);
    const nearest = await expectCardsAsApi(page, board, locale);
    const km = nearest.data.map((o) => o.distance_km ?? -1);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    await page.getByLabel(w.near).fill('');
    await expect(page).not.toHaveURL(/near=/);
    await expect(page.getByLabel(w.sort).locator('option[value="distance"]')).toHaveCount(0);
    await expect(page).not.toHaveURL(/sort=/);
    await expect(page.getByLabel(w.sort)).toHaveValue('date');
  });
}

for (const locale of ['fr', 'en'] as const) {
  test(`${locale}: two specializations from the picker, by keyboard; the field names them; Back works`, async ({
    page,
  }, info) => {
    const board = info.project.name;
    await openSearch(page, `/${locale}`);
    const field = page.getByRole('button', { name: words[locale].specializations });
    const list = page.getByRole('group', { name: words[locale].specializations });
    await expect(list).toBeHidden();
    await field.focus();
    await page.keyboard.press('Enter');
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    const boxes = list.getByRole('checkbox');
    expect(await boxes.count()).toBeGreaterThan(2);
    const first = boxes.nth(0);
    const second = boxes.nth(1);
    const ids = [await first.getAttribute('value'), await second.getAttribute('value')];
    const names = [
      (await list.locator('label').nth(0).textContent()) ?? '',
      (await list.locator('label').nth(1).textContent()) ?? '',
    ];
    await first.check();
    await expect(page).toHaveURL(new RegExp(`[?&]specialization=${ids[0]}$`));
    await second.check();
    await expect(page).toHaveURL(
      new RegExp(
        `[?&]specialization=${[...ids].sort((a, b) => Number(a) - Number(b)).join('%2C')}$`,
      ),
    );
    const both = await expectCardsAsApi(page, board, locale);
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(field).toBeFocused();
    await expect(field).toHaveText(names.join(', '));
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`[?&]specialization=${ids[0]}$`));
    const one = await expectCardsAsApi(page, board, locale);
    expect(one.meta.total).toBeLessThanOrEqual(both.meta.total);
    await expect(field).toHaveText(names[0]!);
    // A reload renders the choice on the server; the enhanced list shows it checked.
    await page.reload();
    await expect(page.getByTestId('offer-search')).toHaveAttribute('data-hydrated', 'true', {
      timeout: 30_000,
    });
    await expect(field).toHaveText(names[0]!);
    await field.click();
    await expect(list.getByRole('checkbox', { checked: true })).toHaveCount(1);
    await expect(list.getByRole('checkbox').nth(0)).toBeChecked();
  });
}

for (const width of [1366, 375]) {
  test(`screens of the new filters at ${width} px`, async ({ page }, info) => {
    await page.setViewportSize({ width, height: 900 });
    for (const locale of ['fr', 'en'] as const) {
      await openSearch(
        page,
        `/${locale}/?title=cuisinier&sort=date&salary_min=18&salary_period=hour&near=montreal&radius=50`,
      );
      await settled(page);
      await page.screenshot({
        path: info.outputPath(`search-${info.project.name}-${locale}-${width}.png`),
        fullPage: true,
      });
    }
  });
}
