import { z } from 'zod';
import { pathFor } from '@jobboard/tenancy/paths';
import { brandedHtml, brandedText, labelled, mailButton } from './branded-layout';
import { escapeHtml } from './escape-html';
import type { MailTemplate } from './types';

const payload = z.object({ firstName: z.string(), employer: z.boolean() });
export type SignupAttemptPayload = z.infer<typeof payload>;

const wording = {
  fr: {
    subject: (board: string) => `${board}\u00a0: quelqu'un a voulu s'inscrire avec votre adresse`,
    heading: 'Une inscription avec votre adresse',
    body: (name: string, board: string) =>
      `Bonjour ${name}, quelqu'un vient de demander à créer un compte ${board} avec votre adresse courriel. Vous avez déjà un compte\u00a0: rien n'a changé.`,
    login: 'Se connecter',
    forgot: 'Mot de passe oublié\u00a0? Choisissez-en un nouveau\u00a0:',
    ignore:
      "Si c'était vous, connectez-vous avec votre compte existant. Sinon, ignorez ce message.",
  },
  en: {
    subject: (board: string) => `${board}: someone tried to sign up with your address`,
    heading: 'A sign-up with your address',
    body: (name: string, board: string) =>
      `Hello ${name}, someone just asked to create a ${board} account with your email address. You already have an account: nothing has changed.`,
    login: 'Log in',
    forgot: 'Forgot your password? Choose a new one:',
    ignore: 'If it was you, log in with your existing account. Otherwise, ignore this message.',
  },
};

/**
 * Sent instead of a second account when a sign-up names a registered address (issue 20): the
 * sign-up answers as for a new address, so only the mailbox's owner learns the account exists.
 */
export const signupAttempt: MailTemplate<SignupAttemptPayload> = {
  payload,
  render(ctx, p) {
    const w = wording[ctx.locale];
    const board = ctx.board.name[ctx.locale];
    const login = `${ctx.origin}${pathFor(ctx.locale, p.employer ? '/employer/login' : '/login')}`;
    const forgot = `${ctx.origin}${pathFor(
      ctx.locale,
      p.employer ? '/employer/forgot-password' : '/forgot-password',
    )}`;
    const html = brandedHtml(
      ctx,
      w.heading,
      `<p style="font-size:15px;line-height:1.5">${escapeHtml(w.body(p.firstName, board))}</p>
${mailButton(ctx, login, w.login)}
<p style="font-size:15px;line-height:1.5">${escapeHtml(w.forgot)} <a href="${escapeHtml(forgot)}">${escapeHtml(forgot)}</a></p>
<p style="font-size:13px;color:#57606a">${escapeHtml(w.ignore)}</p>`,
    );
    const text = brandedText(
      ctx,
      w.heading,
      `${w.body(p.firstName, board)}\n\n${labelled(ctx, w.login, login)}\n\n${w.forgot} ${forgot}\n\n${w.ignore}`,
    );
    return { subject: w.subject(board), html, text };
  },
};
