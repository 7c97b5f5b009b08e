import { z } from 'zod';
import { pathFor } from '@jobboard/tenancy/paths';
import { brandedHtml, brandedText, mailButton } from './branded-layout';
import { escapeHtml } from './escape-html';
import type { MailContext, MailTemplate } from './types';

const payload = z.object({
  firstName: z.string(),
  selector: z.string(),
  token: z.string(),
});
export type AccountLinkPayload = z.infer<typeof payload>;

interface LinkWording {
  subject: (board: string) => string;
  heading: string;
  intro: (firstName: string) => string;
  body: string;
  button: string;
  expiry: string;
  ignore: string;
}

/** The site's page the link opens (a route of the one route table). */
type LinkPage = '/email-confirmation/[[...token]]' | '/reset-password/[[...token]]';

/**
 * One template shape for every mail that carries a secure link. The link is built from the
 * board's configured origin (ctx.origin), never from the Host of the request that queued it.
 */
function accountLinkTemplate(
  page: LinkPage,
  wording: Record<'fr' | 'en', LinkWording>,
): MailTemplate<AccountLinkPayload> {
  return {
    payload,
    render(ctx: MailContext, p) {
      const w = wording[ctx.locale];
      const url = `${ctx.origin}${pathFor(ctx.locale, page, { token: [p.selector, p.token] })}`;
      const html = brandedHtml(
        ctx,
        w.heading,
        `<p style="font-size:15px;line-height:1.5">${escapeHtml(w.intro(p.firstName))}</p>
<p style="font-size:15px;line-height:1.5">${escapeHtml(w.body)}</p>
${mailButton(ctx, url, w.button)}
<p style="font-size:13px;color:#57606a;word-break:break-all">${escapeHtml(url)}</p>
<p style="font-size:13px;color:#57606a">${escapeHtml(w.expiry)} ${escapeHtml(w.ignore)}</p>`,
      );
      const text = brandedText(
        ctx,
        w.heading,
        `${w.intro(p.firstName)}\n\n${w.body}\n\n${url}\n\n${w.expiry} ${w.ignore}`,
      );
      return { subject: w.subject(ctx.board.name[ctx.locale]), html, text };
    },
  };
}

export const emailConfirmation = accountLinkTemplate('/email-confirmation/[[...token]]', {
  fr: {
    subject: (board) => `${board}\u00a0: confirmez votre adresse courriel`,
    heading: 'Confirmez votre adresse courriel',
    intro: (name) => `Bonjour ${name},`,
    body: 'Merci de votre inscription. Cliquez sur le bouton ci-dessous pour confirmer votre adresse courriel.',
    button: 'Confirmer mon adresse',
    expiry: 'Ce lien est valide pendant 24 heures.',
    ignore: "Si vous n'avez pas créé de compte, ignorez ce message.",
  },
  en: {
    subject: (board) => `${board}: confirm your email address`,
    heading: 'Confirm your email address',
    intro: (name) => `Hello ${name},`,
    body: 'Thank you for signing up. Click the button below to confirm your email address.',
    button: 'Confirm my address',
    expiry: 'This link is valid for 24 hours.',
    ignore: 'If you did not create an account, ignore this message.',
  },
});

export const passwordReset = accountLinkTemplate('/reset-password/[[...token]]', {
  fr: {
    subject: (board) => `${board}\u00a0: réinitialisez votre mot de passe`,
    heading: 'Réinitialisez votre mot de passe',
    intro: (name) => `Bonjour ${name},`,
    body: 'Nous avons reçu une demande de réinitialisation de votre mot de passe. Cliquez sur le bouton ci-dessous pour en choisir un nouveau.',
    button: 'Choisir un nouveau mot de passe',
    expiry: 'Ce lien est valide pendant 1 heure et ne peut servir qu’une fois.',
    ignore:
      "Si vous n'avez rien demandé, ignorez ce message\u00a0: votre mot de passe ne change pas.",
  },
  en: {
    subject: (board) => `${board}: reset your password`,
    heading: 'Reset your password',
    intro: (name) => `Hello ${name},`,
    body: 'We received a request to reset your password. Click the button below to choose a new one.',
    button: 'Choose a new password',
    expiry: 'This link is valid for 1 hour and works once.',
    ignore: 'If you did not ask for this, ignore this message: your password stays the same.',
  },
});
