import { z } from 'zod';
import { pathFor } from '@jobboard/tenancy/paths';
import { brandedHtml, brandedText, mailButton, mailQuote } from './branded-layout';
import { escapeHtml } from './escape-html';
import type { MailTemplate } from './types';

const suspendedPayload = z.object({
  teamName: z.string(),
  /** The operator's words, shown as written. */
  reason: z.string(),
});
export type EmployerSuspendedPayload = z.infer<typeof suspendedPayload>;

const reinstatedPayload = z.object({ teamName: z.string() });
export type EmployerReinstatedPayload = z.infer<typeof reinstatedPayload>;

const suspendedWording = {
  fr: {
    subject: 'Votre compte employeur est suspendu',
    heading: 'Votre compte employeur est suspendu',
    intro: (team: string, board: string) =>
      `Notre équipe a suspendu le compte employeur «\u00a0${team}\u00a0» sur ${board}. Toutes vos offres ont été retirées des sites d’emploi, les membres de votre équipe ont été déconnectés et ne peuvent plus se connecter ni publier tant que la suspension dure.`,
    reason: 'Raison donnée par notre équipe\u00a0:',
    outro: 'Pour en discuter, répondez à ce courriel.',
  },
  en: {
    subject: 'Your employer account is suspended',
    heading: 'Your employer account is suspended',
    intro: (team: string, board: string) =>
      `Our team suspended the employer account "${team}" on ${board}. All of your offers were taken off the job boards, and the members of your team were signed out; they cannot sign in or publish while the suspension lasts.`,
    reason: 'The reason our team gave:',
    outro: 'To discuss it, reply to this mail.',
  },
};

/** To each member of a team an operator suspends, in the member's language, with the reason. */
export const employerSuspendedMail: MailTemplate<EmployerSuspendedPayload> = {
  payload: suspendedPayload,
  render(ctx, p) {
    const w = suspendedWording[ctx.locale];
    const intro = w.intro(p.teamName, ctx.board.name[ctx.locale]);
    const html = brandedHtml(
      ctx,
      w.heading,
      `<p style="font-size:15px;line-height:1.5">${escapeHtml(intro)}</p>
<p style="font-size:15px;line-height:1.5">${escapeHtml(w.reason)}</p>${mailQuote(ctx, p.reason)}
<p style="font-size:15px;line-height:1.5">${escapeHtml(w.outro)}</p>`,
    );
    const text = brandedText(ctx, w.heading, `${intro}\n\n${w.reason}\n${p.reason}\n\n${w.outro}`);
    return { subject: w.subject, html, text };
  },
};

const reinstatedWording = {
  fr: {
    subject: 'Votre compte employeur est rétabli',
    heading: 'Votre compte employeur est rétabli',
    intro: (team: string, board: string) =>
      `Notre équipe a levé la suspension du compte employeur «\u00a0${team}\u00a0» sur ${board}. Les membres de votre équipe peuvent de nouveau se connecter. Vos offres retirées ne sont pas republiées d’elles-mêmes\u00a0: publiez de nouveau celles que vous voulez remettre en ligne.`,
    button: 'Voir mes offres',
  },
  en: {
    subject: 'Your employer account is reinstated',
    heading: 'Your employer account is reinstated',
    intro: (team: string, board: string) =>
      `Our team lifted the suspension of the employer account "${team}" on ${board}. The members of your team can sign in again. Your offers that were taken down are not put back by themselves: publish again those you want online.`,
    button: 'See my offers',
  },
};

/** To each member of a team an operator reinstates, in the member's language. */
export const employerReinstatedMail: MailTemplate<EmployerReinstatedPayload> = {
  payload: reinstatedPayload,
  render(ctx, p) {
    const w = reinstatedWording[ctx.locale];
    const url = `${ctx.origin}${pathFor(ctx.locale, '/employer/my-offers')}`;
    const intro = w.intro(p.teamName, ctx.board.name[ctx.locale]);
    const html = brandedHtml(
      ctx,
      w.heading,
      `<p style="font-size:15px;line-height:1.5">${escapeHtml(intro)}</p>${mailButton(ctx, url, w.button)}`,
    );
    const text = brandedText(ctx, w.heading, `${intro}\n\n${url}`);
    return { subject: w.subject, html, text };
  },
};
