import { expect, test } from '@playwright/test';
import { atBothWidths, axeClean } from '../../support/page-checks';
import { operatorSignsIn } from '../../support/console';

const screenshots = process.env.SCREENSHOT_DIR || '/tmp/jobboard-screenshots';

const words = {
  fr: {
    home: '/fr',
    link: 'Santé des sites',
    title: 'Santé des sites',
    period: 'Période',
    thirty: '30 derniers jours',
    show: 'Afficher',
    live: 'Offres en ligne',
    activity: 'Nouvelles offres et candidatures par jour',
    payments: 'Montant payé par jour',
    table: 'Voir les chiffres en tableau',
    day: 'Jour',
  },
  en: {
    home: '/en',
    link: 'Board health',
    title: 'Board health',
    period: 'Period',
    thirty: 'Last 30 days',
    show: 'Show',
    live: 'Live offers',
    activity: 'New offers and applications per day',
    payments: 'Amount paid per day',
    table: 'Show the figures as a table',
    day: 'Day',
  },
};

test('the operator reads board health over 30 days, charts and tables, in both languages', async ({
  page,
}) => {
  await operatorSignsIn(page, 'fr');
  for (const locale of ['fr', 'en'] as const) {
    const w = words[locale];
    // From the console's home, as an operator would.
    await page.goto(w.home);
    await page.getByRole('main').getByRole('link', { name: w.link }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    const main = page.getByRole('main');

    await main.getByRole('combobox', { name: w.period }).selectOption({ label: w.thirty });
    await main.getByRole('button', { name: w.show }).click();
    await expect(page).toHaveURL(/days=30/);
    await expect(main.getByRole('combobox', { name: w.period })).toHaveValue('30');
    // The demo's offers are live on the demo operator's boards.
    await expect(main.getByText(w.live, { exact: true })).toBeVisible();

    const activity = main.getByRole('figure', { name: w.activity });
    await expect(activity.getByRole('img', { name: w.activity })).toBeVisible();
    await expect(activity.locator('svg').first()).toBeVisible();
    await expect(main.getByRole('figure', { name: w.payments })).toBeVisible();
    await expect(main.getByRole('figure')).toHaveCount(4);

    // The figures as a table: the header and one row per day of the 30.
    await activity.getByText(w.table).click();
    const table = activity.getByRole('table', { name: w.activity });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader', { name: w.day })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(31);

    await axeClean(page, `console health ${locale}`);
    if (locale === 'fr') {
      await atBothWidths(page, main, (width) => `${screenshots}/console-health-${width}.png`);
    }
  }
});
