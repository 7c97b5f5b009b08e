import { expect, test, type Page } from '@playwright/test';

const wording = {
  fr: {
    what: 'Quel emploi\u00a0?',
    where: 'Où\u00a0?',
    submit: 'Rechercher',
    show: 'Afficher les filtres',
    filterTitle: 'Poste ou mot-clé',
    schedule: 'Horaires',
  },
  en: {
    what: 'What job?',
    where: 'Where?',
    submit: 'Search',
    show: 'Show filters',
    filterTitle: 'Job title or keyword',
    schedule: 'Schedules',
  },
} as const;

/** A word of the first card's title (rendered by the server), so either board finds it. */
async function titleWord(page: Page): Promise<string> {
  const title = (
    await page.getByTestId('offer-card').first().getByRole('heading').innerText()
  ).trim();
  return title.split(/\s+/).find((w) => w.length > 3) ?? title;
}

for (const locale of ['fr', 'en'] as const) {
  const w = wording[locale];

  test(`${locale}: the home greets with what / where in its first screen, before the featured offers`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/${locale}`);
    const hero = page.getByRole('search', {
      name: locale === 'fr' ? 'Rechercher une offre' : 'Search for a job',
    });
    for (const field of [hero.getByLabel(w.what), hero.getByLabel(w.where)]) {
      await expect(field).toBeVisible();
      const box = (await field.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(900);
    }
    const featured = (await page.getByRole('heading', { level: 2 }).first().boundingBox())!;
    expect((await hero.boundingBox())!.y).toBeLessThan(featured.y);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const locale of ['fr', 'en'] as const) {
    const w = wording[locale];
    test(`${locale}: the hero's search submits as a plain form and leads with the results`, async ({
      page,
    }) => {
      await page.goto(`/${locale}`);
      const word = await titleWord(page);
      const hero = page.getByTestId('hero-search');
      await hero.getByLabel(w.what).fill(word);
      await hero.getByRole('button', { name: w.submit }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}\\?title=${encodeURIComponent(word)}`));
      await expect(page.getByTestId('hero-search')).toHaveCount(0);
      await expect(page.getByTestId('offer-card').first()).toBeVisible();
      // The search form shows what was asked.
      await expect(page.getByRole('search').getByLabel(w.filterTitle)).toHaveValue(word);
    });
  }
});

for (const locale of ['fr', 'en'] as const) {
  const w = wording[locale];
  test(`${locale}: on a phone the keyword and place lead the results; the other filters wait behind the button`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto(`/${locale}?page=2`);
    const form = page.getByRole('search');
    const what = form.getByLabel(w.filterTitle);
    const where = form.getByLabel(locale === 'fr' ? /Près d.un lieu/ : 'Near a place');
    await expect(what).toBeVisible();
    await expect(where).toBeVisible();
    const schedule = form.getByRole('group', { name: w.schedule });
    await expect(schedule).toBeHidden();
    const firstCard = (await page.getByTestId('offer-card').first().boundingBox())!;
    expect((await where.boundingBox())!.y).toBeLessThan(firstCard.y);
    await page.getByRole('button', { name: w.show }).click();
    await expect(schedule).toBeVisible();
  });
}

for (const locale of ['fr', 'en'] as const) {
  const w = wording[locale];
  test(`${locale}: the hero's place field suggests places of Canada, and its search leads with them`, async ({
    page,
  }) => {
    await page.goto(`/${locale}`);
    await expect(page.getByTestId('offer-search')).toHaveAttribute('data-hydrated', 'true', {
      timeout: 30_000,
    });
    const hero = page.getByTestId('hero-search');
    const place = hero.getByRole('combobox', { name: w.where });
    await place.pressSequentially('vanc', { delay: 50 });
    const option = hero.getByRole('option', { name: 'Vancouver (BC)', exact: true });
    await expect(option).toBeVisible();
    await option.click();
    await expect(place).toHaveValue('Vancouver (BC)');
    await hero.getByRole('button', { name: w.submit }).click();
    await expect(page).toHaveURL(/[?&]near=Vancouver/);
    await expect(page.getByTestId('hero-search')).toHaveCount(0);
    await expect(
      page.getByTestId('offer-search').getByLabel(/^(Près d.un lieu|Near a place)$/),
    ).toHaveValue('Vancouver (BC)');
  });
}
