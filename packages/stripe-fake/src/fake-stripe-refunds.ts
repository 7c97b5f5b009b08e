import { randomBytes } from 'node:crypto';
import { parseStripeForm, record, stripeError, text } from './fake-stripe-wire';

/**
 * Refunds for the local fake Stripe, on its paid Checkout Sessions: `POST /v1/refunds` (by
 * `payment_intent` or `charge`, `amount` optional for what remains, `Idempotency-Key` honoured,
 * more than remains refused as Stripe refuses it), `GET /v1/refunds?payment_intent=` and a
 * `charge.refunded` event after each refund, whether made through the API or "in the dashboard"
 * (`refundInDashboard`, for tests of refunds the app did not ask for).
 */
export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  balance_transaction: string;
  charge: string;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: 'duplicate' | 'fraudulent' | 'requested_by_customer' | null;
  receipt_number: null;
  source_transfer_reversal: null;
  status: 'succeeded';
  transfer_reversal: null;
}

/** What the refunds need to know of a paid session. */
export interface RefundableSession {
  id: string;
  amount_total: number;
  currency: string;
  created: number;
  metadata: Record<string, string>;
  payment_intent: string | null;
  payment_status: string;
  success_url: string | null;
}

interface FakeCharge {
  id: string;
  sessionId: string;
  paymentIntent: string;
}

type Answer = { status: number; body: unknown };

const token = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const reasons = ['duplicate', 'fraudulent', 'requested_by_customer'] as const;

export function fakeRefunds(sessions: () => Iterable<RefundableSession>) {
  const refunds = new Map<string, FakeRefund>();
  const charges = new Map<string, FakeCharge>();
  const idempotent = new Map<string, { body: string; response: Answer }>();

  const sessionOf = (paymentIntent: string) =>
    [...sessions()].find((s) => s.payment_intent === paymentIntent && s.payment_status === 'paid');

  /** One charge per paid payment intent, made when first asked for (Stripe makes it at payment). */
  function chargeOf(paymentIntent: string): FakeCharge | undefined {
    const known = [...charges.values()].find((c) => c.paymentIntent === paymentIntent);
    if (known) return known;
    const session = sessionOf(paymentIntent);
    if (!session) return undefined;
    const charge = { id: token('ch'), sessionId: session.id, paymentIntent };
    charges.set(charge.id, charge);
    return charge;
  }

  const refundsOf = (paymentIntent: string) =>
    [...refunds.values()]
      .filter((r) => r.payment_intent === paymentIntent)
      .sort((a, b) => b.created - a.created);
  const refunded = (paymentIntent: string) =>
    refundsOf(paymentIntent).reduce((sum, r) => sum + r.amount, 0);

  /** The Charge as Stripe sends it in `charge.refunded`, its refunds listed. */
  function chargeWire(charge: FakeCharge) {
    const session = sessionOf(charge.paymentIntent)!;
    const amountRefunded = refunded(charge.paymentIntent);
    const list = refundsOf(charge.paymentIntent);
    return {
      id: charge.id,
      object: 'charge',
      amount: session.amount_total,
      amount_captured: session.amount_total,
      amount_refunded: amountRefunded,
      balance_transaction: token('txn'),
      captured: true,
      created: session.created,
      currency: session.currency,
      description: null,
      disputed: false,
      livemode: false,
      metadata: session.metadata,
      paid: true,
      payment_intent: charge.paymentIntent,
      refunded: amountRefunded >= session.amount_total,
      refunds: {
        object: 'list',
        data: list,
        has_more: false,
        total_count: list.length,
        url: `/v1/charges/${charge.id}/refunds`,
      },
      status: 'succeeded',
    };
  }

  function create(
    form: ReturnType<typeof parseStripeForm>,
  ): Answer & { refund?: FakeRefund; charge?: FakeCharge } {
    const byIntent = text(form.payment_intent);
    const byCharge = text(form.charge);
    const charge = byIntent ? chargeOf(byIntent) : byCharge ? charges.get(byCharge) : undefined;
    if (!byIntent && !byCharge) {
      return stripeError(
        400,
        'invalid_request_error',
        'One of the following params should be provided for this request: payment_intent or charge.',
      );
    }
    if (!charge) {
      const [kind, id] = byIntent ? ['payment_intent', byIntent] : ['charge', byCharge];
      return stripeError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, {
        code: 'resource_missing',
        param: kind,
      });
    }
    const session = sessionOf(charge.paymentIntent)!;
    const remaining = session.amount_total - refunded(charge.paymentIntent);
    const asked = text(form.amount);
    const amount = asked === undefined ? remaining : Number(asked);
    if (remaining <= 0) {
      return stripeError(
        400,
        'invalid_request_error',
        `Charge ${charge.id} has already been refunded.`,
        {
          code: 'charge_already_refunded',
        },
      );
    }
    if (!Number.isInteger(amount) || amount < 1) {
      return stripeError(400, 'invalid_request_error', 'Invalid positive integer', {
        param: 'amount',
      });
    }
    if (amount > remaining) {
      const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
      return stripeError(
        400,
        'invalid_request_error',
        `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(remaining)})`,
        { code: 'amount_too_large', param: 'amount' },
      );
    }
    const reason = reasons.find((r) => r === text(form.reason)) ?? null;
    const refund: FakeRefund = {
      id: token('re'),
      object: 'refund',
      amount,
      balance_transaction: token('txn'),
      charge: charge.id,
      created: Math.floor(Date.now() / 1000),
      currency: session.currency,
      metadata: Object.fromEntries(
        Object.entries(record(form.metadata)).map(([k, v]) => [k, text(v) ?? '']),
      ),
      payment_intent: charge.paymentIntent,
      reason,
      receipt_number: null,
      source_transfer_reversal: null,
      status: 'succeeded',
      transfer_reversal: null,
    };
    refunds.set(refund.id, refund);
    return { status: 200, body: refund, refund, charge };
  }

  return {
    refunds,
    /** The charge of a refund, as in `charge.refunded`, and the host of its session's board. */
    chargeEvent(refundId: string) {
      const refund = refunds.get(refundId);
      if (!refund) throw new Error(`fake stripe: no refund ${refundId}`);
      const charge = charges.get(refund.charge)!;
      const session = sessionOf(charge.paymentIntent)!;
      return {
        object: chargeWire(charge),
        previousRefunded: refunded(charge.paymentIntent) - refund.amount,
        host: session.success_url ? new URL(session.success_url).host : '',
      };
    },
    /** A refund made outside the app (Stripe's dashboard): same checks as the API. */
    refundInDashboard(paymentIntent: string, amount?: number): FakeRefund {
      const answer = create({
        payment_intent: paymentIntent,
        ...(amount === undefined ? {} : { amount: String(amount) }),
      });
      if (!answer.refund) throw new Error(`fake stripe: refund refused ${JSON.stringify(answer)}`);
      return answer.refund;
    },
    /** The refund routes, or null for a path they do not serve. */
    api(method: string, path: string, query: URLSearchParams, body: string, key?: string) {
      if (method === 'POST' && path === '/v1/refunds') {
        const seen = key ? idempotent.get(key) : undefined;
        if (seen) {
          if (seen.body !== body) {
            return {
              answer: stripeError(
                400,
                'idempotency_error',
                'Keys for idempotent requests can only be used with the same parameters they were first used with.',
              ),
            };
          }
          return { answer: seen.response };
        }
        const made = create(parseStripeForm(body));
        const answer = { status: made.status, body: made.body };
        // As for Checkout Sessions here: a key keeps the refund it made, a refusal is not kept.
        if (key && made.refund) idempotent.set(key, { body, response: answer });
        return { answer, refund: made.refund };
      }
      if (method === 'GET' && path === '/v1/refunds') {
        const intent = query.get('payment_intent');
        const data = intent ? refundsOf(intent) : [...refunds.values()];
        return {
          answer: {
            status: 200,
            body: { object: 'list', data, has_more: false, url: '/v1/refunds' },
          },
        };
      }
      const one = /^\/v1\/refunds\/(re_[A-Za-z0-9]+)$/.exec(path);
      if (method === 'GET' && one) {
        const refund = refunds.get(one[1]!);
        return {
          answer: refund
            ? { status: 200, body: refund }
            : stripeError(404, 'invalid_request_error', `No such refund: '${one[1]}'`, {
                code: 'resource_missing',
                param: 'id',
              }),
        };
      }
      return null;
    },
  };
}
