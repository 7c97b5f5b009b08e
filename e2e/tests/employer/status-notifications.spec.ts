import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
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
 * Issue 42, status notifications, on each board host, one language per board: the demo candidate
 * applies (in the language of the run) to an offer of the demo team; the demo employer moves the
 * application to interview, notifying the candidate with a note; the mail arrives in the
 * development mailbox in the candidate's language with the note escaped; My applications shows
 * the change and the note. Axe checks the move form and My applications.
 */
const SHOTS = '/tmp/notify-shots';
const wording = {
  fr: {
    interview: 'Entrevue',
    moveTo: 'Passer à',
    apply: 'Appliquer',
    notify: 'Prévenir le candidat par courriel',
    candidateNote: /^Note au candidat/,
    told: /1 candidat prévenu par courriel/,
    subject: 'Votre candidature a été retenue pour une entrevue',
    updates: 'Nouvelles de l’employeur',
  },
  en: {
    interview: 'Interview',
    moveTo: 'Move to',
    apply: 'Apply',
    notify: 'Notify the candidate by e-mail',
    candidateNote: /^Note to the candidate/,
    told: /1 candidate notified by e-mail/,
    subject: 'Your application was selected for an interview',
    updates: 'News from the employer',
  },
} as const;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    window.localStorage.setItem('jobboard_cookie_consent', 'accepted'),
  );
});

// One language per board: hospitality in French, careers in English (the whole hiring flow,
// hiring-flow.spec.ts, goes the same way), which keeps both languages and the suite's time.
const languageOf: Record<string, 'fr' | 'en'> = { hospitality: 'fr', careers: 'en' };

test(`the employer notifies a move with a note; the candidate reads it`, async ({ page }, info) => {
  test.setTimeout(180_000);
  const board = info.project.name;
  const locale = languageOf[board] ?? 'en';
  const w = wording[locale];
  await page.goto(`/${locale}`);
  const { offerId, title, applicationId } = await demoCandidateApplies(page, board, locale);

  await logIn(page, 'employer', DEMO_EMPLOYER, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/${locale}/employer/offer/${offerId}/applications`);
  const row = page.locator(
    `[data-testid="employer-application"][data-application-id="${applicationId}"]`,
  );
  await row.getByRole('checkbox').check();
  await page.getByLabel(w.moveTo).click();
  await page.getByRole('option', { name: w.interview }).click();
  const notify = page.getByRole('checkbox', { name: w.notify });
  // One application: notifying starts ticked.
  await expect(notify).toBeChecked();
  const marker = `${Date.now()}`;
  const note = `Apportez vos couteaux <b>${marker}</b> & votre CV`;
  await page.getByLabel(w.candidateNote).fill(note);
  await expect(page.getByText(`${note.length} / 1`)).toBeVisible();

  const form = page.locator('section[aria-labelledby="bulk-title"]');
  const axe = await new AxeBuilder({ page })
    .include('section[aria-labelledby="bulk-title"]')
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    await form.screenshot({ path: `${SHOTS}/${board}-${locale}-employer-${width}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.getByRole('button', { name: w.apply, exact: true }).click();
  await expect(page.getByText(w.told)).toBeVisible();
  await expect(row.getByTestId('employer-application-status')).toHaveText(w.interview);

  // The mail, in the language the candidate applied in, with the note as text, never markup.
  const mail = await mailWith(page, DEMO_CANDIDATE, marker);
  expect(mail.subject).toBe(w.subject);
  expect(mail.html).toContain(`&lt;b&gt;${marker}&lt;/b&gt; &amp; votre CV`);
  expect(mail.html).not.toContain(`<b>${marker}</b>`);
  expect(mail.html).toContain(title);
  expect(mail.text).toContain(note);

  await pageApi(page, 'POST', '/api/ats/auth/logout', {});
  await logIn(page, 'candidate', DEMO_CANDIDATE, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/${locale}/profile`);
  const mine = page.locator(`[data-testid="my-application"][data-offer-id="${offerId}"]`);
  await expect(mine.getByTestId('my-application-status')).toHaveText(w.interview);
  const updates = mine.getByTestId('my-application-updates');
  await expect(mine.getByRole('heading', { name: w.updates })).toBeVisible();
  await expect(updates.getByTestId('my-application-update')).toHaveCount(1);
  await expect(updates.getByTestId('my-application-update')).toContainText(w.interview);
  await expect(updates.getByTestId('my-application-update-note')).toContainText(note);

  const profileAxe = await new AxeBuilder({ page }).analyze();
  expect(profileAxe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await mine.scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    await mine.screenshot({ path: `${SHOTS}/${board}-${locale}-my-applications-${width}.png` });
  }
});
