import { z } from 'zod';
import { offerPath } from '@jobboard/tenancy/paths';
import { jobAlertFrequencies } from '@jobboard/db/schema/job-alerts';
import {
  alertConfirmLink,
  alertOneClickLink,
  alertSearchLink,
  alertUnsubscribeLink,
} from '../../job-alerts/alert-links';
import { brandedHtml, brandedText, labelled, mailButton } from './branded-layout';
import { escapeHtml } from './escape-html';
import type { MailTemplate } from './types';

const confirmationPayload = z.object({
  alertId: z.number().int(),
  confirmToken: z.string(),
  manageToken: z.string(),
  frequency: z.enum(jobAlertFrequencies),
  search: z.string(),
});
export type JobAlertConfirmationPayload = z.infer<typeof confirmationPayload>;

const digestOffer = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  company: z.string().nullable(),
  city: z.string().nullable(),
});
const digestPayload = z.object({
  alertId: z.number().int(),
  manageToken: z.string(),
  search: z.string(),
  offers: z.array(digestOffer).min(1),
  /** Offers like the newest one that the search did not bring; digests queued before had none. */
  similar: z.array(digestOffer).optional(),
});
export type JobAlertDigestPayload = z.infer<typeof digestPayload>;

/** The search's own words, when it has any, to tell one alert from another. */
function searchWords(search: string): string {
  return new URLSearchParams(search).get('title')?.trim() ?? '';
}

const confirmationWording = {
  fr: {
    subject: (board: string) => `${board}\u00a0: confirmez votre alerte emploi`,
    heading: 'Confirmez votre alerte emploi',
    intro: (board: string, words: string, frequency: 'daily' | 'weekly') =>
      `Vous avez demandé à recevoir par courriel, ${frequency === 'daily' ? 'chaque jour' : 'chaque semaine'}, les nouvelles offres de ${board}${words ? ` pour «\u00a0${words}\u00a0»` : ''} correspondant à votre recherche. Confirmez votre adresse pour activer l’alerte.`,
    button: 'Confirmer mon alerte',
    search: 'Voir la recherche',
    expiry: 'Ce lien est valide pendant 7 jours et ne peut servir qu’une fois.',
    ignore:
      'Si vous n’avez rien demandé, ignorez ce courriel\u00a0: aucune alerte ne sera envoyée.',
    unsubscribe: 'Annuler cette alerte',
  },
  en: {
    subject: (board: string) => `${board}: confirm your job alert`,
    heading: 'Confirm your job alert',
    intro: (board: string, words: string, frequency: 'daily' | 'weekly') =>
      `You asked to receive ${board}'s new offers matching your search${words ? ` for "${words}"` : ''} by email, ${frequency === 'daily' ? 'every day' : 'every week'}. Confirm your address to turn the alert on.`,
    button: 'Confirm my alert',
    search: 'See the search',
    expiry: 'This link works for 7 days and only once.',
    ignore: 'If you did not ask for this, ignore this email: no alert will be sent.',
    unsubscribe: 'Cancel this alert',
  },
};

/** Double opt-in: no digest goes to an address until its owner follows this mail's link. */
export const jobAlertConfirmation: MailTemplate<JobAlertConfirmationPayload> = {
  payload: confirmationPayload,
  render(ctx, p) {
    const w = confirmationWording[ctx.locale];
    const board = ctx.board.name[ctx.locale];
    const intro = w.intro(board, searchWords(p.search), p.frequency);
    const confirm = alertConfirmLink(ctx.origin, ctx.locale, p.alertId, p.confirmToken);
    const search = alertSearchLink(ctx.origin, ctx.locale, p.search);
    const cancel = alertUnsubscribeLink(ctx.origin, ctx.locale, p.alertId, p.manageToken);
    const html = brandedHtml(
      ctx,
      w.heading,
      `<p style="font-size:15px;line-height:1.5">${escapeHtml(intro)}</p>${mailButton(ctx, confirm, w.button)}
<p style="font-size:14px"><a href="${escapeHtml(search)}">${escapeHtml(w.search)}</a></p>
<p style="font-size:13px;color:#57606a">${escapeHtml(w.expiry)}<br>${escapeHtml(w.ignore)}</p>
<p style="font-size:12px;color:#57606a"><a href="${escapeHtml(cancel)}" style="color:#57606a">${escapeHtml(w.unsubscribe)}</a></p>`,
    );
    const text = brandedText(
      ctx,
      w.heading,
      `${intro}\n\n${labelled(ctx, w.button, confirm)}\n\n${labelled(ctx, w.search, search)}\n\n${w.expiry}\n${w.ignore}\n\n${labelled(ctx, w.unsubscribe, cancel)}`,
    );
    return { subject: w.subject(board), html, text };
  },
};

const digestWording = {
  fr: {
    subject: (board: string, n: number) =>
      `${board}\u00a0: ${n} nouvelle${n > 1 ? 's' : ''} offre${n > 1 ? 's' : ''} pour votre alerte`,
    heading: (n: number) => `${n} nouvelle${n > 1 ? 's' : ''} offre${n > 1 ? 's' : ''} d’emploi`,
    intro: (words: string) =>
      `Voici les offres publiées depuis notre dernier courriel qui correspondent à votre recherche${words ? ` «\u00a0${words}\u00a0»` : ''}.`,
    all: 'Voir toutes les offres de cette recherche',
    why: 'Vous recevez ce courriel parce que vous avez créé une alerte emploi.',
    unsubscribe: 'Se désabonner de cette alerte',
    similar: 'Ces offres pourraient aussi vous intéresser',
  },
  en: {
    subject: (board: string, n: number) =>
      `${board}: ${n} new offer${n > 1 ? 's' : ''} for your alert`,
    heading: (n: number) => `${n} new job offer${n > 1 ? 's' : ''}`,
    intro: (words: string) =>
      `Here are the offers published since our last email that match your search${words ? ` "${words}"` : ''}.`,
    all: 'See every offer of this search',
    why: 'You receive this email because you created a job alert.',
    unsubscribe: 'Unsubscribe from this alert',
    similar: 'You may also like these offers',
  },
};

/**
 * The alert digest: the offers new to this alert, the search's link, and an unsubscribe that
 * works in one click from the mail client (RFC 8058 headers) or from the link in the body.
 */
export const jobAlertDigest: MailTemplate<JobAlertDigestPayload> = {
  payload: digestPayload,
  render(ctx, p) {
    const w = digestWording[ctx.locale];
    const board = ctx.board.name[ctx.locale];
    const n = p.offers.length;
    const intro = w.intro(searchWords(p.search));
    const search = alertSearchLink(ctx.origin, ctx.locale, p.search);
    const cancel = alertUnsubscribeLink(ctx.origin, ctx.locale, p.alertId, p.manageToken);
    const oneClick = alertOneClickLink(ctx.origin, ctx.board.key, p.alertId, p.manageToken);
    const line = (o: JobAlertDigestPayload['offers'][number]) =>
      [o.company, o.city].filter(Boolean).join(' · ');
    const items = (offers: JobAlertDigestPayload['offers']) =>
      offers
        .map((o) => {
          const url = `${ctx.origin}${offerPath(ctx.locale, o)}`;
          const detail = line(o);
          return `<li style="margin:0 0 12px"><a href="${escapeHtml(url)}" style="font-size:15px;font-weight:bold;color:${ctx.board.theme.primary}">${escapeHtml(o.title)}</a>${detail ? `<br><span style="font-size:13px;color:#57606a">${escapeHtml(detail)}</span>` : ''}</li>`;
        })
        .join('\n');
    const similar = p.similar ?? [];
    const similarHtml = similar.length
      ? `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(w.similar)}</h2>
<ul style="padding-left:18px">${items(similar)}</ul>`
      : '';
    const html = brandedHtml(
      ctx,
      w.heading(n),
      `<p style="font-size:15px;line-height:1.5">${escapeHtml(intro)}</p>
<ul style="padding-left:18px">${items(p.offers)}</ul>${mailButton(ctx, search, w.all)}${similarHtml}
<p style="font-size:12px;color:#57606a">${escapeHtml(w.why)} <a href="${escapeHtml(cancel)}" style="color:#57606a">${escapeHtml(w.unsubscribe)}</a></p>`,
    );
    const list = (offers: JobAlertDigestPayload['offers']) =>
      offers
        .map((o) => {
          const detail = line(o);
          return `- ${o.title}${detail ? ` (${detail})` : ''}\n  ${ctx.origin}${offerPath(ctx.locale, o)}`;
        })
        .join('\n');
    const similarText = similar.length ? `\n\n${w.similar}\n\n${list(similar)}` : '';
    const text = brandedText(
      ctx,
      w.heading(n),
      `${intro}\n\n${list(p.offers)}\n\n${labelled(ctx, w.all, search)}${similarText}\n\n${w.why}\n${labelled(ctx, w.unsubscribe, cancel)}`,
    );
    return {
      subject: w.subject(board, n),
      html,
      text,
      headers: {
        'List-Unsubscribe': `<${oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  },
};
