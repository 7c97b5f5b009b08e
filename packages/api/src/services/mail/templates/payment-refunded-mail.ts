import { z } from 'zod';
import { pathFor } from '@jobboard/tenancy/paths';
import { brandedHtml, brandedText, mailButton, mailQuote } from './branded-layout';
import { escapeHtml } from './escape-html';
import type { MailTemplate } from './types';

const payload = z.object({
  /** What was bought: a posting, a featured period or a package of postings (no offer). */
  purchase: z.enum(['posting', 'featured', 'package']).default('posting'),
  offerId: z.number().int().nullable(),
  /** The offer's title, or the package's name. */
  offerTitle: z.string(),
  /** Refunded by this refund, taxes included, in cents. */
  amountCents: z.number().int().min(1),
  currency: z.string(),
  /** The whole payment is refunded: the posting's paid period ended with it. */
  full: z.boolean(),
  /** The credit note's printed number (none for a payment made before invoices existed). */
  creditNoteReference: z.string().nullable(),
  /** The operator's words, shown as written (empty for a refund made in Stripe's dashboard). */
  reason: z.string(),
});
export type PaymentRefundedPayload = z.infer<typeof payload>;
type Purchase = PaymentRefundedPayload['purchase'];

const money = (cents: number, locale: 'fr' | 'en') =>
  locale === 'fr'
    ? `${(cents / 100).toFixed(2).replace('.', ',')}\u00a0$`
    : `$${(cents / 100).toFixed(2)}`;

const wording = {
  fr: {
    subject: (title: string) => `Remboursement\u00a0: «\u00a0${title}\u00a0»`,
    heading: 'Votre paiement a été remboursé',
    intro: (amount: string, title: string, board: string, purchase: Purchase) =>
      `Nous vous avons remboursé ${amount} (taxes incluses) ${
        {
          posting: `pour la publication de votre offre «\u00a0${title}\u00a0»`,
          featured: `pour la mise en vedette de votre offre «\u00a0${title}\u00a0»`,
          package: `pour votre achat «\u00a0${title}\u00a0»`,
        }[purchase]
      } sur ${board}. Le montant apparaîtra sur votre carte d’ici 5 à 10\u00a0jours ouvrables.`,
    full: {
      posting:
        'Le paiement étant remboursé en entier, l’offre n’est plus publiée sur les sites payants.',
      featured: 'Le paiement étant remboursé en entier, l’offre n’est plus en vedette.',
      package:
        'Le paiement étant remboursé en entier, les crédits inutilisés du forfait sont retirés.',
    },
    partial: {
      posting: 'Votre offre reste publiée jusqu’à la fin de la période payée.',
      featured: 'Votre offre reste en vedette jusqu’à la fin de la période payée.',
      package: 'Les crédits du forfait restent à votre disposition.',
    },
    creditNote: (reference: string) =>
      `Note de crédit\u00a0: ${reference}. Vous la trouverez avec vos factures.`,
    reason: 'Raison donnée par notre équipe\u00a0:',
    button: 'Voir mes factures',
  },
  en: {
    subject: (title: string) => `Refund: "${title}"`,
    heading: 'Your payment was refunded',
    intro: (amount: string, title: string, board: string, purchase: Purchase) =>
      `We refunded ${amount} (taxes included) ${
        {
          posting: `for posting your offer "${title}"`,
          featured: `for featuring your offer "${title}"`,
          package: `for your purchase "${title}"`,
        }[purchase]
      } on ${board}. The amount will show on your card within 5 to 10 business days.`,
    full: {
      posting:
        'As the whole payment was refunded, the offer is no longer posted on the paid boards.',
      featured: 'As the whole payment was refunded, the offer is no longer featured.',
      package: 'As the whole payment was refunded, the package’s unused credits are withdrawn.',
    },
    partial: {
      posting: 'Your offer stays posted until the end of the paid period.',
      featured: 'Your offer stays featured until the end of the paid period.',
      package: 'The package’s credits stay yours to use.',
    },
    creditNote: (reference: string) =>
      `Credit note: ${reference}. You will find it with your invoices.`,
    reason: 'The reason our team gave:',
    button: 'See my invoices',
  },
};

/** To whoever paid (else the team's offer managers), in their language, when an operator refunds. */
export const paymentRefundedMail: MailTemplate<PaymentRefundedPayload> = {
  payload,
  render(ctx, p) {
    const w = wording[ctx.locale];
    const board = ctx.board.name[ctx.locale];
    const url = `${ctx.origin}${pathFor(ctx.locale, '/employer/invoices')}`;
    const paragraphs = [
      w.intro(money(p.amountCents, ctx.locale), p.offerTitle, board, p.purchase),
      p.full ? w.full[p.purchase] : w.partial[p.purchase],
      ...(p.creditNoteReference ? [w.creditNote(p.creditNoteReference)] : []),
    ];
    const html = brandedHtml(
      ctx,
      w.heading,
      `${paragraphs.map((line) => `<p style="font-size:15px;line-height:1.5">${escapeHtml(line)}</p>`).join('\n')}
${p.reason ? `<p style="font-size:15px;line-height:1.5">${escapeHtml(w.reason)}</p>${mailQuote(ctx, p.reason)}` : ''}${mailButton(ctx, url, w.button)}`,
    );
    const text = brandedText(
      ctx,
      w.heading,
      `${paragraphs.join('\n\n')}\n\n${p.reason ? `${w.reason}\n${p.reason}\n\n` : ''}${url}`,
    );
    return { subject: w.subject(p.offerTitle), html, text };
  },
};
