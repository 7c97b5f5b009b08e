import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '@jobboard/db/client';
import { users } from '@jobboard/db/schema/accounts';
import { invoices } from '@jobboard/db/schema/billing';
import { offerContents } from '@jobboard/db/schema/offers';
import { paymentRefunds } from '@jobboard/db/schema/payment-refunds';
import { payments, postingCredits } from '@jobboard/db/schema/payments';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import type {
  ChargeView,
  PaymentGateway,
  RefundView,
} from '../../../adapters/payments/payment-gateway';
import type { RefundPaymentInput } from '../../../contracts/operator/payments';
import { DomainError } from '../../../errors';
import { issueCreditNote } from '../../billing/issue-invoice';
import type { Executor } from '../../executor';
import { enqueueMails, type EnqueueMail } from '../../mail/enqueue-mail';
import { unfeaturePublication } from '../../publishing/feature-publication';
import { paidPeriods, takeOffBoards } from '../../publishing/publication-writes';
import { recordAudit } from '../audit/record-audit';
import type { OperatorRow } from '../operator-account';
import type { OperatorContext } from '../operator-context';
import { offerManagers } from '../reports/reject-offer';
import { operatorMaySee } from '../scopes';

type PaymentRow = typeof payments.$inferSelect;

export interface RefundResult {
  payment_id: number;
  refund_id: string;
  amount_cents: number;
  refunded_cents: number;
  remaining_cents: number;
  status: 'partially_refunded' | 'refunded';
  credit_note_reference: string | null;
}

/** What the payment has given back so far (refunds Stripe did not fail). */
export async function refundedSoFar(tx: Executor, paymentId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${paymentRefunds.amountCents}), 0)` })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.paymentId, paymentId), ne(paymentRefunds.status, 'failed')));
  return Number(row?.total ?? 0);
}

/**
 * Refunds a paid payment, all that remains or `amount_cents` of it, through Stripe. The payment
 * row is locked (`FOR UPDATE`) for the whole call, Stripe's included, so a second refund of the
 * same payment waits and then sees what the first gave back: two concurrent full refunds are one
 * refund and one 409 `nothing_to_refund`. The idempotency key is the payment, what was refunded
 * before and the amount: a retry after a failure on our side gets the same Stripe refund back
 * rather than a second one. Recorded with its credit note, paid-period change, mail and audit
 * line in the same transaction.
 */
export async function refundPayment(
  ctx: OperatorContext,
  registry: readonly BoardConfig[],
  gateway: PaymentGateway,
  operator: OperatorRow,
  paymentId: number,
  input: RefundPaymentInput,
): Promise<RefundResult> {
  return ctx.db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, paymentId))
      .for('update');
    if (!payment || !operatorMaySee(operator, ctx.boardKeys, payment.board)) {
      throw DomainError.notFound();
    }
    if (payment.status !== 'paid') {
      throw new DomainError('conflict', {
        messageKey: 'payment_not_refundable',
        extra: { error: 'payment_not_refundable' },
      });
    }
    const before = await refundedSoFar(tx, payment.id);
    const remaining = payment.amountTotal - before;
    if (remaining <= 0) throw nothingToRefund();
    const amount = input.amount_cents ?? remaining;
    if (amount > remaining) {
      throw new DomainError('invalid_input', {
        fields: { amount_cents: ['refund_amount_too_large'] },
        extra: { remaining_cents: remaining },
      });
    }
    const paymentIntent =
      payment.stripePaymentIntent ??
      (await gateway.retrieveCheckoutSession(payment.sessionId)).payment_intent;
    if (!paymentIntent) {
      throw new DomainError('conflict', {
        messageKey: 'payment_not_refundable',
        extra: { error: 'payment_not_refundable' },
      });
    }
    const refund = await gateway.refund({
      paymentIntent,
      amountCents: amount,
      idempotencyKey: `refund-${payment.id}-${before}-${amount}`,
      metadata: { payment_id: String(payment.id), operator_id: String(operator.id) },
    });
    if (!payment.stripePaymentIntent) {
      await tx
        .update(payments)
        .set({ stripePaymentIntent: paymentIntent })
        .where(eq(payments.id, payment.id));
    }
    const applied = await applyRefund(tx, registry, payment, refund, {
      before,
      operatorId: operator.id,
      reason: input.reason,
      now: ctx.now,
    });
    await recordAudit(tx, {
      operator,
      action: 'refund_payment',
      board: payment.board,
      target: { type: 'payment', id: payment.id },
      reason: input.reason,
      now: ctx.now,
    });
    return applied;
  });
}

function nothingToRefund(): DomainError {
  return new DomainError('conflict', {
    messageKey: 'nothing_to_refund',
    extra: { error: 'nothing_to_refund' },
  });
}

/**
 * Records one Stripe refund of a locked payment and what follows from it: the credit note of
 * the payment's invoice (none for a payment made before invoices), the end of the paid period
 * when nothing remains (the offer leaves the boards it paid for; a partial refund keeps the
 * period as bought), and the mail to whoever paid, else to the team's offer managers.
 */
async function applyRefund(
  tx: Executor,
  registry: readonly BoardConfig[],
  payment: PaymentRow,
  refund: RefundView,
  o: { before: number; operatorId: number | null; reason: string | null; now: Date },
): Promise<RefundResult> {
  const [recorded] = await tx
    .insert(paymentRefunds)
    .values({
      paymentId: payment.id,
      stripeRefundId: refund.id,
      amountCents: refund.amount,
      reason: o.reason,
      operatorId: o.operatorId,
      status: refund.status === 'pending' ? 'pending' : 'succeeded',
      createdAt: o.now,
    })
    .returning({ id: paymentRefunds.id });
  const refunded = o.before + refund.amount;
  const full = refunded >= payment.amountTotal;

  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.paymentId, payment.id), eq(invoices.kind, 'invoice')))
    .limit(1);
  const board = registry.find((b) => b.key === (invoice?.board ?? payment.board));
  const creditNote =
    invoice && board
      ? await issueCreditNote(tx, board, invoice, {
          amountCents: refund.amount,
          refundedAt: o.now,
          stripeReference: refund.id,
        })
      : null;
  if (creditNote && recorded) {
    await tx
      .update(paymentRefunds)
      .set({ creditNoteId: creditNote.id })
      .where(eq(paymentRefunds.id, recorded.id));
  }

  if (payment.kind === 'package') {
    // A package refunded in full takes back the credits not spent yet; those spent keep the
    // publications they paid for. A partial refund leaves the credits.
    if (full) {
      await tx
        .update(postingCredits)
        .set({ postings: postingCredits.used })
        .where(eq(postingCredits.paymentId, payment.id));
    }
  } else if (full && payment.kind === 'featured' && payment.offerId !== null) {
    // A featured upgrade refunded: the offer stays published, its featured days are given back.
    await unfeaturePublication(
      tx,
      payment.offerId,
      payment.board,
      payment.featuredDays ?? 0,
      o.now,
    );
  } else if (full && payment.offerId !== null) {
    await tx
      .update(payments)
      .set({ paidUntil: o.now, updatedAt: o.now })
      .where(eq(payments.id, payment.id));
    // A board another payment of the offer still covers (a renewal) keeps it.
    const running = await paidPeriods(tx, payment.offerId, o.now);
    const ended = payment.boards.filter((b) => !running.has(b));
    if (ended.length > 0) await takeOffBoards(tx, payment.offerId, o.now, ended);
  }

  const offerId = payment.offerId;
  const titles = new Map<string, string>(
    offerId === null
      ? (['fr', 'en'] as const).map((l) => [l, payment.lines?.[0]?.description[l] ?? ''])
      : (
          await tx
            .select({ language: offerContents.language, title: offerContents.title })
            .from(offerContents)
            .where(eq(offerContents.offerId, offerId))
        ).map((row) => [row.language, row.title]),
  );
  const [payer] = payment.userId
    ? await tx
        .select({ email: users.email, language: users.language })
        .from(users)
        .where(eq(users.id, payment.userId))
    : [];
  const recipients: { email: string; language: Locale }[] = payer
    ? [payer]
    : offerId === null
      ? []
      : await offerManagers(tx, offerId);
  const mails: EnqueueMail<'payment-refunded'>[] = recipients.map((to) => ({
    board: payment.board,
    to: to.email,
    locale: to.language,
    template: 'payment-refunded',
    payload: {
      purchase: payment.kind,
      offerId,
      offerTitle: titles.get(to.language) ?? [...titles.values()][0] ?? '',
      amountCents: refund.amount,
      currency: payment.currency,
      full,
      creditNoteReference: creditNote?.reference ?? null,
      reason: o.reason ?? '',
    },
  }));
  await enqueueMails(tx, mails);

  return {
    payment_id: payment.id,
    refund_id: refund.id,
    amount_cents: refund.amount,
    refunded_cents: refunded,
    remaining_cents: Math.max(0, payment.amountTotal - refunded),
    status: full ? 'refunded' : 'partially_refunded',
    credit_note_reference: creditNote?.reference ?? null,
  };
}

/**
 * `charge.refunded`: records the charge's refunds we do not have yet (one made in Stripe's
 * dashboard), each with its credit note, paid-period change and mail; one the console made is
 * already recorded under its Stripe id and changes nothing. The payment row is locked as for
 * the console's refund, so the webhook of a refund still being recorded waits for it.
 */
export async function recordChargeRefunds(
  db: Database,
  registry: readonly BoardConfig[],
  gateway: PaymentGateway,
  charge: ChargeView,
  now: Date,
): Promise<number> {
  if (!charge.payment_intent) return 0;
  const listed = charge.refunds ?? (await gateway.listRefunds(charge.payment_intent));
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.stripePaymentIntent, charge.payment_intent!))
      .for('update');
    if (!payment) return 0;
    const known = new Set(
      (
        await tx
          .select({ id: paymentRefunds.stripeRefundId })
          .from(paymentRefunds)
          .where(eq(paymentRefunds.paymentId, payment.id))
      ).map((row) => row.id),
    );
    const fresh = listed
      .filter((r) => !known.has(r.id) && r.status !== 'failed' && r.status !== 'canceled')
      .sort((a, b) => a.created - b.created);
    for (const refund of fresh) {
      const before = await refundedSoFar(tx, payment.id);
      await applyRefund(tx, registry, payment, refund, {
        before,
        operatorId: null,
        reason: null,
        now,
      });
    }
    return fresh.length;
  });
}
