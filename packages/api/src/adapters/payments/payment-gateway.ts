import Stripe from 'stripe';
import type { StripeSettings } from '../../env';
import { DomainError } from '../../errors';

/** What the app reads of a Checkout Session (Stripe's own field names). */
export interface CheckoutSessionView {
  id: string;
  url: string | null;
  status: 'open' | 'complete' | 'expired' | null;
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  /** Before discounts (Stripe's `amount_subtotal`). */
  amount_subtotal: number | null;
  amount_total: number | null;
  /** Stripe's `total_details.amount_discount`: the sum of the discounts applied, 0 if none. */
  amount_discount: number;
  /** The promotion codes applied (ids from the session's `discounts[].promotion_code`). */
  promotion_codes: string[];
  currency: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  /** Set once paid: what a refund names. */
  payment_intent: string | null;
}

export interface CheckoutLine {
  name: string;
  amountCents: number;
}

export interface CreateCheckoutInput {
  lines: CheckoutLine[];
  currency: 'cad';
  successUrl: string;
  cancelUrl: string;
  clientReferenceId: string;
  metadata: Record<string, string>;
  customerEmail: string | undefined;
  locale: 'fr' | 'en';
  /** Same key, same session: a double click or a retried request never makes two. */
  idempotencyKey: string;
}

/** A refund as the app reads it (Stripe's field names). */
export interface RefundView {
  id: string;
  amount: number;
  currency: string;
  status: string | null;
  payment_intent: string | null;
  charge: string | null;
  created: number;
}

/** A charge as `charge.refunded` carries it, with the refunds made on it so far. */
export interface ChargeView {
  id: string;
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  payment_intent: string | null;
  /** Null when the event did not include them (the app then lists them). */
  refunds: RefundView[] | null;
}

export interface RefundInput {
  paymentIntent: string;
  amountCents: number;
  /** Same key, same refund: a retried call never refunds twice. */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface VerifiedEvent {
  id: string;
  type: string;
  created: number;
  session: CheckoutSessionView | null;
  charge: ChargeView | null;
}

/** Card payments (Stripe Checkout). Errors are domain errors: 503 on an outage, 404, 400. */
export interface PaymentGateway {
  createCheckoutSession(input: CreateCheckoutInput): Promise<CheckoutSessionView>;
  retrieveCheckoutSession(id: string): Promise<CheckoutSessionView>;
  /** Checks the `Stripe-Signature` header over the raw body; throws `bad_request` otherwise. */
  verifyEvent(rawBody: string, signature: string | undefined): Promise<VerifiedEvent>;
  /**
   * Refunds part or all of a paid payment. Stripe refusing it (already refunded, more than
   * remains) is a 409 `nothing_to_refund`.
   */
  refund(input: RefundInput): Promise<RefundView>;
  /** The refunds of a payment intent, newest first. */
  listRefunds(paymentIntent: string): Promise<RefundView[]>;
}

const sessionStatuses = ['open', 'complete', 'expired'] as const;
const paymentStatuses = ['paid', 'unpaid', 'no_payment_required'] as const;

function view(session: Stripe.Checkout.Session): CheckoutSessionView {
  return {
    id: session.id,
    url: session.url,
    status: sessionStatuses.find((s) => s === session.status) ?? null,
    payment_status: paymentStatuses.find((s) => s === session.payment_status) ?? 'unpaid',
    amount_subtotal: session.amount_subtotal,
    amount_total: session.amount_total,
    amount_discount: session.total_details?.amount_discount ?? 0,
    promotion_codes: (session.discounts ?? []).flatMap((d) => {
      const code = d.promotion_code;
      if (!code) return [];
      return [typeof code === 'string' ? code : code.id];
    }),
    currency: session.currency,
    client_reference_id: session.client_reference_id,
    metadata: session.metadata ?? {},
    payment_intent: idOf(session.payment_intent),
  };
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

function refundView(refund: Stripe.Refund): RefundView {
  return {
    id: refund.id,
    amount: refund.amount,
    currency: refund.currency,
    status: refund.status,
    payment_intent: idOf(refund.payment_intent),
    charge: idOf(refund.charge),
    created: refund.created,
  };
}

function chargeView(charge: Stripe.Charge): ChargeView {
  return {
    id: charge.id,
    amount: charge.amount,
    amount_refunded: charge.amount_refunded,
    refunded: charge.refunded,
    payment_intent: idOf(charge.payment_intent),
    refunds: charge.refunds ? charge.refunds.data.map(refundView) : null,
  };
}

/** Stripe refusing a refund: nothing (or less than asked) is left on the charge. */
const refusedRefund = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError &&
  (error.code === 'charge_already_refunded' || error.code === 'amount_too_large');

/** Stripe's failures in the domain's words: theirs (5xx, network, timeout) is a 503 for us. */
function translate(error: unknown): never {
  if (error instanceof Stripe.errors.StripeError) {
    if (error.statusCode === 404) throw DomainError.notFound();
    if (
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeAPIError ||
      error instanceof Stripe.errors.StripeRateLimitError ||
      (error.statusCode ?? 500) >= 500
    ) {
      throw new DomainError('unavailable', {
        messageKey: 'payments_unavailable',
        retryAfterSeconds: 5,
      });
    }
  }
  throw error;
}

/**
 * The official library, pointed at Stripe or, with `apiBase`, at any server speaking its wire
 * format (the local fake in tests and the demo). No retries: the employer is waiting, and an
 * outage answers 503 at once; idempotency keys make their own retry safe.
 */
export function stripeGateway(settings: StripeSettings): PaymentGateway {
  const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 0,
    timeout: settings.timeoutMs,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
  return {
    async createCheckoutSession(input) {
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: input.lines.map((line) => ({
              quantity: 1,
              price_data: {
                currency: input.currency,
                unit_amount: line.amountCents,
                product_data: { name: line.name },
              },
            })),
            // The employer may enter a promotion code on Stripe's page; the discount comes back
            // on the session (total_details.amount_discount) and is checked at fulfilment.
            allow_promotion_codes: true,
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            client_reference_id: input.clientReferenceId,
            metadata: input.metadata,
            payment_intent_data: { metadata: input.metadata },
            locale: input.locale,
            ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return view(session);
      } catch (error) {
        translate(error);
      }
    },
    async retrieveCheckoutSession(id) {
      try {
        return view(await stripe.checkout.sessions.retrieve(id));
      } catch (error) {
        translate(error);
      }
    },
    async verifyEvent(rawBody, signature) {
      if (!settings.webhookSecret || !signature) {
        throw new DomainError('bad_request', { messageKey: 'webhook_signature_invalid' });
      }
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(
          rawBody,
          signature,
          settings.webhookSecret,
          settings.webhookToleranceSeconds,
        );
      } catch {
        throw new DomainError('bad_request', { messageKey: 'webhook_signature_invalid' });
      }
      // Stripe's library bounds only the age of a signature; one dated ahead of our clock by
      // more than the tolerance is refused all the same (a replay prepared in advance).
      if (signedAt(signature) - Date.now() / 1000 > settings.webhookToleranceSeconds) {
        throw new DomainError('bad_request', { messageKey: 'webhook_signature_invalid' });
      }
      const object = event.data.object as { object?: string };
      return {
        id: event.id,
        type: event.type,
        created: event.created,
        session:
          object.object === 'checkout.session'
            ? view(event.data.object as Stripe.Checkout.Session)
            : null,
        charge: object.object === 'charge' ? chargeView(event.data.object as Stripe.Charge) : null,
      };
    },
    async refund(input) {
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: input.paymentIntent,
            amount: input.amountCents,
            reason: 'requested_by_customer',
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return refundView(refund);
      } catch (error) {
        if (refusedRefund(error)) {
          throw new DomainError('conflict', {
            messageKey: 'nothing_to_refund',
            extra: { error: 'nothing_to_refund' },
          });
        }
        translate(error);
      }
    },
    async listRefunds(paymentIntent) {
      try {
        const list = await stripe.refunds.list({ payment_intent: paymentIntent, limit: 100 });
        return list.data.map(refundView);
      } catch (error) {
        translate(error);
      }
    },
  };
}

/** The `t=` timestamp of a `Stripe-Signature` header (seconds), or +Infinity if none. */
function signedAt(signature: string): number {
  const t = signature
    .split(',')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === 't')?.[1];
  return t && /^\d+$/.test(t) ? Number(t) : Number.POSITIVE_INFINITY;
}

/**
 * No keys configured (and no fake allowed: production without FAKE_STRIPE): paid postings
 * answer 503 saying payment is not set up, the free board still publishes.
 */
export const unconfiguredGateway: PaymentGateway = {
  createCheckoutSession: () => Promise.reject(missing()),
  retrieveCheckoutSession: () => Promise.reject(missing()),
  verifyEvent: () =>
    Promise.reject(new DomainError('bad_request', { messageKey: 'webhook_signature_invalid' })),
  refund: () => Promise.reject(missing()),
  listRefunds: () => Promise.reject(missing()),
};

function missing(): DomainError {
  return new DomainError('unavailable', { messageKey: 'payments_not_configured' });
}
