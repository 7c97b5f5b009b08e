import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import ical, { type VEvent } from 'node-ical';
import { logIn, newAccount } from '../../support/accounts';
import { applyAndRegister, demoOffers } from '../../support/candidate-apply';
import { pageApi } from '../../support/employer-offers';

/**
 * Issue 42, interview invitations, on each board host, one language per board (French on
 * hospitality, English on careers): a new candidate applies to an offer of the demo team; the
 * demo employer proposes an interview from the application's card; the candidate's mail in the
 * development mailbox carries an .ics that node-ical reads in the board's time zone with its UID;
 * the candidate accepts in My applications; the employer's card shows "accepted". Axe checks the
 * form on the card and My applications.
 */
const DEMO_PASSWORD = 'Demo passphrase 2026';
const DEMO_EMPLOYER = 'employer@demo.jobboard.test';
const BOARD_TIME_ZONE = 'America/Toronto';
const SHOTS = '/tmp/interview-shots';
const localeOf: Record<string, 'fr' | 'en'> = { hospitality: 'fr', careers: 'en' };
const wording = {
  fr: {
    details: 'Messages, notes et historique',
    form: 'Invitation à une entrevue',
    propose: 'Proposer une entrevue',
    date: 'Date',
    time: 'Heure',
    duration: 'Durée (minutes)',
    place: 'Lieu',
    note: 'Mot au candidat (facultatif)',
    send: 'Envoyer l’invitation',
    pending: 'Réponse du candidat : en attente',
    accepted: 'Réponse du candidat : acceptée',
    interview: 'Entrevue',
    subject: /^Invitation à une entrevue/,
    accept: 'J’accepte',
    yourAnswer: 'Votre réponse : vous serez là',
    file: 'entrevue.ics',
    quebec: 'heure du Québec',
  },
  en: {
    details: 'Messages, notes and history',
    form: 'Interview invitation',
    propose: 'Propose an interview',
    date: 'Date',
    time: 'Time',
    duration: 'Duration (minutes)',
    place: 'Place',
    note: 'Note to the candidate (optional)',
    send: 'Send the invitation',
    pending: "Candidate's answer: pending",
    accepted: "Candidate's answer: accepted",
    interview: 'Interview',
    subject: /^Interview invitation/,
    accept: 'I accept',
    yourAnswer: 'Your answer: you will attend',
    file: 'interview.ics',
    quebec: 'Quebec time',
  },
} as const;

/** A day two weeks ahead, as a date input takes it. */
function inTwoWeeks(): string {
  const day = new Date(Date.now() + 14 * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: BOARD_TIME_ZONE }).format(day);
}

/** The invitation to `to` from the dev mailbox, with its .ics downloaded as the page links it. */
async function invitation(page: Page, to: string) {
  const find = () =>
    page.evaluate(async (to) => {
      const list = (await (await fetch('/api/dev/mailbox')).json()) as {
        data: { id: number; recipient: string; subject: string }[];
      };
      for (const mail of list.data.filter((m) => m.recipient === to)) {
        const one = (await (await fetch(`/api/dev/mailbox/${mail.id}`)).json()) as {
          data: { attachments: { filename: string; content_type: string }[] };
        };
        if (one.data.attachments.length > 0) {
          return { id: mail.id, subject: mail.subject, attachments: one.data.attachments };
        }
      }
      return null;
    }, to);
  await expect.poll(find, { timeout: 30_000, message: 'the invitation mail' }).not.toBeNull();
  return (await find())!;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    window.localStorage.setItem('jobboard_cookie_consent', 'accepted'),
  );
});

test('the employer proposes an interview; the .ics reads right; the candidate accepts', async ({
  page,
}, info) => {
  test.setTimeout(240_000);
  const board = info.project.name;
  const locale = localeOf[board] ?? 'en';
  const w = wording[locale];
  await page.goto(`/${locale}`);

  // A new candidate applies to an offer of the demo team.
  const account = newAccount(board, 'candidate');
  const [offer] = await demoOffers(page, board, locale, 1);
  await applyAndRegister(page, board, offer!.id, account, locale);
  const mine = await pageApi<{ data: { id: number; offer_id: number }[] }>(
    page,
    'GET',
    `/api/jobboard/${board}/user/applications?lg=${locale}`,
  );
  const applicationId = mine.body.data.find((a) => a.offer_id === offer!.id)!.id;
  await pageApi(page, 'POST', '/api/jobboard/auth/logout', {});

  // The employer proposes the interview from the application's card.
  await logIn(page, 'employer', DEMO_EMPLOYER, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/${locale}/employer/offer/${offer!.id}/applications`);
  const row = page.locator(
    `[data-testid="employer-application"][data-application-id="${applicationId}"]`,
  );
  await row.getByRole('button', { name: w.details }).click();
  const card = page.getByRole('dialog');
  await card.getByRole('button', { name: w.propose }).click();
  const form = card.getByRole('form', { name: w.form });
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  const date = inTwoWeeks();
  await form.getByLabel(w.date, { exact: false }).first().fill(date);
  await form.getByLabel(w.time, { exact: false }).first().fill('10:30');
  await form.getByLabel(w.duration).fill('45');
  await form.getByLabel(w.place, { exact: true }).fill('1200, rue Sainte-Catherine, Montréal');
  const marker = `${Date.now()}`;
  await form.getByLabel(w.note).fill(`Apportez votre CV ${marker}`);
  await expect(form.getByText(w.quebec)).toBeVisible();

  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await card.screenshot({ path: `${SHOTS}/${board}-${locale}-employer-form-${width}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 900 });

  await form.getByRole('button', { name: w.send }).click();
  await expect(card.getByTestId('employer-interview-answer')).toHaveText(w.pending);
  await expect(card.getByTestId('interview-when')).toContainText('10:30');
  await expect(row.getByTestId('employer-application-status')).toHaveText(w.interview);

  // The mail carries an .ics in the board's zone, with the interview's UID.
  const mail = await invitation(page, account.email);
  expect(mail.subject).toMatch(w.subject);
  expect(mail.attachments[0]).toEqual({
    filename: w.file,
    content_type: 'text/calendar; charset=utf-8; method=REQUEST',
  });
  const shown = await pageApi<{ data: { starts_at: string } }>(
    page,
    'GET',
    `/api/jobboard/${board}/employer/offer/${offer!.id}/applications/${applicationId}/interview?lg=${locale}`,
  );
  await page.goto(`/${locale}/dev/mailbox?id=${mail.id}`);
  await page.getByTestId('mail-attachment').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/${board}-${locale}-mailbox-1366.png` });
  const download = page.waitForEvent('download');
  await page.getByTestId('mail-attachment').click();
  const file = await download;
  const chunks: Buffer[] = [];
  for await (const chunk of (await file.createReadStream())!) chunks.push(chunk as Buffer);
  const ics = Buffer.concat(chunks).toString('utf8');
  expect(ics).toContain(`DTSTART;TZID=${BOARD_TIME_ZONE}:${date.replaceAll('-', '')}T103000`);
  const event = Object.values(ical.sync.parseICS(ics)).find(
    (c): c is VEvent => c?.type === 'VEVENT',
  )!;
  expect((event.start as Date & { tz?: string }).tz).toBe(BOARD_TIME_ZONE);
  expect(event.start.toISOString()).toBe(shown.body.data.starts_at);
  expect(event.uid).toMatch(new RegExp(`^interview-.+@${board}\\.jobboard$`));
  expect(event.sequence).toBe(0);
  await pageApi(page, 'POST', '/api/ats/auth/logout', {});

  // The candidate accepts in My applications.
  await logIn(page, 'candidate', account.email, account.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/${locale}/profile`);
  const application = page.locator(`[data-testid="my-application"][data-offer-id="${offer!.id}"]`);
  await expect(application.getByTestId('my-application-status')).toHaveText(w.interview);
  const interview = application.getByTestId('my-interview');
  await expect(interview).toContainText(marker);
  await interview.getByRole('button', { name: w.accept }).click();
  await expect(interview.getByTestId('my-interview-answer')).toHaveText(w.yourAnswer);

  const profileAxe = await new AxeBuilder({ page }).analyze();
  expect(profileAxe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await application.scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    await application.screenshot({ path: `${SHOTS}/${board}-${locale}-candidate-${width}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  await pageApi(page, 'POST', '/api/jobboard/auth/logout', {});

  // The employer sees the answer on the card.
  await logIn(page, 'employer', DEMO_EMPLOYER, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/${locale}/employer/offer/${offer!.id}/applications`);
  await row.getByRole('button', { name: w.details }).click();
  await expect(page.getByRole('dialog').getByTestId('employer-interview-answer')).toHaveText(
    w.accepted,
  );
  await page
    .getByRole('dialog')
    .screenshot({ path: `${SHOTS}/${board}-${locale}-employer-answer-1366.png` });
});
