import { eq, sql } from 'drizzle-orm';
import type { BoardConfig } from '@jobboard/tenancy/board-config';
import type { Database } from '@jobboard/db/client';
import { users } from '@jobboard/db/schema/accounts';
import { offerContents } from '@jobboard/db/schema/offers';
import {
  payments,
  postingCredits,
  type PaymentLine,
  type PaymentStatus,
} from '@jobboard/db/schema/payments';
import type { CheckoutSessionView } from '../../adapters/payments/payment-gateway';
import { quebecToday } from '../../contracts/employer-offers/quebec-rules';
import { enqueueMail } from '../mail/enqueue-mail';
import { issueInvoice } from '../billing/issue-invoice';
import { featurePublication } from './feature-publication';
import { DAY_MS } from './pricing';
import { creditsExpiry } from './posting-credits';
import { paidPeriods, putOnBoards } from './publication-writes';

export type FulfilOutcome =
  /** No payment of ours has this session: nothing to do (and nothing to tell Stripe). */
  | 'unknown_session'
  /** This event was applied before (a redelivery). */
  | 'duplicate_event'
  /** This call published the offer. */
  | 'published'
  /** This call featured the offer (a `featured` payment). */
  | 'featured'
  /** This call granted the team a package's posting credits (a `package` payment). */
  | 'credited'
  /** Already published by the other path (webhook or return), or a replay. */
  | 'already_paid'
  /** Not paid (yet): nothing published. */
  | 'not_paid'
  /** Paid, but the session does not match what we asked for: nothing published, logged. */
  | 'mismatch';

/**
 * Whether a paid session's amount is what the payment asked for: the same total, or, when the
 * employer entered a promotion code on Stripe's page, the asked total as subtotal less the
 * discount Stripe reports for that code (`total_details.amount_discount` with a promotion code
 * in `discounts`). A discount without a promotion code, or one that does not add up, is not.
 */
export function amountMatches(session: CheckoutSessionView, askedCents: number): boolean {
  const discount = session.amount_discount;
  if (discount === 0) return session.amount_total === askedCents;
  return (
    session.promotion_codes.length > 0 &&
    discount > 0 &&
    discount < askedCents &&
    session.amount_subtotal === askedCents &&
    session.amount_total === askedCents - discount
  );
}

/**
 * The one fulfilment of a card checkout, called by the webhook and by the employer's return
 * alike: whichever comes first publishes, the other finds it done. The payment row is locked
 * for the transaction (`FOR UPDATE`), so concurrent deliveries of one event queue behind each
 * other and only the first sees it unpaid: one publication, one receipt. The event id is kept,
 * so a redelivery is recognised even after the payment settled. What is fulfilled follows the
 * payment's kind: a `posting` publishes the offer on its boards, a `featured` payment features
 * its publication on the payment's board (featurePublication).
 */
export async function fulfilCheckout(
  db: Database,
  registry: readonly BoardConfig[],
  session: CheckoutSessionView,
  eventId: string | null,
  now: Date = new Date(),
): Promise<{ outcome: FulfilOutcome; status: PaymentStatus | null; offerId: number | null }> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.sessionId, session.id))
      .for('update');
    if (!payment) return { outcome: 'unknown_session', status: null, offerId: null };
    const done = (outcome: FulfilOutcome, status: PaymentStatus = payment.status) => ({
      outcome,
      status,
      offerId: payment.offerId,
    });
    if (eventId && payment.handledEventIds.includes(eventId)) return done('duplicate_event');
    const remember = async (set: Partial<typeof payments.$inferInsert> = {}) => {
      await tx
        .update(payments)
        .set({
          ...set,
          updatedAt: now,
          ...(eventId
            ? { handledEventIds: sql`array_append(${payments.handledEventIds}, ${eventId})` }
            : {}),
        })
        .where(eq(payments.id, payment.id));
    };

    // Paid is final: an `expired` event that arrives after `completed` changes nothing.
    if (payment.status === 'paid') {
      await remember();
      return done('already_paid');
    }
    if (session.payment_status !== 'paid') {
      const expired = session.status === 'expired';
      await remember(expired ? { status: 'expired' } : {});
      return done('not_paid', expired ? 'expired' : payment.status);
    }
    if (
      !amountMatches(session, payment.amountTotal) ||
      session.currency !== payment.currency ||
      (payment.kind === 'package'
        ? session.metadata.package_key !== payment.packageKey
        : session.metadata.offer_id !== String(payment.offerId)) ||
      (session.metadata.kind ?? 'posting') !== payment.kind
    ) {
      console.error('[payments] paid session does not match its payment', session.id);
      await remember();
      return done('mismatch');
    }

    const amountDiscount = session.amount_discount;
    // Who paid, and the offer's title in their language, for the receipt.
    const payerAndTitle = async () => {
      const [payer] = payment.userId
        ? await tx.select().from(users).where(eq(users.id, payment.userId))
        : [];
      const offerId = payment.offerId;
      if (!payer || offerId === null) return null;
      const contents = await tx
        .select()
        .from(offerContents)
        .where(eq(offerContents.offerId, offerId));
      const title =
        contents.find((c) => c.language === payer.language)?.title ||
        contents.find((c) => c.language === 'fr')?.title ||
        '';
      return { payer, title };
    };
    // Issued in the payment's transaction: its number is taken only if the payment settles, so
    // the board's sequence has no holes (services/billing/issue-invoice.ts).
    const invoiceOf = async (payer: { email: string; language: 'fr' | 'en' } | undefined) => {
      const supplier = registry.find((b) => b.key === payment.board);
      if (!supplier) return null;
      return issueInvoice(tx, {
        board: supplier,
        paymentId: payment.id,
        teamId: payment.teamId,
        payerEmail: payer?.email,
        locale: payer?.language ?? supplier.defaultLocale,
        lines: payment.lines ?? [fallbackLine(payment.amountTotal, supplier)],
        chargedCents: payment.amountTotal - amountDiscount,
        currency: payment.currency,
        paidAt: now,
        stripeReference: session.id,
      });
    };
    if (payment.kind === 'package') {
      // The credits, once per payment (the row lock and the unique payment id both say so).
      const board = registry.find((b) => b.key === payment.board);
      const pack = board?.postingPackages.find((p) => p.key === payment.packageKey);
      if (pack) {
        await tx
          .insert(postingCredits)
          .values({
            teamId: payment.teamId,
            board: payment.board,
            paymentId: payment.id,
            postings: pack.postings,
            expiresAt: creditsExpiry(pack, now),
            createdAt: now,
          })
          .onConflictDoNothing({ target: postingCredits.paymentId });
      } else {
        // Stripe charged for a package the board no longer sells: the log says what to refund.
        console.error('[payments] package no longer sold on its board', session.id);
      }
      await remember({ status: 'paid', paidAt: now, amountDiscount });
      const [payer] = payment.userId
        ? await tx.select().from(users).where(eq(users.id, payment.userId))
        : [];
      const invoice = await invoiceOf(payer);
      if (payer && pack) {
        await enqueueMail(tx, {
          board: payment.board,
          to: payer.email,
          locale: payer.language,
          template: 'package-receipt',
          payload: {
            firstName: payer.firstName,
            packageName: payment.lines?.[0]?.description[payer.language] ?? pack.key,
            postings: pack.postings,
            amountCents: payment.amountTotal - amountDiscount,
            currency: payment.currency,
            expiresOn: quebecToday(creditsExpiry(pack, now)),
            ...(invoice ? { invoiceReference: invoice.reference } : {}),
          },
        });
      }
      return done('credited', 'paid');
    }
    if (payment.offerId === null) return done('mismatch');
    const offerId = payment.offerId;
    if (payment.kind === 'featured') {
      const until = await featurePublication(
        tx,
        offerId,
        payment.board,
        payment.featuredDays ?? 0,
        now,
      );
      // Paid all the same: Stripe charged. The offer left the board between the checkout and
      // the payment; the log says which payment to refund.
      if (!until) console.error('[payments] featured offer no longer on its board', session.id);
      await remember({
        status: 'paid',
        paidAt: now,
        amountDiscount,
        stripePaymentIntent: session.payment_intent,
      });
      const to = await payerAndTitle();
      const invoice = await invoiceOf(to?.payer);
      const board = registry.find((b) => b.key === payment.board);
      if (to && until && board) {
        await enqueueMail(tx, {
          board: payment.board,
          to: to.payer.email,
          locale: to.payer.language,
          template: 'featured-receipt',
          payload: {
            firstName: to.payer.firstName,
            offerId: offerId,
            offerTitle: to.title,
            board: board.name[to.payer.language],
            days: payment.featuredDays ?? 0,
            amountCents: payment.amountTotal - amountDiscount,
            currency: payment.currency,
            featuredUntil: quebecToday(until),
            ...(invoice ? { invoiceReference: invoice.reference } : {}),
          },
        });
      }
      return done('featured', 'paid');
    }

    const boards = payment.boards
      .map((key) => registry.find((b) => b.key === key))
      .filter((b): b is BoardConfig => b !== undefined);
    // A renewal bought before the current period ends starts when it ends: no day is lost.
    const running = await paidPeriods(tx, offerId, now);
    const targets = boards.map((b) => {
      const from = Math.max(now.getTime(), running.get(b.key)?.getTime() ?? 0);
      return {
        board: b,
        expiresAt: new Date(from + b.singleJobPosting.durationDays * DAY_MS),
      };
    });
    const held = await putOnBoards(tx, offerId, targets, now);
    const paidUntil = targets.reduce((a, t) => (t.expiresAt > a ? t.expiresAt : a), now);
    await remember({
      status: 'paid',
      paidAt: now,
      paidUntil,
      amountDiscount,
      stripePaymentIntent: session.payment_intent,
    });

    const to = await payerAndTitle();
    const invoice = await invoiceOf(to?.payer);
    if (to) {
      const { payer, title } = to;
      await enqueueMail(tx, {
        board: payment.board,
        to: payer.email,
        locale: payer.language,
        template: 'posting-receipt',
        payload: {
          firstName: payer.firstName,
          offerId: offerId,
          offerTitle: title,
          boards: boards.map((b) => b.name[payer.language]),
          amountCents: payment.amountTotal - amountDiscount,
          currency: payment.currency,
          expiresOn: quebecToday(paidUntil),
          ...(invoice ? { invoiceReference: invoice.reference } : {}),
          underReview: boards
            .filter((b) => held.includes(b.key))
            .map((b) => b.name[payer.language]),
        },
      });
    }
    return done('published', 'paid');
  });
}

/**
 * A payment started before its lines were recorded: one line for what it paid before taxes, so
 * its invoice still adds up.
 */
function fallbackLine(amountTotal: number, board: BoardConfig): PaymentLine {
  const rate = board.singleJobPosting.taxes.reduce((a, t) => a + t.rate, 0);
  return {
    description: { fr: 'Publication d’offre', en: 'Job posting' },
    amountCents: Math.round(amountTotal / (1 + rate / 100)),
  };
}
