import { z } from 'zod';
import { pathFor } from '@jobboard/tenancy/paths';
import { brandedHtml, brandedText, mailButton } from './branded-layout';
import { escapeHtml } from './escape-html';
import type { MailTemplate } from './types';

const payload = z.object({
  offerId: z.number().int(),
  offerTitle: z.string(),
});
export type OfferApprovedPayload = z.infer<typeof payload>;

const wording = {
  fr: {
    subject: (title: string) => `Votre offre «\u00a0${title}\u00a0» est en ligne`,
    heading: 'Votre offre est en ligne',
    intro: (title: string, board: string) =>
      `Notre équipe a vérifié votre offre «\u00a0${title}\u00a0»\u00a0: elle est maintenant publiée sur ${board} et apparaît dans les résultats de recherche.`,
    button: 'Voir mes offres',
  },
  en: {
    subject: (title: string) => `Your offer "${title}" is live`,
    heading: 'Your offer is live',
    intro: (title: string, board: string) =>
      `Our team reviewed your offer "${title}": it is now published on ${board} and appears in search results.`,
    button: 'See my offers',
  },
};

/** To the team that manages the offer, in each member's language, when an operator approves a held offer. */
export const offerApprovedMail: MailTemplate<OfferApprovedPayload> = {
  payload,
  render(ctx, p) {
    const w = wording[ctx.locale];
    const board = ctx.board.name[ctx.locale];
    const url = `${ctx.origin}${pathFor(ctx.locale, '/employer/my-offers')}`;
    const intro = w.intro(p.offerTitle, board);
    const html = brandedHtml(
      ctx,
      w.heading,
      `<p style="font-size:15px;line-height:1.5">${escapeHtml(intro)}</p>${mailButton(ctx, url, w.button)}`,
    );
    const text = brandedText(ctx, w.heading, `${intro}\n\n${url}`);
    return { subject: w.subject(p.offerTitle), html, text };
  },
};
