import { z } from 'zod';
import { offerPath, pathFor } from '@jobboard/tenancy/paths';
import { brandedHtml, brandedText, labelled } from './branded-layout';
import { escapeHtml } from './escape-html';
import type { MailTemplate } from './types';

const statusPayload = z.object({
  firstName: z.string(),
  status: z.enum(['interview', 'hired', 'rejected']),
  offerId: z.number().int(),
  offerSlug: z.string(),
  offerTitle: z.string(),
  companyName: z.string().nullable(),
});
export type ApplicationStatusPayload = z.infer<typeof statusPayload>;

type Status = ApplicationStatusPayload['status'];
const at = (company: string | null, word: string) => (company ? ` ${word} ${company}` : '');

const wording = {
  fr: {
    hello: (name: string) => `Bonjour ${name},`,
    subject: {
      interview: (t: string) => `Entrevue\u00a0: ${t}`,
      hired: (t: string) => `Bonne nouvelle\u00a0: ${t}`,
      rejected: (t: string) => `Votre candidature\u00a0: ${t}`,
    },
    heading: {
      interview: 'On aimerait vous rencontrer',
      hired: 'Félicitations\u00a0!',
      rejected: 'Merci de votre intérêt',
    },
    body: {
      interview: (t: string, c: string | null) =>
        `Votre candidature au poste «\u00a0${t}\u00a0»${at(c, 'chez')} a retenu l'attention\u00a0: l'employeur souhaite vous rencontrer en entrevue et vous contactera sous peu.`,
      hired: (t: string, c: string | null) =>
        `Votre candidature au poste «\u00a0${t}\u00a0»${at(c, 'chez')} est retenue. L'employeur vous contactera pour la suite.`,
      rejected: (t: string, c: string | null) =>
        `Merci d'avoir postulé au poste «\u00a0${t}\u00a0»${at(c, 'chez')}. L'employeur a choisi d'aller de l'avant avec d'autres candidatures cette fois-ci. Votre profil reste en ligne\u00a0: d'autres offres vous attendent.`,
    },
    button: 'Voir mes candidatures',
  },
  en: {
    hello: (name: string) => `Hello ${name},`,
    subject: {
      interview: (t: string) => `Interview: ${t}`,
      hired: (t: string) => `Good news: ${t}`,
      rejected: (t: string) => `Your application: ${t}`,
    },
    heading: {
      interview: 'They would like to meet you',
      hired: 'Congratulations!',
      rejected: 'Thank you for your interest',
    },
    body: {
      interview: (t: string, c: string | null) =>
        `Your application for “${t}”${at(c, 'at')} caught the employer's attention: they would like to meet you for an interview and will contact you shortly.`,
      hired: (t: string, c: string | null) =>
        `Your application for “${t}”${at(c, 'at')} was accepted. The employer will contact you about next steps.`,
      rejected: (t: string, c: string | null) =>
        `Thank you for applying for “${t}”${at(c, 'at')}. The employer chose to move forward with other applications this time. Your profile stays online: other offers are waiting for you.`,
    },
    button: 'See my applications',
  },
} satisfies Record<'fr' | 'en', unknown>;

/** To the candidate, in the language they applied in, when the employer asks for it. */
export const applicationStatusMail: MailTemplate<ApplicationStatusPayload> = {
  payload: statusPayload,
  render(ctx, p) {
    const w = wording[ctx.locale];
    const status: Status = p.status;
    const offerUrl = `${ctx.origin}${offerPath(ctx.locale, { slug: p.offerSlug, id: p.offerId })}`;
    const profileUrl = `${ctx.origin}${pathFor(ctx.locale, '/profile')}#applications`;
    const paragraphs = [
      w.hello(p.firstName),
      w.body[status](p.offerTitle, p.companyName),
      offerUrl,
    ];
    const { primary } = ctx.board.theme;
    const html = brandedHtml(
      ctx,
      w.heading[status],
      `${paragraphs.map((x) => `<p style="font-size:15px;line-height:1.5">${escapeHtml(x)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(profileUrl)}" style="display:inline-block;padding:12px 20px;background:${primary};color:#ffffff;text-decoration:none;border-radius:4px;font-weight:bold">${escapeHtml(w.button)}</a></p>`,
    );
    const text = brandedText(
      ctx,
      w.heading[status],
      `${paragraphs.join('\n\n')}\n\n${labelled(ctx, w.button, profileUrl)}`,
    );
    return { subject: w.subject[status](p.offerTitle), html, text };
  },
};
