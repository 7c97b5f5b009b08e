import { expect, test } from '@playwright/test';
import type { Locale } from '@jobboard/tenancy/board-config';
import { mailWith } from '../../support/demo-application';
import { atBothWidths, axeClean } from '../../support/page-checks';

const screenshots = process.env.SCREENSHOT_DIR || '/tmp/jobboard-screenshots';

type WordKey =
  | 'offer'
  | 'link'
  | 'legend'
  | 'reason'
  | 'details'
  | 'email'
  | 'submit'
  | 'required'
  | 'sent'
  | 'back'
  | 'subject';

/** Each board in its default language. */
const words: Record<string, { locale: Locale } & Record<WordKey, string>> = {
  hospitality: {
    locale: 'fr',
    offer: 'offre',
    link: 'Signaler cette offre',
    legend: 'Raison du signalement',
    reason: 'Arnaque ou frais demandés au candidat',
    details: 'Précisions',
    email: 'Votre adresse courriel (facultatif)',
    submit: 'Envoyer le signalement',
    required: 'Ce champ est obligatoire.',
    sent: 'Merci\u00a0! Votre signalement a bien été transmis',
    back: 'Retour à l’offre',
    subject: 'nous avons bien reçu votre signalement',
  },
  careers: {
    locale: 'en',
    offer: 'offer',
    link: 'Report this offer',
    legend: 'Reason for the report',
    reason: 'Scam, or the candidate is asked to pay',
    details: 'Details',
    email: 'Your email address (optional)',
    submit: 'Send the report',
    required: 'This field is required.',
    sent: 'Thank you! Your report was passed on to our team',
    back: 'Back to the offer',
    subject: 'we received your report',
  },
};

test('a visitor reports an offer from its page and gets a receipt by mail', async ({
  page,
}, info) => {
  const board = info.project.name;
  const w = words[board]!;
  const list = (await page
    .goto(`/${w.locale}`)
    .then(() =>
      page.evaluate(async (b) => (await fetch(`/api/jobboard/${b}/offers`)).json(), board),
    )) as { data: { id: number; slugs: Record<Locale, string> }[] };
  const offer = list.data[0]!;
  const offerUrl = `/${w.locale}/${w.offer}/${offer.slugs[w.locale]}/${offer.id}`;
  await page.goto(offerUrl);
  await page.getByRole('link', { name: w.link }).click();
  await expect(page.getByRole('heading', { level: 1, name: w.link })).toBeVisible();

  // No reason: the form says so under the choices, in the page's language.
  const form = page.getByRole('main');
  await form.getByRole('button', { name: w.submit }).click();
  const reasons = form.getByRole('group', { name: w.legend });
  await expect(reasons.getByText(w.required)).toBeVisible();
  await axeClean(page, 'report form with an error');
  await atBothWidths(page, form, (width) => `${screenshots}/offer-report-${board}-${width}.png`);

  const email = `reporter-${board}-${Date.now().toString(36)}@example.test`;
  await reasons.getByRole('radio', { name: w.reason }).check();
  await form
    .getByRole('textbox', { name: new RegExp(`^${w.details}`) })
    .fill('300 $ pour la formation');
  await form
    .getByRole('textbox', { name: new RegExp(`^${w.email.replace(/[()]/g, '.')}`) })
    .fill(email);
  await form.getByRole('button', { name: w.submit }).click();
  await expect(form.getByRole('status')).toContainText(w.sent);
  await expect(form.getByRole('link', { name: w.back })).toHaveAttribute('href', offerUrl);

  const mail = await mailWith(page, email, w.reason);
  expect(mail.subject).toContain(w.subject);
});
