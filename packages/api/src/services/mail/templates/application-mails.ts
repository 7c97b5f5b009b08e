import { z } from 'zod';
import { offerPath, pathFor } from '@jobboard/tenancy/paths';
import { brandedHtml, brandedText, labelled, mailButton } from './branded-layout';
import { escapeHtml } from './escape-html';
import type { MailContext, MailTemplate, RenderedMail } from './types';

const confirmationPayload = z.object({
  firstName: z.string(),
  offerId: z.number().int(),
  offerSlug: z.string(),
  offerTitle: z.string(),
  /** Null for a confidential offer. */
  companyName: z.string().nullable(),
});
export type ApplicationConfirmationPayload = z.infer<typeof confirmationPayload>;

const noticePayload = z.object({
  /** The candidate's name only: the rest is behind the employer's sign-in. */
  candidateName: z.string(),
  offerId: z.number().int(),
  offerTitle: z.string(),
});
export type ApplicationNoticePayload = z.infer<typeof noticePayload>;

function withButton(
  ctx: MailContext,
  heading: string,
  paragraphs: string[],
  button: string,
  url: string,
): Pick<RenderedMail, 'html' | 'text'> {
  const html = brandedHtml(
    ctx,
    heading,
    `${paragraphs.map((p) => `<p style="font-size:15px;line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
${mailButton(ctx, url, button)}
<p style="font-size:13px;color:#57606a;word-break:break-all">${escapeHtml(url)}</p>`,
  );
  const text = brandedText(
    ctx,
    heading,
    `${paragraphs.join('\n\n')}\n\n${labelled(ctx, button, url)}`,
  );
  return { html, text };
}

const confirmationWording = {
  fr: {
    subject: (title: string) => `Candidature envoyée\u00a0: ${title}`,
    heading: 'Votre candidature est envoyée',
    hello: (name: string) => `Bonjour ${name},`,
    sent: (title: string, company: string | null) =>
      company
        ? `Votre candidature au poste «\u00a0${title}\u00a0» chez ${company} a bien été transmise.`
        : `Votre candidature au poste «\u00a0${title}\u00a0» a bien été transmise.`,
    follow:
      'Vous pouvez suivre son statut ou la retirer dans votre profil, section Mes candidatures.',
    button: 'Voir mes candidatures',
  },
  en: {
    subject: (title: string) => `Application sent: ${title}`,
    heading: 'Your application is sent',
    hello: (name: string) => `Hello ${name},`,
    sent: (title: string, company: string | null) =>
      company
        ? `Your application for “${title}” at ${company} has been sent.`
        : `Your application for “${title}” has been sent.`,
    follow: 'You can follow its status or withdraw it in your profile, under My applications.',
    button: 'See my applications',
  },
};

/** To the candidate: the offer and the company, and where to follow the application. */
export const applicationConfirmation: MailTemplate<ApplicationConfirmationPayload> = {
  payload: confirmationPayload,
  render(ctx, p) {
    const w = confirmationWording[ctx.locale];
    const offerUrl = `${ctx.origin}${offerPath(ctx.locale, { slug: p.offerSlug, id: p.offerId })}`;
    const profileUrl = `${ctx.origin}${pathFor(ctx.locale, '/profile')}#applications`;
    const body = withButton(
      ctx,
      w.heading,
      [w.hello(p.firstName), w.sent(p.offerTitle, p.companyName), w.follow, offerUrl],
      w.button,
      profileUrl,
    );
    return { subject: w.subject(p.offerTitle), ...body };
  },
};

const noticeWording = {
  fr: {
    subject: (title: string) => `Nouvelle candidature\u00a0: ${title}`,
    heading: 'Nouvelle candidature',
    body: (name: string, title: string) =>
      `${name} a postulé à votre offre «\u00a0${title}\u00a0».`,
    button: 'Voir les candidatures',
  },
  en: {
    subject: (title: string) => `New application: ${title}`,
    heading: 'New application',
    body: (name: string, title: string) => `${name} applied to your offer “${title}”.`,
    button: 'See the applications',
  },
};

/** To the team members who manage candidates: a name and a link, nothing more. */
export const applicationNotice: MailTemplate<ApplicationNoticePayload> = {
  payload: noticePayload,
  render(ctx, p) {
    const w = noticeWording[ctx.locale];
    const url = `${ctx.origin}${pathFor(ctx.locale, '/employer/offer/[id]/applications', { id: p.offerId })}`;
    const body = withButton(ctx, w.heading, [w.body(p.candidateName, p.offerTitle)], w.button, url);
    return { subject: w.subject(p.offerTitle), ...body };
  },
};
