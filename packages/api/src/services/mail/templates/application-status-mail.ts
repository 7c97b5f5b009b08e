import { z } from 'zod';
import { offerPath, pathFor } from '@jobboard/tenancy/paths';
import { employerStatuses } from '../../../contracts/employer-applications';
import { brandedHtml, brandedText, labelled, mailButton, mailQuote } from './branded-layout';
import { escapeHtml } from './escape-html';
import type { MailTemplate } from './types';

const statusPayload = z.object({
  firstName: z.string(),
  status: z.enum(employerStatuses),
  offerId: z.number().int(),
  offerSlug: z.string(),
  offerTitle: z.string(),
  companyName: z.string().nullable(),
  /** The employer's note to the candidate, plain text. Mails queued before it existed have none. */
  note: z.string().nullable().optional(),
});
export type ApplicationStatusPayload = z.infer<typeof statusPayload>;

type Status = ApplicationStatusPayload['status'];
type Wording = Record<Status, (title: string, company: string | null) => string>;
const at = (company: string | null, word: string) => (company ? ` ${word} ${company}` : '');

const fr = {
  hello: (name: string) => `Bonjour ${name},`,
  subject: {
    new: 'Votre candidature est de nouveau à l\u2019étude',
    reviewed: 'Votre candidature a été examinée',
    interview: 'Votre candidature a été retenue pour une entrevue',
    offer: 'Une offre d\u2019emploi vous attend',
    hired: 'Votre candidature a été acceptée',
    rejected: 'Votre candidature n\u2019a pas été retenue',
  } satisfies Record<Status, string>,
  body: {
    new: (t, c) =>
      `Votre candidature au poste «\u00a0${t}\u00a0»${at(c, 'chez')} est de nouveau à l\u2019étude. L\u2019employeur vous fera signe s\u2019il y a du nouveau.`,
    reviewed: (t, c) =>
      `L\u2019employeur a pris le temps d\u2019examiner votre candidature au poste «\u00a0${t}\u00a0»${at(c, 'chez')}. Il vous fera signe pour la suite.`,
    interview: (t, c) =>
      `Votre candidature au poste «\u00a0${t}\u00a0»${at(c, 'chez')} a retenu l\u2019attention\u00a0: l\u2019employeur souhaite vous rencontrer en entrevue et vous contactera sous peu.`,
    offer: (t, c) =>
      `Bonne nouvelle\u00a0: l\u2019employeur souhaite vous faire une offre pour le poste «\u00a0${t}\u00a0»${at(c, 'chez')}. Il vous contactera pour en discuter.`,
    hired: (t, c) =>
      `Félicitations\u00a0! Votre candidature au poste «\u00a0${t}\u00a0»${at(c, 'chez')} est acceptée. L\u2019employeur vous contactera pour la suite.`,
    rejected: (t, c) =>
      `Merci d\u2019avoir postulé au poste «\u00a0${t}\u00a0»${at(c, 'chez')}. L\u2019employeur a choisi d\u2019aller de l\u2019avant avec d\u2019autres candidatures cette fois-ci. Votre profil reste en ligne\u00a0: d\u2019autres offres vous attendent.`,
  } satisfies Wording,
  note: 'Un mot de l\u2019employeur',
  offer: 'L\u2019offre',
  button: 'Voir mes candidatures',
};

const en: typeof fr = {
  hello: (name: string) => `Hello ${name},`,
  subject: {
    new: 'Your application is under consideration again',
    reviewed: 'Your application was reviewed',
    interview: 'Your application was selected for an interview',
    offer: 'A job offer is waiting for you',
    hired: 'Your application was accepted',
    rejected: 'Your application was not selected',
  },
  body: {
    new: (t, c) =>
      `Your application for “${t}”${at(c, 'at')} is under consideration again. The employer will let you know when there is news.`,
    reviewed: (t, c) =>
      `The employer took the time to review your application for “${t}”${at(c, 'at')}. They will be in touch about next steps.`,
    interview: (t, c) =>
      `Your application for “${t}”${at(c, 'at')} caught the employer's attention: they would like to meet you for an interview and will contact you shortly.`,
    offer: (t, c) =>
      `Good news: the employer would like to make you an offer for “${t}”${at(c, 'at')}. They will contact you to discuss it.`,
    hired: (t, c) =>
      `Congratulations! Your application for “${t}”${at(c, 'at')} was accepted. The employer will contact you about next steps.`,
    rejected: (t, c) =>
      `Thank you for applying for “${t}”${at(c, 'at')}. The employer chose to move forward with other applications this time. Your profile stays online: other offers are waiting for you.`,
  },
  note: 'A note from the employer',
  offer: 'The offer',
  button: 'See my applications',
};

const wording = { fr, en };

/**
 * To the candidate, in the language they applied in, when the employer moves their application
 * and asks to tell them: the new status, the offer, the employer's note if any (user text, so
 * escaped) and a link to My applications, where the change stays.
 */
export const applicationStatusMail: MailTemplate<ApplicationStatusPayload> = {
  payload: statusPayload,
  render(ctx, p) {
    const w = wording[ctx.locale];
    const status: Status = p.status;
    const offerUrl = `${ctx.origin}${offerPath(ctx.locale, { slug: p.offerSlug, id: p.offerId })}`;
    const profileUrl = `${ctx.origin}${pathFor(ctx.locale, '/profile')}#applications`;
    const intro = [w.hello(p.firstName), w.body[status](p.offerTitle, p.companyName)];
    const note = p.note ? p.note : null;
    const paragraph = (html: string) => `<p style="font-size:15px;line-height:1.5">${html}</p>`;
    const html = brandedHtml(
      ctx,
      w.subject[status],
      [
        ...intro.map((x) => paragraph(escapeHtml(x))),
        note
          ? `<p style="font-size:15px;line-height:1.5;margin:16px 0 4px"><strong>${escapeHtml(w.note)}</strong></p>
${mailQuote(ctx, note)}`
          : '',
        paragraph(`<a href="${escapeHtml(offerUrl)}">${escapeHtml(p.offerTitle)}</a>`),
        mailButton(ctx, profileUrl, w.button),
      ]
        .filter(Boolean)
        .join('\n'),
    );
    const text = brandedText(
      ctx,
      w.subject[status],
      [
        ...intro,
        ...(note ? [`${labelled(ctx, w.note, '').trimEnd()}\n${note}`] : []),
        labelled(ctx, w.offer, offerUrl),
        labelled(ctx, w.button, profileUrl),
      ].join('\n\n'),
    );
    return { subject: w.subject[status], html, text };
  },
};
