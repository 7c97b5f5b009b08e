import { z } from 'zod';
import { pathFor } from '@jobboard/tenancy/paths';
import { messageSenders } from '@jobboard/db/schema/hiring';
import { brandedHtml, brandedText, labelled, mailButton, mailQuote } from './branded-layout';
import { escapeHtml } from './escape-html';
import type { MailTemplate } from './types';

const messagePayload = z.object({
  /** Who wrote: the mail goes to the other side. */
  from: z.enum(messageSenders),
  /** The candidate's name for the team; null when the team writes (the candidate is greeted). */
  candidateName: z.string().nullable(),
  /** The recipient's first name when the team writes to the candidate. */
  firstName: z.string().nullable(),
  offerId: z.number().int(),
  offerTitle: z.string(),
  /** Null for a confidential offer. */
  companyName: z.string().nullable(),
  /** The message, plain text as typed. */
  body: z.string(),
});
export type ApplicationMessagePayload = z.infer<typeof messagePayload>;

const quoted = (t: string) => `«\u00a0${t}\u00a0»`;

const wording = {
  fr: {
    toCandidate: {
      subject: (title: string) => `Nouveau message de l\u2019employeur\u00a0: ${title}`,
      heading: 'Vous avez un nouveau message',
      hello: (name: string) => `Bonjour ${name},`,
      intro: (title: string, company: string | null) =>
        company
          ? `${company} vous a écrit au sujet de votre candidature au poste ${quoted(title)}.`
          : `L\u2019employeur vous a écrit au sujet de votre candidature au poste ${quoted(title)}.`,
      button: 'Lire et répondre dans Mes candidatures',
    },
    toTeam: {
      subject: (name: string, title: string) => `Message de ${name}\u00a0: ${title}`,
      heading: 'Nouveau message d\u2019une personne candidate',
      intro: (name: string, title: string) =>
        `${name} vous a écrit au sujet de sa candidature à votre offre ${quoted(title)}.`,
      button: 'Lire et répondre',
    },
    noReply: 'Ne répondez pas à ce courriel\u00a0: utilisez le lien pour répondre.',
    message: 'Message',
  },
  en: {
    toCandidate: {
      subject: (title: string) => `New message from the employer: ${title}`,
      heading: 'You have a new message',
      hello: (name: string) => `Hello ${name},`,
      intro: (title: string, company: string | null) =>
        company
          ? `${company} wrote to you about your application for “${title}”.`
          : `The employer wrote to you about your application for “${title}”.`,
      button: 'Read and reply in My applications',
    },
    toTeam: {
      subject: (name: string, title: string) => `Message from ${name}: ${title}`,
      heading: 'New message from a candidate',
      intro: (name: string, title: string) =>
        `${name} wrote to you about their application to your offer “${title}”.`,
      button: 'Read and reply',
    },
    noReply: 'Do not reply to this email: use the link to answer.',
    message: 'Message',
  },
};

/**
 * A message of an application's thread, to the other side in their language: the text (user
 * input, so escaped) and a link to the thread. Replies by mail are not read, so the mail says so.
 */
export const applicationMessageMail: MailTemplate<ApplicationMessagePayload> = {
  payload: messagePayload,
  render(ctx, p) {
    const w = wording[ctx.locale];
    const toCandidate = p.from === 'employer';
    const candidateName = p.candidateName ?? '';
    const subject = toCandidate
      ? w.toCandidate.subject(p.offerTitle)
      : w.toTeam.subject(candidateName, p.offerTitle);
    const heading = toCandidate ? w.toCandidate.heading : w.toTeam.heading;
    const intro = toCandidate
      ? [
          ...(p.firstName ? [w.toCandidate.hello(p.firstName)] : []),
          w.toCandidate.intro(p.offerTitle, p.companyName),
        ]
      : [w.toTeam.intro(candidateName, p.offerTitle)];
    const url = toCandidate
      ? `${ctx.origin}${pathFor(ctx.locale, '/profile')}#applications`
      : `${ctx.origin}${pathFor(ctx.locale, '/employer/offer/[id]/applications', { id: p.offerId })}`;
    const button = toCandidate ? w.toCandidate.button : w.toTeam.button;
    const paragraph = (html: string) => `<p style="font-size:15px;line-height:1.5">${html}</p>`;
    const html = brandedHtml(
      ctx,
      heading,
      [
        ...intro.map((x) => paragraph(escapeHtml(x))),
        mailQuote(ctx, p.body),
        mailButton(ctx, url, button),
        `<p style="font-size:13px;color:#57606a">${escapeHtml(w.noReply)}</p>`,
      ].join('\n'),
    );
    const text = brandedText(
      ctx,
      heading,
      [
        ...intro,
        `${labelled(ctx, w.message, '').trimEnd()}\n${p.body}`,
        labelled(ctx, button, url),
        w.noReply,
      ].join('\n\n'),
    );
    return { subject, html, text };
  },
};
