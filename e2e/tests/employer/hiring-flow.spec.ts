import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import ical, { type VEvent } from 'node-ical';
import { logIn } from '../../support/accounts';
import { DEMO_EMPLOYER, mailWith } from '../../support/demo-application';
import { completeDraft, pageApi } from '../../support/employer-offers';
import { atBothWidths, axeClean } from '../../support/page-checks';
import {
  addQuestions,
  publishFromPage,
  questionText,
  screeningWording,
  signInEmployer,
  visitorApplies,
  yearsText,
} from '../../support/screening';

/**
 * Issue 42's whole hiring flow, on each board host, one language per board (hospitality in
 * French, careers in English): the employer adds two screening questions (one knockout) and
 * publishes; a visitor applies answering the knockout wrong; the employer filters "does not
 * meet the criteria", reads the answers and writes a message; the candidate reads it (and its
 * mail) and replies; the employer reads the reply and sends an interview invitation, whose
 * .ics node-ical reads in the board's time zone with its UID; the candidate accepts; a notified
 * status change reaches the candidate's mail; the CSV opens with the answers; the offer, marked
 * filled, leaves search. Axe checks every screen on the way.
 */
const SHOTS = process.env.SCREENSHOT_DIR || '/tmp/hiring-flow-shots';
const BOARD_TIME_ZONE = 'America/Toronto';
const languageOf: Record<string, 'fr' | 'en'> = { hospitality: 'fr', careers: 'en' };

const wording = {
  fr: {
    details: 'Messages, notes et historique',
    messageField: /^Votre message/,
    send: 'Envoyer',
    messages: /^Messages –/,
    unread: '1 message non lu',
    messageSubject: /^Nouveau message de l’employeur/,
    interviewForm: 'Invitation à une entrevue',
    propose: 'Proposer une entrevue',
    date: 'Date',
    time: 'Heure',
    duration: 'Durée (minutes)',
    place: 'Lieu',
    interviewNote: 'Mot au candidat (facultatif)',
    sendInvitation: 'Envoyer l’invitation',
    pending: 'Réponse du candidat : en attente',
    accepted: 'Réponse du candidat : acceptée',
    interview: 'Entrevue',
    invitationSubject: /^Invitation à une entrevue/,
    accept: 'J’accepte',
    yourAnswer: 'Votre réponse : vous serez là',
    icsFile: 'entrevue.ics',
    offerStatus: 'Offre',
    moveTo: 'Passer à',
    apply: 'Appliquer',
    notify: 'Prévenir le candidat par courriel',
    candidateNote: /^Note au candidat/,
    told: /1 candidat prévenu par courriel/,
    statusSubject: 'Une offre d’emploi vous attend',
    csv: 'Télécharger (CSV)',
    answersHeader: 'Réponses aux questions',
    markFilled: 'Marquer comme pourvue',
    filledDone: 'L’offre est marquée comme pourvue.',
  },
  en: {
    details: 'Messages, notes and history',
    messageField: /^Your message/,
    send: 'Send',
    messages: /^Messages –/,
    unread: '1 unread message',
    messageSubject: /^New message from the employer/,
    interviewForm: 'Interview invitation',
    propose: 'Propose an interview',
    date: 'Date',
    time: 'Time',
    duration: 'Duration (minutes)',
    place: 'Place',
    interviewNote: 'Note to the candidate (optional)',
    sendInvitation: 'Send the invitation',
    pending: "Candidate's answer: pending",
    accepted: "Candidate's answer: accepted",
    interview: 'Interview',
    invitationSubject: /^Interview invitation/,
    accept: 'I accept',
    yourAnswer: 'Your answer: you will attend',
    icsFile: 'interview.ics',
    offerStatus: 'Offer',
    moveTo: 'Move to',
    apply: 'Apply',
    notify: 'Notify the candidate by e-mail',
    candidateNote: /^Note to the candidate/,
    told: /1 candidate notified by e-mail/,
    statusSubject: 'A job offer is waiting for you',
    csv: 'Download (CSV)',
    answersHeader: 'Screening answers',
    markFilled: 'Mark as filled',
    filledDone: 'The offer is marked as filled.',
  },
} as const;

/** A day two weeks ahead in the board's zone, as a date input takes it. */
function inTwoWeeks(): string {
  const day = new Date(Date.now() + 14 * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: BOARD_TIME_ZONE }).format(day);
}

/** The newest mail to `to` with an attachment, from the development mailbox. */
async function invitationMail(page: Page, to: string) {
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

/** The ids a title search finds on the board. */
const searchIds = async (page: Page, board: string, word: string) =>
  (
    await pageApi<{ data: { id: number }[] }>(
      page,
      'GET',
      `/api/jobboard/${board}/offers?title=${encodeURIComponent(word)}&lg=en`,
    )
  ).body.data.map((o) => o.id);

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    window.localStorage.setItem('jobboard_cookie_consent', 'accepted'),
  );
});

test('hiring: questions, a flagged application, messages, an interview, a notified move, the CSV, filled', async ({
  page,
}, info) => {
  test.setTimeout(420_000);
  const board = info.project.name;
  const locale = languageOf[board] ?? 'en';
  const w = wording[locale];
  const s = screeningWording[locale];
  const shot = (name: string) => (width: number) =>
    `${SHOTS}/${board}-${locale}-${name}-${width}.png`;

  // The employer writes the offer with two questions, one a knockout, and publishes it.
  await signInEmployer(page);
  const word = `Quillon${Date.now().toString(36)}`;
  const offerId = await completeDraft(page, board, `Cuisinier ${word}`);
  await addQuestions(page, locale, offerId, shot('wizard'));
  await publishFromPage(page, board, locale, offerId);
  await expect.poll(() => searchIds(page, board, word)).toContain(offerId);

  // A visitor applies and registers, answering the knockout "no".
  const candidate = await visitorApplies(page, board, locale, offerId, shot('apply'));
  const mine = await pageApi<{ data: { id: number; offer_id: number }[] }>(
    page,
    'GET',
    `/api/jobboard/${board}/user/applications?lg=${locale}`,
  );
  const applicationId = mine.body.data.find((a) => a.offer_id === offerId)!.id;
  await pageApi(page, 'POST', '/api/jobboard/auth/logout', {});

  // The employer filters the flagged applications, reads the answers, and writes a message.
  await signInEmployer(page);
  await page.goto(`/${locale}/employer/offer/${offerId}/applications`);
  await page.getByLabel(s.criteria).click();
  await page.getByRole('option', { name: `${s.mismatch} (1)` }).click();
  const row = page.locator(
    `[data-testid="employer-application"][data-application-id="${applicationId}"]`,
  );
  await expect(page.getByTestId('employer-application')).toHaveCount(1);
  await expect(row.getByTestId('screening-mismatch-badge')).toHaveText(s.mismatch);
  const answers = row.getByTestId('screening-answers-list');
  await expect(answers).toContainText(questionText[locale]);
  await expect(answers).toContainText(`${s.no} — ${s.expected}`);
  await expect(answers).toContainText(yearsText[locale]);
  await expect(answers).toContainText(s.years);
  await axeClean(page, 'flagged applications', 'main');
  await atBothWidths(page, row, shot('flagged-card'));

  const marker = `${Date.now()}`;
  const toCandidate = `Pouvez-vous venir mardi <b>${marker}</b> & apporter vos couteaux ?`;
  const reply = `Oui, mardi me convient ${marker}-reply`;
  await row.getByRole('button', { name: w.details }).click();
  const card = page.getByRole('dialog');
  const thread = card.getByTestId('message-thread');
  await thread.getByLabel(w.messageField).fill(toCandidate);
  await thread.getByRole('button', { name: w.send }).click();
  await expect(thread.getByTestId('thread-message-body')).toHaveText([toCandidate]);
  await axeClean(page, 'application card', '[role="dialog"]');
  await pageApi(page, 'POST', '/api/ats/auth/logout', {});

  // The candidate reads it in My applications and in the mail, and replies.
  await logIn(page, 'candidate', candidate.email, candidate.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/${locale}/profile`);
  const application = page.locator(`[data-testid="my-application"][data-offer-id="${offerId}"]`);
  await expect(application.getByTestId('unread-messages')).toHaveText(w.unread);
  await application.getByRole('button', { name: w.messages }).click();
  const myThread = application.getByTestId('message-thread');
  await expect(myThread.getByTestId('thread-message-body')).toHaveText([toCandidate]);
  await expect(application.getByTestId('unread-messages')).toHaveCount(0);
  const messageMail = await mailWith(page, candidate.email, marker);
  expect(messageMail.subject).toMatch(w.messageSubject);
  expect(messageMail.html).toContain(`&lt;b&gt;${marker}&lt;/b&gt; &amp; apporter`);
  expect(messageMail.text).toMatch(new RegExp(`https?://\\S+/${locale}/\\S+#applications`));
  await myThread.getByLabel(w.messageField).fill(reply);
  await myThread.getByRole('button', { name: w.send }).click();
  await expect(myThread.getByTestId('thread-message-body')).toHaveText([toCandidate, reply]);
  // The team is mailed the reply.
  await mailWith(page, DEMO_EMPLOYER, `${marker}-reply`);
  await axeClean(page, 'my applications, thread');
  await atBothWidths(page, application, shot('my-thread'));
  await pageApi(page, 'POST', '/api/jobboard/auth/logout', {});

  // The employer sees the reply and proposes an interview from the card.
  await signInEmployer(page);
  await page.goto(`/${locale}/employer/offer/${offerId}/applications`);
  await expect(row.getByTestId('unread-messages')).toHaveText(w.unread);
  await row.getByRole('button', { name: w.details }).click();
  await expect(thread.getByTestId('thread-message-body')).toHaveText([toCandidate, reply]);
  await card.getByRole('button', { name: w.propose }).click();
  const form = card.getByRole('form', { name: w.interviewForm });
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  const date = inTwoWeeks();
  await form.getByLabel(w.date, { exact: false }).first().fill(date);
  await form.getByLabel(w.time, { exact: false }).first().fill('10:30');
  await form.getByLabel(w.duration).fill('45');
  await form.getByLabel(w.place, { exact: true }).fill('1200, rue Sainte-Catherine, Montréal');
  await form.getByLabel(w.interviewNote).fill(`Apportez votre CV ${marker}`);
  await axeClean(page, 'interview form', '[role="dialog"]');
  await atBothWidths(page, card, shot('interview-form'));
  await form.getByRole('button', { name: w.sendInvitation }).click();
  await expect(card.getByTestId('employer-interview-answer')).toHaveText(w.pending);
  await expect(row.getByTestId('employer-application-status')).toHaveText(w.interview);

  // The invitation's .ics reads in the board's time zone, with the interview's UID.
  const invitation = await invitationMail(page, candidate.email);
  expect(invitation.subject).toMatch(w.invitationSubject);
  expect(invitation.attachments[0]).toEqual({
    filename: w.icsFile,
    content_type: 'text/calendar; charset=utf-8; method=REQUEST',
  });
  const shown = await pageApi<{ data: { starts_at: string } }>(
    page,
    'GET',
    `/api/jobboard/${board}/employer/offer/${offerId}/applications/${applicationId}/interview?lg=${locale}`,
  );
  const ics = await page.evaluate(
    async (id) => (await fetch(`/api/dev/mailbox/${id}/attachments/0`)).text(),
    invitation.id,
  );
  expect(ics).toContain(`DTSTART;TZID=${BOARD_TIME_ZONE}:${date.replaceAll('-', '')}T103000`);
  const event = Object.values(ical.sync.parseICS(ics)).find(
    (c): c is VEvent => c?.type === 'VEVENT',
  )!;
  expect((event.start as Date & { tz?: string }).tz).toBe(BOARD_TIME_ZONE);
  expect(event.start.toISOString()).toBe(shown.body.data.starts_at);
  expect(event.uid).toMatch(new RegExp(`^interview-.+@${board}\\.jobboard$`));
  await pageApi(page, 'POST', '/api/ats/auth/logout', {});

  // The candidate accepts in My applications.
  await logIn(page, 'candidate', candidate.email, candidate.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/${locale}/profile`);
  await expect(application.getByTestId('my-application-status')).toHaveText(w.interview);
  const interview = application.getByTestId('my-interview');
  await expect(interview).toContainText(marker);
  await interview.getByRole('button', { name: w.accept }).click();
  await expect(interview.getByTestId('my-interview-answer')).toHaveText(w.yourAnswer);
  await axeClean(page, 'my applications, interview');
  await pageApi(page, 'POST', '/api/jobboard/auth/logout', {});

  // The employer sees the answer, then moves the application to "offer", notifying the candidate.
  await signInEmployer(page);
  await page.goto(`/${locale}/employer/offer/${offerId}/applications`);
  await row.getByRole('button', { name: w.details }).click();
  await expect(card.getByTestId('employer-interview-answer')).toHaveText(w.accepted);
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  await row.getByRole('checkbox').check();
  await page.getByLabel(w.moveTo).click();
  await page.getByRole('option', { name: w.offerStatus, exact: true }).click();
  await expect(page.getByRole('checkbox', { name: w.notify })).toBeChecked();
  await page.getByLabel(w.candidateNote).fill(`Félicitations ${marker}-offer`);
  await page.getByRole('button', { name: w.apply, exact: true }).click();
  await expect(page.getByText(w.told)).toBeVisible();
  const statusMail = await mailWith(page, candidate.email, `${marker}-offer`);
  expect(statusMail.subject).toBe(w.statusSubject);

  // The CSV opens with the answers.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: w.csv }).click(),
  ]);
  const csv = (await readFile(await download.path())).toString('utf8');
  expect(csv.startsWith('\ufeff')).toBe(true);
  expect(csv.split('\r\n')[0]).toContain(w.answersHeader);
  const line = csv.split('\r\n').find((l) => l.includes(candidate.email));
  expect(line).toContain(questionText[locale]);
  expect(line).toContain(yearsText[locale]);

  // Marked filled, the offer leaves search.
  await page.goto(s.myOffers);
  const offerRow = page.getByRole('listitem').filter({ hasText: word });
  await offerRow.getByRole('button', { name: w.markFilled }).click();
  await page.getByRole('dialog').getByRole('button', { name: w.markFilled }).click();
  await expect(page.getByText(w.filledDone)).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await axeClean(page, 'my offers, filled');
  expect(await searchIds(page, board, word)).not.toContain(offerId);
});
