import { expect, test } from '@playwright/test';
import { newAccount } from '../../support/accounts';
import { completeDraft, pageApi } from '../../support/employer-offers';
import { atBothWidths, axeClean } from '../../support/page-checks';
import { operatorSignsIn } from '../../support/console';

const screenshots = process.env.SCREENSHOT_DIR || '/tmp/jobboard-screenshots';

test('a new employer’s offer on hospitality is held, shown with its signals, approved, then public', async ({
  page,
}, info) => {
  test.slow();
  const port = new URL(String(info.project.use.baseURL)).port;
  const board = `http://hospitality.localhost:${port}`;
  const console_ = String(info.project.use.baseURL);

  // A new employer signs up on hospitality and publishes: answered normally, but held.
  await page.goto(`${board}/en/terms-and-conditions`);
  const account = newAccount('hospitality', 'employer');
  const signedUp = await pageApi(page, 'POST', '/api/ats/signup', {
    first_name: account.firstName,
    last_name: account.lastName,
    email: account.email,
    password: account.password,
    password_confirmation: account.password,
  });
  expect(signedUp.status).toBe(202);
  const signedIn = await pageApi(page, 'POST', '/api/ats/auth/login', {
    email: account.email,
    password: account.password,
  });
  expect(signedIn.status).toBe(200);
  const title = `Plongeur WhatsApp ${Date.now()}`;
  const id = await completeDraft(page, 'hospitality', title);
  const published = await pageApi<{ data: { status: string; under_review: string[] } }>(
    page,
    'POST',
    `/api/jobboard/hospitality/employer/offer/${id}/publish?lg=fr`,
    { boards: ['hospitality'] },
  );
  expect(published.status).toBe(200);
  expect(published.body.data).toMatchObject({
    status: 'published',
    under_review: ['hospitality'],
  });
  expect((await pageApi(page, 'GET', `/api/jobboard/hospitality/offers/${id}`)).status).toBe(404);

  // The employer's list says so, with the expected delay.
  await page.goto(`${board}/fr/employeur/mes-offres`);
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('En vérification', { exact: true })).toBeVisible();
  await expect(row.getByTestId('offer-under-review')).toContainText('un jour ouvrable');
  await page.context().clearCookies();

  // The operator sees it in the queue, in French, with the signal and the words that raised it.
  await page.goto(console_);
  await operatorSignsIn(page);
  await page.goto('/fr/verification');
  await expect(page.getByRole('heading', { level: 1, name: 'Vérification' })).toBeVisible();
  const fr = page.getByRole('region', { name: title });
  await expect(fr.getByText('Contact par messagerie seulement (30)')).toBeVisible();
  await expect(fr.getByText('Déclenché par\u00a0: WhatsApp')).toBeVisible();
  await axeClean(page, 'console moderation fr');
  await atBothWidths(page, fr, (width) => `${screenshots}/console-moderation-fr-${width}.png`);

  // In English, from the nav, then approved.
  await page.goto('/en');
  await page.getByRole('link', { name: 'Moderation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  const en = page.getByRole('region', { name: title });
  await expect(en.getByText('Contact through a messaging app only (30)')).toBeVisible();
  await expect(en.getByText('Triggered by: WhatsApp')).toBeVisible();
  await axeClean(page, 'console moderation en');
  await atBothWidths(page, en, (width) => `${screenshots}/console-moderation-en-${width}.png`);
  await en.getByRole('button', { name: `Approve and publish “${title}”` }).click();
  await expect(page.getByText('The offer is public and the employer was told.')).toBeVisible();
  await expect(page.getByRole('region', { name: title })).toHaveCount(0);

  // Public on the board at once: its page and the offers API.
  const offerPage = await page.goto(`${board}/en/offer/x/${id}`);
  expect(offerPage?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
