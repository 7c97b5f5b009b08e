import { expect, test } from '@playwright/test';
import { DEMO_EMPLOYER, DEMO_PASSWORD, mailWith } from '../../support/demo-application';
import { completeDraft, pageApi } from '../../support/employer-offers';
import { atBothWidths, axeClean } from '../../support/page-checks';
import { operatorSignsIn } from '../../support/console';

const screenshots = process.env.SCREENSHOT_DIR || '/tmp/jobboard-screenshots';

test('a reported offer is rejected with a reason: gone from the board, the employer told, the audit log says so', async ({
  page,
}, info) => {
  test.slow();
  const port = new URL(String(info.project.use.baseURL)).port;
  const board = `http://hospitality.localhost:${port}`;
  const console_ = String(info.project.use.baseURL);

  // The demo employer publishes an offer of its own on hospitality (free), and a visitor reports it.
  // (demoSignIn goes to the project's host, the console: this signs in on the board's.)
  await page.goto(`${board}/en/terms-and-conditions`);
  const signedIn = await pageApi(page, 'POST', '/api/ats/auth/login', {
    email: DEMO_EMPLOYER,
    password: DEMO_PASSWORD,
  });
  expect(signedIn.status).toBe(200);
  const title = `Plongeur Signalé ${Date.now()}`;
  const id = await completeDraft(page, 'hospitality', title);
  const published = await pageApi(
    page,
    'POST',
    `/api/jobboard/hospitality/employer/offer/${id}/publish?lg=fr`,
    {
      boards: ['hospitality'],
    },
  );
  expect(published.status).toBeLessThan(300);
  await page.context().clearCookies();
  const reported = await pageApi(
    page,
    'POST',
    `/api/jobboard/hospitality/offers/${id}/report?lg=fr`,
    {
      reason: 'scam',
      details: 'On me demande 200 $ pour une trousse de départ.',
    },
  );
  expect(reported.status).toBe(201);

  // The operator finds it in the queue, in English, with the visitor's words.
  await page.goto(console_);
  await operatorSignsIn(page);
  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const group = page.getByRole('region', { name: title });
  await expect(group.getByText('On me demande 200 $ pour une trousse de départ.')).toBeVisible();
  await axeClean(page, 'console reports');
  await atBothWidths(page, group, (width) => `${screenshots}/console-reports-${width}.png`);

  // Rejected with a reason: refused without one first.
  await group.getByRole('button', { name: 'Reject the offer' }).click();
  await expect(group.getByText('This field is required.')).toBeVisible();
  await group
    .getByRole('textbox', { name: 'Reason for the rejection' })
    .fill('Fees asked of candidates are not allowed.');
  await group.getByRole('button', { name: 'Reject the offer' }).click();
  await expect(
    page.getByText('The offer was taken off the board and the employer was told.'),
  ).toBeVisible();

  // Gone from the board at once: its page and the offers API.
  const offerPage = await page.goto(`${board}/en/offer/x/${id}`);
  expect(offerPage?.status()).toBe(404);
  const api = await pageApi(page, 'GET', `/api/jobboard/hospitality/offers/${id}`);
  expect(api.status).toBe(404);
  // The team is told, in its language, with the reason.
  const mail = await mailWith(page, DEMO_EMPLOYER, 'Fees asked of candidates are not allowed.');
  expect(mail.text).toContain(title);

  // The audit log lists the sign-in and the rejection with its reason.
  await page.goto(`${console_}/en/audit-log`);
  const rows = page.getByRole('row');
  await expect(
    rows
      .filter({ hasText: 'Offer rejected' })
      .filter({ hasText: 'Fees asked of candidates' })
      .first(),
  ).toBeVisible();
  await expect(rows.filter({ hasText: 'Sign-in' }).first()).toBeVisible();
  await axeClean(page, 'console audit log');
  await atBothWidths(
    page,
    page.getByRole('main'),
    (width) => `${screenshots}/console-audit-${width}.png`,
  );
});
