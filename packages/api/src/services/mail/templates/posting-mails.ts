import { z } from 'zod';
import { pathFor } from '@jobboard/tenancy/paths';
import { brandedHtml, brandedText, mailButton } from './branded-layout';
import { escapeHtml } from './escape-html';
import type { MailContext, MailTemplate, RenderedMail } from './types';

const receiptPayload = z.object({
  firstName: z.string(),
  offerId: z.number().int(),
  offerTitle: z.string(),
  boards: z.array(z.string()).min(1),
  amountCents: z.number().int().min(0),
  currency: z.string(),
  /** Last day live, `YYYY-MM-DD`. */
  expiresOn: z.string(),
  /** The invoice issued with the payment (receipts queued before invoices existed have none). */
  invoiceReference: z.string().optional(),
  /**
   * Boards where the posting is held for moderation (issue 40): it goes live there once an
   * operator approves it, and its period moves by the wait. Absent in mails queued before.
   */
  underReview: z.array(z.string()).default([]),
});
export type PostingReceiptPayload = z.infer<typeof receiptPayload>;

const expiringPayload = z.object({
  firstName: z.string(),
  offerId: z.number().int(),
  offerTitle: z.string(),
  expiresOn: z.string(),
});
export type PostingExpiringPayload = z.infer<typeof expiringPayload>;

const money = (cents: number, locale: 'fr' | 'en') =>
  locale === 'fr'
    ? `${(cents / 100).toFixed(2).replace('.', ',')} $`
    : `$${(cents / 100).toFixed(2)}`;

const invoiceWording = {
  fr: (reference: string) =>
    `Votre facture ${reference}, avec les numéros de TPS et de TVQ, se télécharge dans Factures\u00a0:`,
  en: (reference: string) =>
    `Your invoice ${reference}, with the GST and QST numbers, can be downloaded from Invoices:`,
};

/** The receipts' line about the invoice issued with the payment, with the Invoices page's link. */
function invoiceNote(ctx: MailContext, reference: string | undefined) {
  if (!reference) return { html: '', text: '' };
  const sentence = invoiceWording[ctx.locale](reference);
  const url = `${ctx.origin}${pathFor(ctx.locale, '/employer/invoices')}`;
  return {
    html: `<p style="font-size:14px;line-height:1.5">${escapeHtml(sentence)} <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
    text: `\n\n${sentence}\n${url}`,
  };
}

/**
 * A receipt: the paragraph saying what was paid, a button to where it is used, and the invoice
 * issued with the payment.
 */
function receipt(
  ctx: MailContext,
  w: { heading: string; button: string },
  body: string,
  subject: string,
  url: string,
  invoiceReference: string | undefined,
): RenderedMail {
  const invoice = invoiceNote(ctx, invoiceReference);
  const html = brandedHtml(
    ctx,
    w.heading,
    `<p style="font-size:15px;line-height:1.5">${escapeHtml(body)}</p>${mailButton(ctx, url, w.button)}${invoice.html}`,
  );
  const text = brandedText(ctx, w.heading, `${body}\n\n${url}${invoice.text}`);
  return { subject, html, text };
}

const receiptWording = {
  fr: {
    subject: (title: string) => `Paiement reçu\u00a0: «\u00a0${title}\u00a0» est publiée`,
    heading: 'Paiement reçu, offre publiée',
    body: (p: PostingReceiptPayload) =>
      `Bonjour ${p.firstName}, nous avons reçu votre paiement de ${money(p.amountCents, 'fr')} (taxes incluses). Votre offre «\u00a0${p.offerTitle}\u00a0» est en ligne sur ${p.boards.join(', ')} jusqu’au ${p.expiresOn}.` +
      (p.underReview.length > 0
        ? ` Sur ${p.underReview.join(', ')}, elle est d’abord en vérification par notre équipe (habituellement en un jour ouvrable)\u00a0: aucun jour payé n’est perdu, la fin de sa période est reportée d’autant.`
        : ''),
    button: 'Voir mes offres',
  },
  en: {
    subject: (title: string) => `Payment received: "${title}" is live`,
    heading: 'Payment received, offer published',
    body: (p: PostingReceiptPayload) =>
      `Hello ${p.firstName}, we received your payment of ${money(p.amountCents, 'en')} (taxes included). Your offer "${p.offerTitle}" is live on ${p.boards.join(', ')} until ${p.expiresOn}.` +
      (p.underReview.length > 0
        ? ` On ${p.underReview.join(', ')}, our team reviews it first (usually within one business day): no paid day is lost, the end of its period moves by the wait.`
        : ''),
    button: 'See my offers',
  },
};

/** Sent once by the fulfilment of a paid checkout (never twice: see fulfil-checkout.ts). */
export const postingReceipt: MailTemplate<PostingReceiptPayload> = {
  payload: receiptPayload,
  render(ctx, p) {
    const w = receiptWording[ctx.locale];
    const url = `${ctx.origin}${pathFor(ctx.locale, '/employer/my-offers')}`;
    return receipt(ctx, w, w.body(p), w.subject(p.offerTitle), url, p.invoiceReference);
  },
};

const featuredPayload = z.object({
  firstName: z.string(),
  offerId: z.number().int(),
  offerTitle: z.string(),
  /** The board's name, where the offer is featured. */
  board: z.string(),
  days: z.number().int().min(1),
  /** Paid, with taxes, after a promotion code's discount. */
  amountCents: z.number().int().min(0),
  currency: z.string(),
  /** Last day featured, `YYYY-MM-DD`. */
  featuredUntil: z.string(),
  invoiceReference: z.string().optional(),
});
export type FeaturedReceiptPayload = z.infer<typeof featuredPayload>;

const featuredWording = {
  fr: {
    subject: (title: string) => `Paiement reçu\u00a0: «\u00a0${title}\u00a0» est en vedette`,
    heading: 'Paiement reçu, offre en vedette',
    body: (p: FeaturedReceiptPayload) =>
      `Bonjour ${p.firstName}, nous avons reçu votre paiement de ${money(p.amountCents, 'fr')} (taxes incluses) pour ${p.days}\u00a0jours en vedette. Votre offre «\u00a0${p.offerTitle}\u00a0» passe en tête des recherches de ${p.board} jusqu’au ${p.featuredUntil}.`,
    button: 'Voir mes offres',
  },
  en: {
    subject: (title: string) => `Payment received: "${title}" is featured`,
    heading: 'Payment received, offer featured',
    body: (p: FeaturedReceiptPayload) =>
      `Hello ${p.firstName}, we received your payment of ${money(p.amountCents, 'en')} (taxes included) for ${p.days} featured days. Your offer "${p.offerTitle}" comes first in ${p.board}'s searches until ${p.featuredUntil}.`,
    button: 'See my offers',
  },
};

/** Sent once by the fulfilment of a paid featured checkout (see fulfil-checkout.ts). */
export const featuredReceipt: MailTemplate<FeaturedReceiptPayload> = {
  payload: featuredPayload,
  render(ctx, p) {
    const w = featuredWording[ctx.locale];
    const url = `${ctx.origin}${pathFor(ctx.locale, '/employer/my-offers')}`;
    return receipt(ctx, w, w.body(p), w.subject(p.offerTitle), url, p.invoiceReference);
  },
};

const packagePayload = z.object({
  firstName: z.string(),
  /** The package as its invoice line names it, in the payer's language. */
  packageName: z.string(),
  postings: z.number().int().min(1),
  /** Paid, with taxes, after a promotion code's discount. */
  amountCents: z.number().int().min(0),
  currency: z.string(),
  /** Last day the credits can be used, `YYYY-MM-DD`. */
  expiresOn: z.string(),
  invoiceReference: z.string().optional(),
});
export type PackageReceiptPayload = z.infer<typeof packagePayload>;

const packageWording = {
  fr: {
    subject: (name: string) => `Paiement reçu\u00a0: ${name}`,
    heading: 'Paiement reçu, crédits ajoutés',
    body: (p: PackageReceiptPayload) =>
      `Bonjour ${p.firstName}, nous avons reçu votre paiement de ${money(p.amountCents, 'fr')} (taxes incluses) pour «\u00a0${p.packageName}\u00a0». ${p.postings}\u00a0crédits de publication sont ajoutés à votre compte, à utiliser d’ici le ${p.expiresOn}\u00a0: chaque offre publiée en utilise un.`,
    button: 'Publier une offre',
  },
  en: {
    subject: (name: string) => `Payment received: ${name}`,
    heading: 'Payment received, credits added',
    body: (p: PackageReceiptPayload) =>
      `Hello ${p.firstName}, we received your payment of ${money(p.amountCents, 'en')} (taxes included) for "${p.packageName}". ${p.postings} posting credits are added to your account, to use by ${p.expiresOn}: each offer you publish uses one.`,
    button: 'Publish an offer',
  },
};

/** Sent once by the fulfilment of a paid package checkout (see fulfil-checkout.ts). */
export const packageReceipt: MailTemplate<PackageReceiptPayload> = {
  payload: packagePayload,
  render(ctx, p) {
    const w = packageWording[ctx.locale];
    const url = `${ctx.origin}${pathFor(ctx.locale, '/employer/create-offer')}`;
    return receipt(ctx, w, w.body(p), w.subject(p.packageName), url, p.invoiceReference);
  },
};

const expiringWording = {
  fr: {
    subject: (title: string) => `Votre offre «\u00a0${title}\u00a0» prend fin bientôt`,
    heading: 'Votre offre prend fin bientôt',
    body: (p: PostingExpiringPayload) =>
      `Bonjour ${p.firstName}, votre offre «\u00a0${p.offerTitle}\u00a0» ne sera plus en ligne après le ${p.expiresOn}. Renouvelez-la pour continuer à recevoir des candidatures.`,
    button: 'Renouveler l’offre',
  },
  en: {
    subject: (title: string) => `Your offer "${title}" ends soon`,
    heading: 'Your offer ends soon',
    body: (p: PostingExpiringPayload) =>
      `Hello ${p.firstName}, your offer "${p.offerTitle}" will no longer be live after ${p.expiresOn}. Renew it to keep receiving applications.`,
    button: 'Renew the offer',
  },
};

/** The expiry sweep's reminder, a few days before the end, with a renew link. */
export const postingExpiring: MailTemplate<PostingExpiringPayload> = {
  payload: expiringPayload,
  render(ctx, p) {
    const w = expiringWording[ctx.locale];
    const url = `${ctx.origin}${pathFor(ctx.locale, '/employer/offer/[id]/publish', { id: p.offerId })}`;
    const html = brandedHtml(
      ctx,
      w.heading,
      `<p style="font-size:15px;line-height:1.5">${escapeHtml(w.body(p))}</p>${mailButton(ctx, url, w.button)}
<p style="font-size:13px;color:#57606a;word-break:break-all">${escapeHtml(url)}</p>`,
    );
    const text = brandedText(ctx, w.heading, `${w.body(p)}\n\n${url}`);
    return { subject: w.subject(p.offerTitle), html, text };
  },
};
