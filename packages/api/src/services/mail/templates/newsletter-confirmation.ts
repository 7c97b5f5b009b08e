import { z } from 'zod';
import { confirmationLink, unsubscribeLink } from '../../newsletter/newsletter-links';
import { brandedHtml, brandedText, labelled, mailButton } from './branded-layout';
import { escapeHtml } from './escape-html';
import type { MailTemplate } from './types';

const payload = z.object({
  email: z.string(),
  confirmToken: z.string(),
  unsubscribeToken: z.string(),
});
export type NewsletterConfirmationPayload = z.infer<typeof payload>;

const wording = {
  fr: {
    subject: (board: string) => `${board}\u00a0: confirmez votre abonnement à l'infolettre`,
    heading: 'Confirmez votre abonnement',
    intro: (board: string) =>
      `Vous avez demandé à recevoir l'infolettre de ${board}. Confirmez votre adresse pour commencer à recevoir nos offres d'emploi.`,
    button: 'Confirmer mon abonnement',
    expiry: 'Ce lien est valide pendant 7 jours et ne peut servir qu’une fois.',
    ignore:
      "Si vous n'avez rien demandé, ignorez ce courriel\u00a0: aucun abonnement ne sera créé.",
    unsubscribe: 'Se désabonner',
  },
  en: {
    subject: (board: string) => `${board}: confirm your newsletter subscription`,
    heading: 'Confirm your subscription',
    intro: (board: string) =>
      `You asked to receive the ${board} newsletter. Confirm your address to start receiving our job offers.`,
    button: 'Confirm my subscription',
    expiry: 'This link works for 7 days and only once.',
    ignore: 'If you did not ask for this, ignore this email: no subscription will be created.',
    unsubscribe: 'Unsubscribe',
  },
};

/** Double opt-in: nothing is sent to an address until its owner follows this mail's link. */
export const newsletterConfirmation: MailTemplate<NewsletterConfirmationPayload> = {
  payload,
  render(ctx, p) {
    const w = wording[ctx.locale];
    const board = ctx.board.name[ctx.locale];
    const confirm = confirmationLink(ctx.origin, ctx.locale, p.email, p.confirmToken);
    const unsubscribe = unsubscribeLink(ctx.origin, ctx.locale, p.email, p.unsubscribeToken);
    const html = brandedHtml(
      ctx,
      w.heading,
      `<p style="font-size:15px;line-height:1.5">${escapeHtml(w.intro(board))}</p>
${mailButton(ctx, confirm, w.button)}
<p style="font-size:13px;color:#57606a">${escapeHtml(w.expiry)}<br>${escapeHtml(w.ignore)}</p>
<p style="font-size:12px;color:#57606a"><a href="${escapeHtml(unsubscribe)}" style="color:#57606a">${escapeHtml(w.unsubscribe)}</a></p>`,
    );
    const text = brandedText(
      ctx,
      w.heading,
      `${w.intro(board)}\n\n${labelled(ctx, w.button, confirm)}\n\n${w.expiry}\n${w.ignore}\n\n${labelled(ctx, w.unsubscribe, unsubscribe)}`,
    );
    return { subject: w.subject(board), html, text };
  },
};
