import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../../support/accounts';
import {
  DEMO_CANDIDATE,
  DEMO_EMPLOYER,
  DEMO_PASSWORD,
  demoCandidateApplies,
  mailWith,
} from '../../support/demo-application';
import { pageApi } from '../../support/employer-offers';

/**
 * Issue 42, messages, one language per board: the demo candidate applies; the demo employer
 * writes from the application card; the candidate sees the unread count in My applications, reads
 * the message there and in their mail (the development mailbox, in the language they applied
 * in, the text escaped, with a link), and replies; the employer sees the reply's unread count on
 * the application and reads it on the card. Axe checks the card and My applications.
 */
const SHOTS = '/tmp/messages-shots';
const languageOf: Record<string, 'fr' | 'en'> = { hospitality: 'fr', careers: 'en' };
const wording = {
  fr: {
    details: 'Messages, notes et historique',
    field: /^Votre message/,
    send: 'Envoyer',
    messages: /^Messages –/,
    unread: '1 message non lu',
    subject: /^Nouveau message de l’employeur/,
    you: 'Vous',
    employer: 'L’employeur',
  },
  en: {
    details: 'Messages, notes and history',
    field: /^Your message/,
    send: 'Send',
    messages: /^Messages –/,
    unread: '1 unread message',
    subject: /^New message from the employer/,
    you: 'You',
    employer: 'The employer',
  },
} as const;

async function noHorizontalScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

async function axeClean(page: Page, selector?: string) {
  const builder = new AxeBuilder({ page });
  const result = await (selector ? builder.include(selector) : builder).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    window.localStorage.setItem('jobboard_cookie_consent', 'accepted'),
  );
});

test('the employer and the candidate write to each other about an application', async ({
  page,
}, info) => {
  test.setTimeout(240_000);
  const board = info.project.name;
  const locale = languageOf[board] ?? 'en';
  const w = wording[locale];
  await page.goto(`/${locale}`);
  const { offerId, title, applicationId } = await demoCandidateApplies(page, board, locale);
  const marker = `${Date.now()}`;
  const toCandidate = `Pouvez-vous venir mardi <b>${marker}</b> & apporter vos couteaux ?`;
  const reply = `Oui, mardi me convient ${marker}-reply`;

  // The employer writes from the application card.
  await logIn(page, 'employer', DEMO_EMPLOYER, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/${locale}/employer/offer/${offerId}/applications`);
  const row = page.locator(
    `[data-testid="employer-application"][data-application-id="${applicationId}"]`,
  );
  await row.getByRole('button', { name: w.details }).click();
  const card = page.getByRole('dialog');
  const thread = card.getByTestId('message-thread');
  await thread.getByLabel(w.field).fill(toCandidate);
  await thread.getByRole('button', { name: w.send }).click();
  await expect(thread.getByTestId('thread-message-body')).toHaveText([toCandidate]);
  await expect(thread.getByTestId('thread-message')).toContainText(w.you);
  await axeClean(page, '[role="dialog"]');
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await card.getByRole('heading', { name: 'Messages', exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${board}-${locale}-card-${width}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  await pageApi(page, 'POST', '/api/ats/auth/logout', {});

  // The candidate sees the unread count, reads the message in My applications, and replies.
  await logIn(page, 'candidate', DEMO_CANDIDATE, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/${locale}/profile`);
  const mine = page.locator(`[data-testid="my-application"][data-offer-id="${offerId}"]`);
  await expect(mine.getByTestId('unread-messages')).toHaveText(w.unread);
  await mine.getByRole('button', { name: w.messages }).click();
  const myThread = mine.getByTestId('message-thread');
  await expect(myThread.getByTestId('thread-message-body')).toHaveText([toCandidate]);
  await expect(myThread.getByTestId('thread-message')).toContainText(w.employer);
  // Read once shown: the count is gone.
  await expect(mine.getByTestId('unread-messages')).toHaveCount(0);
  await myThread.getByLabel(w.field).fill(reply);
  await myThread.getByRole('button', { name: w.send }).click();
  await expect(myThread.getByTestId('thread-message-body')).toHaveText([toCandidate, reply]);
  await axeClean(page);
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await mine.scrollIntoViewIfNeeded();
    await noHorizontalScroll(page);
    await mine.screenshot({ path: `${SHOTS}/${board}-${locale}-my-applications-${width}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 900 });

  // The candidate's mail: their language, the text escaped, a link to My applications.
  const mail = await mailWith(page, DEMO_CANDIDATE, marker);
  expect(mail.subject).toMatch(w.subject);
  expect(mail.subject).toContain(title);
  expect(mail.html).toContain(`&lt;b&gt;${marker}&lt;/b&gt; &amp; apporter`);
  expect(mail.html).not.toContain(`<b>${marker}</b>`);
  expect(mail.text).toContain(toCandidate);
  expect(mail.text).toMatch(new RegExp(`https?://\\S+/${locale}/\\S+#applications`));
  // The team is mailed the reply.
  await mailWith(page, DEMO_EMPLOYER, `${marker}-reply`);
  await pageApi(page, 'POST', '/api/jobboard/auth/logout', {});

  // The employer sees the reply's unread count on the application, and reads it on the card.
  await logIn(page, 'employer', DEMO_EMPLOYER, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/${locale}/employer/offer/${offerId}/applications`);
  await expect(row.getByTestId('unread-messages')).toHaveText(w.unread);
  await axeClean(page);
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await row.scrollIntoViewIfNeeded();
    await noHorizontalScroll(page);
    await row.screenshot({ path: `${SHOTS}/${board}-${locale}-row-${width}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  await row.getByRole('button', { name: w.details }).click();
  await expect(thread.getByTestId('thread-message-body')).toHaveText([toCandidate, reply]);
  await expect(row.getByTestId('unread-messages')).toHaveCount(0);
});
