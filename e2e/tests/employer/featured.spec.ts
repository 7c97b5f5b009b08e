import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@jobboard/api/services/auth/demo-account-list';
import { completeDraft, pageApi } from '../../support/employer-offers';
import { atBothWidths, axeClean } from '../../support/page-checks';

/**
 * Issue 41, featured offers. Careers sells them: the demo employer features a published offer
 * for 7 days on the local fake Stripe with the promotion code BIENVENUE25, sees it featured in
 * My offers, and finds it first in the board's search with its label. Hospitality is a free
 * board and sells none: its published offer has no such action.
 */
const EMPLOYER = 'employer@demo.jobboard.test';
const screenshots = process.env.SCREENSHOT_DIR || '/tmp/jobboard-screenshots';

async function signIn(page: Page) {
  await page.context().clearCookies();
  await page.goto('/en/terms-and-conditions');
  const res = await pageApi(page, 'POST', '/api/ats/auth/login', {
    email: EMPLOYER,
    password: DEMO_PASSWORD,
  });
  expect(res.status).toBe(200);
}

async function featureOnCareers(page: Page) {
  await signIn(page);
  const title = `Sous-chef Vedette ${Date.now()}`;
  const id = await completeDraft(page, 'careers', title);
  // Published the way the publishing spec pays for it: the fake Stripe's page, Pay.
  const origin = new URL(page.url()).origin;
  const started = await pageApi<{ data: { url: string } }>(
    page,
    'POST',
    `/api/jobboard/careers/employer/offer/${id}/create-single-job-posting-checkout-session`,
    {
      success_url: `${origin}/en/employer/offer/${id}/publish/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin}/en/employer/offer/${id}/publish/cancel`,
    },
  );
  expect(started.status).toBe(200);
  await page.goto(started.body.data.url);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText(/Your offer is live on Careers North/)).toBeVisible({
    timeout: 20_000,
  });

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
  // The consent banner would cover the card in the pictures.
  await page.getByRole('button', { name: 'Refuser' }).click();
  await axeClean(page, 'search with a featured offer');
  await atBothWidths(
    page,
    page.getByTestId('offer-search').getByTestId('offer-card').first(),
    (w) => `${screenshots}/featured-search-careers-${w}.png`,
  );
  // Left featured: later runs' offers are newer and take the first slot.
}

/** The free board sells no featured period: a published offer has no Feature action. */
async function notSoldOnHospitality(page: Page) {
  await signIn(page);
  const title = `Plongeur Vedette ${Date.now()}`;
  const id = await completeDraft(page, 'hospitality', title);
  const published = await pageApi(
    page,
    'POST',
    `/api/jobboard/hospitality/employer/offer/${id}/publish`,
    {},
  );
  expect(published.status).toBe(200);
  await page.goto('/en/employer/my-offers');
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByRole('button', { name: 'Unpublish from all boards' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Feature' })).toHaveCount(0);
  const refused = await pageApi(
    page,
    'POST',
    `/api/jobboard/hospitality/employer/offer/${id}/create-featured-checkout-session`,
    {
      days: 7,
      success_url: `${new URL(page.url()).origin}/en/employer/my-offers`,
      cancel_url: `${new URL(page.url()).origin}/en/employer/my-offers`,
    },
  );
  expect(refused.status).toBe(409);
}

const flowOf: Record<string, (page: Page) => Promise<void>> = {
  careers: featureOnCareers,
  hospitality: notSoldOnHospitality,
};

test('featured offers: sold where the board sells them, first in its search', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const flow = flowOf[testInfo.project.name];
  expect(flow, `no featured flow for ${testInfo.project.name}`).toBeDefined();
  await flow!(page);
});
