import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { newAccount } from '../../support/accounts';
import { applyAndRegister, demoOffers, offerUrl } from '../../support/candidate-apply';
import { demoSignIn } from '../../support/demo-sign-in';
import { completeDraft, pageApi } from '../../support/employer-offers';

/**
 * Issue 42, on each board host, one language per board: the employer downloads an offer's
 * applications as CSV (a download, UTF-8 with its BOM, the header in the page's language, the
 * new application's row), and marks an offer filled: its public page says so with no Apply and
 * no JobPosting, and search no longer finds it; reopening puts it back.
 */
const wording = {
  fr: {
    csv: 'Télécharger (CSV)',
    firstHeader: 'Date de candidature',
    newStatus: 'Nouvelle',
    myOffers: '/fr/employeur/mes-offres',
    markFilled: 'Marquer comme pourvue',
    filled: 'Pourvue',
    done: 'L’offre est marquée comme pourvue.',
    notice: 'Ce poste a été pourvu.',
    reopen: 'Rouvrir',
    published: 'Publiée',
    applyBy: /^Date limite/,
  },
  en: {
    csv: 'Download (CSV)',
    firstHeader: 'Date applied',
    newStatus: 'New',
    myOffers: '/en/employer/my-offers',
    markFilled: 'Mark as filled',
    filled: 'Filled',
    done: 'The offer is marked as filled.',
    notice: 'This position has been filled.',
    reopen: 'Reopen',
    published: 'Published',
    applyBy: /^Apply by/,
  },
} as const;

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/hiring-shots/${name}.png`, fullPage: true });

async function axeViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).analyze();
  return axe.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(' ')})`,
  );
}

/** Publishes the signed-in employer's offer on the board (the paid board through its checkout). */
async function publish(page: Page, board: string, id: number) {
  if (board === 'careers') {
    await page.goto(`/en/employer/offer/${id}/publish`);
    await page.getByRole('button', { name: 'Pay and publish' }).click();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/publish\/success/);
  } else {
    const res = await pageApi(page, 'POST', `/api/jobboard/${board}/employer/offer/${id}/publish`, {
      boards: [board],
    });
    expect(res.status).toBeLessThan(300);
  }
}

/** The ids a title search finds (a near-miss search falls back on similar titles: ids, not totals). */
const searchIds = async (page: Page, board: string, word: string) =>
  (
    await pageApi<{ data: { id: number }[] }>(
      page,
      'GET',
      `/api/jobboard/${board}/offers?title=${encodeURIComponent(word)}&lg=en`,
    )
  ).body.data.map((o) => o.id);

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    window.localStorage.setItem('jobboard_cookie_consent', 'accepted'),
  );
});

// One language per board: hospitality in French, careers in English (the whole hiring flow,
// hiring-flow.spec.ts, goes the same way), which keeps both languages and the suite's time.
const languageOf: Record<string, 'fr' | 'en'> = { hospitality: 'fr', careers: 'en' };

test(`the employer downloads an offer's applications as CSV`, async ({ page }, info) => {
  test.setTimeout(180_000);
  const board = info.project.name;
  const locale = languageOf[board] ?? 'en';
  const w = wording[locale];
  await page.goto(`/${locale}`);
  const [offer] = await demoOffers(page, board, locale, 1);
  const candidate = newAccount(board, 'candidate');
  await applyAndRegister(page, board, offer!.id, candidate, locale);

  await demoSignIn(page, 'employer');
  await page.goto(`/${locale}/employer/offer/${offer!.id}/applications`);
  const link = page.getByRole('link', { name: w.csv });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('download', '');

  // Keyboard: the link takes the focus and Enter downloads.
  await link.focus();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.keyboard.press('Enter'),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /-(candidatures|applications)-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]!.split(',')[0]).toBe(w.firstHeader);
  const row = lines.find((l) => l.includes(candidate.email));
  expect(row, 'the new application').toBeTruthy();
  const cells = row!.split(',');
  expect(cells.slice(1, 4)).toEqual([candidate.firstName, candidate.lastName, candidate.email]);
  expect(cells[5]).toBe(w.newStatus);
  expect(cells[7]).toMatch(
    new RegExp(`/api/jobboard/${board}/employer/offer/${offer!.id}/applications/\\d+/resume$`),
  );

  expect(await axeViolations(page)).toEqual([]);
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    await shot(page, `csv-${board}-${locale}-${width}`);
  }
});

test(`the employer marks an offer filled; its page says so and search drops it`, async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  const board = info.project.name;
  const locale = languageOf[board] ?? 'en';
  const w = wording[locale];
  await demoSignIn(page, 'employer');
  const word = `Pourvoyeur${Date.now().toString(36)}${locale}`;
  const title = `Cuisinier ${word}`;
  const id = await completeDraft(page, board, title);
  await publish(page, board, id);
  await expect.poll(() => searchIds(page, board, word)).toContain(id);

  await page.goto(w.myOffers);
  const row = page.getByRole('listitem').filter({ hasText: title });
  await row.getByRole('button', { name: w.markFilled }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(title);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, `fill-dialog-${board}-${locale}-375`);
  await page.setViewportSize({ width: 1366, height: 900 });
  await dialog.getByRole('button', { name: w.markFilled }).click();
  await expect(page.getByText(w.done)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText(w.filled, { exact: true })).toBeVisible();
  await expect(row.getByTestId('offer-filled-note')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await row.scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    await row.screenshot({
      path: `/tmp/hiring-shots/filled-row-${board}-${locale}-${width}.png`,
    });
  }
  await page.setViewportSize({ width: 1366, height: 900 });

  // Search no longer has it.
  expect(await searchIds(page, board, word)).not.toContain(id);

  // Its page stays, saying so, with no Apply and no JobPosting; as a visitor sees it.
  const shown = await pageApi<{ data: { slug: string; filled_at?: string } }>(
    page,
    'GET',
    `/api/jobboard/${board}/offers/${id}?lg=${locale}`,
  );
  expect(shown.body.data.filled_at).toBeTruthy();
  const publicUrl = offerUrl(locale, {
    id,
    slug: shown.body.data.slug,
    title,
    has_applied: false,
  });
  await page.context().clearCookies();
  await page.goto(publicUrl);
  await expect(page.getByTestId('offer-filled-notice')).toContainText(w.notice);
  await expect(
    page.locator('script[type="application/ld+json"]', { hasText: 'JobPosting' }),
  ).toHaveCount(0);
  await expect(page.locator('a[href$="/apply"], a[href$="/application"]')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // No "apply by" date either: the position is no longer open.
  await expect(page.getByText(w.applyBy)).toHaveCount(0);
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, `filled-page-${board}-${locale}-${width}`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });

  // Reopened within the week: back in search.
  await demoSignIn(page, 'employer');
  await page.goto(w.myOffers);
  await row.getByRole('button', { name: w.reopen }).click();
  await expect(row.getByText(w.published, { exact: true })).toBeVisible();
  await expect.poll(() => searchIds(page, board, word)).toContain(id);
});
