import { z } from 'zod';
import { pathFor } from '@jobboard/tenancy/paths';
import { brandedHtml, brandedText, mailButton, mailQuote } from './branded-layout';
import { escapeHtml } from './escape-html';
import type { MailTemplate } from './types';

const payload = z.object({
  offerId: z.number().int(),
  offerTitle: z.string(),
  /** The operator's words, shown as written. */
  reason: z.string(),
  /** Rejected while held for review: it was never public on the board. */
  neverPublic: z.boolean().default(false),
});
export type OfferRejectedPayload = z.infer<typeof payload>;

const wording = {
  fr: {
    subject: (title: string) => `Votre offre «\u00a0${title}\u00a0» a été retirée`,
    heading: 'Votre offre a été retirée',
    intro: (title: string, board: string) =>
      `Notre équipe a retiré votre offre «\u00a0${title}\u00a0» de ${board}, car elle ne respecte pas nos règles de publication. Elle n’apparaît plus dans les résultats de recherche.`,
    held: (title: string, board: string) =>
      `Après vérification, notre équipe n’a pas approuvé votre offre «\u00a0${title}\u00a0» sur ${board}, car elle ne respecte pas nos règles de publication. Elle n’y sera pas publiée.`,
    reason: 'Raison donnée par notre équipe\u00a0:',
    button: 'Voir mes offres',
  },
  en: {
    subject: (title: string) => `Your offer "${title}" was taken down`,
    heading: 'Your offer was taken down',
    intro: (title: string, board: string) =>
      `Our team took your offer "${title}" off ${board} because it does not follow our posting rules. It no longer appears in search results.`,
    held: (title: string, board: string) =>
      `After review, our team did not approve your offer "${title}" on ${board} because it does not follow our posting rules. It will not be published there.`,
    reason: 'The reason our team gave:',
    button: 'See my offers',
  },
};

/** To the team that manages the offer, in each member's language, when an operator rejects it. */
export const offerRejectedMail: MailTemplate<OfferRejectedPayload> = {
  payload,
  render(ctx, p) {
    const w = wording[ctx.locale];
    const board = ctx.board.name[ctx.locale];
    const url = `${ctx.origin}${pathFor(ctx.locale, '/employer/my-offers')}`;
    const intro = (p.neverPublic ? w.held : w.intro)(p.offerTitle, board);
    const html = brandedHtml(
      ctx,
      w.heading,
      `<p style="font-size:15px;line-height:1.5">${escapeHtml(intro)}</p>
<p style="font-size:15px;line-height:1.5">${escapeHtml(w.reason)}</p>${mailQuote(ctx, p.reason)}${mailButton(ctx, url, w.button)}`,
    );
    const text = brandedText(ctx, w.heading, `${intro}\n\n${w.reason}\n${p.reason}\n\n${url}`);
    return { subject: w.subject(p.offerTitle), html, text };
  },
};
