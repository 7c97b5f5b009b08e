import { z } from 'zod';
import { offerReportReasonLabels, offerReportReasons } from '../../../contracts/offer-reports';
import { brandedHtml, brandedText, labelled } from './branded-layout';
import { escapeHtml } from './escape-html';
import type { MailTemplate } from './types';

const payload = z.object({ reportId: z.number().int(), reason: z.enum(offerReportReasons) });
export type OfferReportReceivedPayload = z.infer<typeof payload>;

const wording = {
  fr: {
    subject: (board: string) => `${board}\u00a0: nous avons bien reçu votre signalement`,
    heading: 'Merci de votre signalement',
    intro:
      'Notre équipe examinera l’offre signalée et la retirera si elle contrevient à nos règles. Nous ne transmettons pas votre adresse à l’employeur.',
    reason: 'Raison',
    reference: 'Numéro de référence',
    advice:
      'Ne payez jamais de frais pour obtenir un emploi et ne communiquez pas vos renseignements bancaires à un employeur que vous ne connaissez pas.',
  },
  en: {
    subject: (board: string) => `${board}: we received your report`,
    heading: 'Thank you for your report',
    intro:
      'Our team will review the reported offer and take it down if it breaks our rules. We do not pass your address on to the employer.',
    reason: 'Reason',
    reference: 'Reference number',
    advice:
      'Never pay a fee to get a job, and do not give your bank details to an employer you do not know.',
  },
};

/** The reporter's receipt: what they reported and why, never anything about the offer's owner. */
export const offerReportReceived: MailTemplate<OfferReportReceivedPayload> = {
  payload,
  render(ctx, p) {
    const w = wording[ctx.locale];
    const board = ctx.board.name[ctx.locale];
    const reason = offerReportReasonLabels[p.reason][ctx.locale];
    const reference = String(p.reportId);
    const html = brandedHtml(
      ctx,
      w.heading,
      `<p style="font-size:15px;line-height:1.5">${escapeHtml(w.intro)}</p>
<p style="font-size:15px;line-height:1.5">${escapeHtml(labelled(ctx, w.reason, reason))}<br>${escapeHtml(labelled(ctx, w.reference, reference))}</p>
<p style="font-size:13px;color:#57606a">${escapeHtml(w.advice)}</p>`,
    );
    const text = brandedText(
      ctx,
      w.heading,
      `${w.intro}\n\n${labelled(ctx, w.reason, reason)}\n${labelled(ctx, w.reference, reference)}\n\n${w.advice}`,
    );
    return { subject: w.subject(board), html, text };
  },
};
