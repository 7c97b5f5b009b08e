import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { list, parseStripeForm, record, stripeError, text } from './fake-stripe-wire';
import { fakeRefunds, type FakeRefund } from './fake-stripe-refunds';

export type { FakeRefund } from './fake-stripe-refunds';

/**
 * A local stand-in for Stripe at the boundary of the paid service, for tests and the demo. It
 * speaks Stripe's wire format for the calls the app makes (create and retrieve a Checkout
 * Session, with idempotency keys), serves a hosted checkout page with Pay and Cancel buttons,
 * and on Pay sends `checkout.session.completed` signed with the library's own test-header
 * helper, then redirects to the session's success URL, as Stripe does. Nothing is charged.
 * A session created with `allow_promotion_codes` takes a promotion code on its page: the demo
 * code DEMO_PROMOTION_CODE (BIENVENUE25, a coupon of 25 % off once) discounts it the way
 * Stripe reports it, in `discounts` and `total_details.amount_discount`.
 */
export interface FakeStripe {
  /** `http://127.0.0.1:<port>`: STRIPE_API_BASE, and the origin of the hosted page. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  publishableKey: string;
  /** The next `count` API calls answer 500, or never answer (the client times out). */
  failNext(mode: 'error' | 'hang', count?: number): void;
  /** Marks a session paid and returns its signed `checkout.session.completed` delivery. */
  pay(sessionId: string): Promise<WebhookDelivery>;
  /**
   * Applies a promotion code to an open session, as the hosted page's Apply button does:
   * false when the code is unknown or the session does not allow codes.
   */
  applyPromotionCode(sessionId: string, code: string): boolean;
  /** A signed event for any session state, to replay, reorder or age in tests. */
  signedEvent(
    sessionId: string,
    type: string,
    o?: { eventId?: string; timestamp?: number },
  ): WebhookDelivery;
  sessions: Map<string, FakeSession>;
  /** Refunds made through `POST /v1/refunds` or `refundInDashboard`, by id. */
  refunds: Map<string, FakeRefund>;
  /** The signed `charge.refunded` event of a refund (its charge as it is now). */
  refundEvent(refundId: string, o?: { eventId?: string; timestamp?: number }): WebhookDelivery;
  /** A refund made in Stripe's dashboard, not through the API: the app learns it by webhook. */
  refundInDashboard(
    paymentIntent: string,
    amount?: number,
  ): Promise<{ refund: FakeRefund; delivery: WebhookDelivery }>;
  close(): Promise<void>;
}

export interface WebhookDelivery {
  eventId: string;
  payload: string;
  signature: string;
  /** Host of the session's success URL: the board the webhook is for. */
  host: string;
}

export interface FakeStripeOptions {
  port?: number;
  webhookSecret?: string;
  /** Sends a signed event to the app; default: nothing (the test delivers it itself). */
  deliver?: (delivery: WebhookDelivery) => Promise<void>;
  /** Seconds a hung call stays open before the fake drops it. */
  hangSeconds?: number;
}

/** The demo promotion code the fake knows, and the coupon behind it. */
export const DEMO_PROMOTION_CODE = {
  id: 'promo_fake_bienvenue25',
  object: 'promotion_code',
  code: 'BIENVENUE25',
  active: true,
  coupon: {
    id: 'coupon_fake_bienvenue25',
    object: 'coupon',
    name: 'Bienvenue 25 %',
    percent_off: 25,
    amount_off: null,
    currency: null,
    duration: 'once',
    valid: true,
  },
} as const;

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  allow_promotion_codes: boolean | null;
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  success_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer_email: string | null;
  /** Stripe's shape: one entry per discount applied, each naming its coupon or promotion code. */
  discounts: { coupon: string | null; promotion_code: string | null }[];
  expires_at: number;
  line_items_preview: { name: string; amount: number }[];
  livemode: false;
  locale: string | null;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
  total_details: { amount_discount: number; amount_shipping: number | null; amount_tax: number };
  url: string | null;
}

const token = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 1_000_000) req.destroy();
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

/** The session as Stripe answers it (the preview of lines is the fake's own, kept out). */
function wire(session: FakeSession) {
  const { line_items_preview: _lines, ...rest } = session;
  return rest;
}

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const webhookSecret = options.webhookSecret ?? token('whsec_fake');
  const secretKey = `sk_test_fake_${randomBytes(8).toString('hex')}`;
  const sessions = new Map<string, FakeSession>();
  const idempotent = new Map<string, { body: string; response: unknown }>();
  let failures: { mode: 'error' | 'hang'; count: number } = { mode: 'error', count: 0 };
  const hangs = new Set<NodeJS.Timeout>();
  let url = '';

  const signedEvent: FakeStripe['signedEvent'] = (sessionId, type, o = {}) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`fake stripe: no session ${sessionId}`);
    const created = o.timestamp ?? Math.floor(Date.now() / 1000);
    const event = {
      id: o.eventId ?? token('evt'),
      object: 'event',
      api_version: '2025-01-01',
      created,
      data: { object: wire(session) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: webhookSecret,
      timestamp: created,
    });
    return {
      eventId: event.id,
      payload,
      signature,
      host: session.success_url ? new URL(session.success_url).host : '',
    };
  };

  const refundBook = fakeRefunds(() => sessions.values());
  const refundEvent: FakeStripe['refundEvent'] = (refundId, o = {}) => {
    const { object, previousRefunded, host } = refundBook.chargeEvent(refundId);
    const created = o.timestamp ?? Math.floor(Date.now() / 1000);
    const event = {
      id: o.eventId ?? token('evt'),
      object: 'event',
      api_version: '2025-01-01',
      created,
      data: { object, previous_attributes: { amount_refunded: previousRefunded, refunded: false } },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: 'charge.refunded',
    };
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: webhookSecret,
      timestamp: created,
    });
    return { eventId: event.id, payload, signature, host };
  };
  const sendLater = (delivery: WebhookDelivery) => {
    options.deliver?.(delivery).catch((error: unknown) => {
      console.error('[fake-stripe] webhook delivery failed', error);
    });
  };

  const pay = async (sessionId: string) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`fake stripe: no session ${sessionId}`);
    if (session.status === 'open') {
      session.status = 'complete';
      session.payment_status = 'paid';
      session.payment_intent = token('pi');
    }
    return signedEvent(sessionId, 'checkout.session.completed');
  };

  const applyPromotionCode = (sessionId: string, code: string) => {
    const session = sessions.get(sessionId);
    // Stripe matches codes without regard to case.
    const known = code.trim().toUpperCase() === DEMO_PROMOTION_CODE.code;
    if (!session || session.status !== 'open' || !session.allow_promotion_codes || !known) {
      return false;
    }
    const discount = Math.round(
      (session.amount_subtotal * DEMO_PROMOTION_CODE.coupon.percent_off) / 100,
    );
    session.discounts = [{ coupon: null, promotion_code: DEMO_PROMOTION_CODE.id }];
    session.total_details = { ...session.total_details, amount_discount: discount };
    session.amount_total = session.amount_subtotal - discount;
    return true;
  };

  function createSession(form: ReturnType<typeof parseStripeForm>) {
    const lines = list(form.line_items).map((item) => {
      const line = record(item as never);
      const price = record(line.price_data);
      const product = record(price.product_data);
      return {
        name: text(product.name) ?? '',
        currency: text(price.currency),
        amount: Number(text(price.unit_amount)) * Number(text(line.quantity) ?? '1'),
      };
    });
    if (lines.length === 0) {
      return stripeError(400, 'invalid_request_error', 'Missing required param: line_items.', {
        param: 'line_items',
      });
    }
    if (lines.some((l) => !Number.isInteger(l.amount) || l.amount < 0 || l.currency !== 'cad')) {
      return stripeError(400, 'invalid_request_error', 'Invalid line_items.', {
        param: 'line_items',
      });
    }
    const success = text(form.success_url);
    const cancel = text(form.cancel_url);
    if (text(form.mode) !== 'payment' || !success) {
      return stripeError(400, 'invalid_request_error', 'Missing required param: success_url.', {
        param: 'success_url',
      });
    }
    const id = `cs_test_${randomBytes(16).toString('hex')}`;
    const total = lines.reduce((sum, l) => sum + l.amount, 0);
    const now = Math.floor(Date.now() / 1000);
    const session: FakeSession = {
      id,
      object: 'checkout.session',
      allow_promotion_codes: text(form.allow_promotion_codes) === 'true' ? true : null,
      amount_subtotal: total,
      amount_total: total,
      cancel_url: cancel ?? null,
      success_url: success,
      client_reference_id: text(form.client_reference_id) ?? null,
      created: now,
      currency: 'cad',
      customer_email: text(form.customer_email) ?? null,
      discounts: [],
      expires_at: now + 24 * 3600,
      line_items_preview: lines.map((l) => ({ name: l.name, amount: l.amount })),
      livemode: false,
      locale: text(form.locale) ?? null,
      metadata: Object.fromEntries(
        Object.entries(record(form.metadata)).map(([k, v]) => [k, text(v) ?? '']),
      ),
      mode: 'payment',
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      url: `${url}/c/pay/${id}`,
    };
    sessions.set(id, session);
    return { status: 200, body: wire(session) };
  }

  async function api(req: IncomingMessage, path: string) {
    const auth = req.headers.authorization ?? '';
    if (auth !== `Bearer ${secretKey}`) {
      return stripeError(401, 'authentication_error', 'Invalid API Key provided.');
    }
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const body = await readBody(req);
      const key = req.headers['idempotency-key'];
      const seen = typeof key === 'string' ? idempotent.get(key) : undefined;
      if (seen) {
        if (seen.body !== body) {
          return stripeError(
            400,
            'idempotency_error',
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          );
        }
        return { status: 200, body: seen.response };
      }
      const answer = createSession(parseStripeForm(body));
      if (typeof key === 'string' && answer.status === 200) {
        idempotent.set(key, { body, response: answer.body });
      }
      return answer;
    }
    const match = /^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)$/.exec(path);
    if (req.method === 'GET' && match) {
      const session = sessions.get(match[1]!);
      if (!session) {
        return stripeError(
          404,
          'invalid_request_error',
          `No such checkout.session: '${match[1]}'`,
          {
            code: 'resource_missing',
            param: 'session',
          },
        );
      }
      return { status: 200, body: wire(session) };
    }
    const refunding = refundBook.api(
      req.method ?? 'GET',
      path,
      new URL(req.url ?? '/', 'http://fake').searchParams,
      req.method === 'POST' ? await readBody(req) : '',
      typeof req.headers['idempotency-key'] === 'string'
        ? req.headers['idempotency-key']
        : undefined,
    );
    if (refunding) {
      // Stripe sends `charge.refunded` on its own schedule, after answering.
      if (refunding.refund) {
        const made = refunding.refund.id;
        setImmediate(() => sendLater(refundEvent(made)));
      }
      return refunding.answer;
    }
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${req.method}).`);
  }

  function checkoutPage(session: FakeSession, codeRefused = false): string {
    const fr = session.locale === 'fr';
    const money = (cents: number) =>
      fr ? `${(cents / 100).toFixed(2).replace('.', ',')} $` : `$${(cents / 100).toFixed(2)}`;
    const rows = session.line_items_preview
      .map((l) => `<tr><td>${escapeText(l.name)}</td><td>${money(l.amount)}</td></tr>`)
      .join('');
    const lang = fr ? 'fr' : 'en';
    const t = fr
      ? {
          title: 'Paiement (Stripe local, mode test)',
          total: 'Total',
          pay: 'Payer',
          cancel: 'Annuler',
          code: 'Code promotionnel',
          apply: 'Appliquer',
          discount: 'Rabais',
          refused: 'Ce code n’est pas valide.',
        }
      : {
          title: 'Checkout (local Stripe, test mode)',
          total: 'Total',
          pay: 'Pay',
          cancel: 'Cancel',
          code: 'Promotion code',
          apply: 'Apply',
          discount: 'Discount',
          refused: 'This code is invalid.',
        };
    const discount = session.total_details.amount_discount;
    const discountRow =
      discount > 0
        ? `<tr><td>${t.discount} (${DEMO_PROMOTION_CODE.code})</td><td>−${money(discount)}</td></tr>`
        : '';
    const codeForm =
      session.allow_promotion_codes && discount === 0
        ? `<form method="post" action="/c/pay/${session.id}/promotion"><p><label for="promotion-code">${t.code}</label> <input id="promotion-code" name="code" autocomplete="off"> <button type="submit">${t.apply}</button></p>${codeRefused ? `<p role="alert">${t.refused}</p>` : ''}</form>`
        : '';
    return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t.title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}table{width:100%;border-collapse:collapse}td{padding:.4rem 0;border-bottom:1px solid #ddd}td+td{text-align:right}button{font-size:1rem;padding:.6rem 1.2rem;margin:1rem .5rem 0 0}</style></head>
<body><h1>${t.title}</h1><table>${rows}${discountRow}<tr><th scope="row" style="text-align:left">${t.total}</th><td><strong>${money(session.amount_total)}</strong></td></tr></table>${codeForm}
<form method="post" action="/c/pay/${session.id}/pay" style="display:inline"><button type="submit">${t.pay}</button></form>
<form method="post" action="/c/pay/${session.id}/cancel" style="display:inline"><button type="submit">${t.cancel}</button></form></body></html>`;
  }

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const send = (status: number, body: unknown) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': token('req'),
      });
      res.end(JSON.stringify(body));
    };
    if (path.startsWith('/v1/')) {
      if (failures.count > 0) {
        failures.count -= 1;
        if (failures.mode === 'hang') {
          const timer = setTimeout(
            () => {
              hangs.delete(timer);
              res.destroy();
            },
            (options.hangSeconds ?? 30) * 1000,
          );
          hangs.add(timer);
          return;
        }
        send(500, { error: { type: 'api_error', message: 'An unknown error occurred.' } });
        return;
      }
      api(req, path).then(
        (answer) => send(answer.status, answer.body),
        () => send(500, { error: { type: 'api_error', message: 'fake failure' } }),
      );
      return;
    }
    const page = /^\/c\/pay\/(cs_test_[a-f0-9]+)(?:\/(pay|cancel|promotion))?$/.exec(path);
    const session = page ? sessions.get(page[1]!) : undefined;
    if (!page || !session) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
      return;
    }
    if (!page[2] && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(checkoutPage(session));
      return;
    }
    if (req.method !== 'POST') {
      res.writeHead(405, { allow: 'POST' });
      res.end();
      return;
    }
    if (page[2] === 'promotion') {
      void readBody(req).then((body) => {
        const code = new URLSearchParams(body).get('code') ?? '';
        if (applyPromotionCode(session.id, code)) {
          res.writeHead(303, { location: `/c/pay/${session.id}` });
          res.end();
          return;
        }
        res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
        res.end(checkoutPage(session, true));
      });
      return;
    }
    if (page[2] === 'cancel' || session.status !== 'open') {
      res.writeHead(303, { location: session.cancel_url ?? '/' });
      res.end();
      return;
    }
    void pay(session.id).then((delivery) => {
      // Stripe sends the event on its own schedule: the browser may come back first.
      if (options.deliver) {
        options.deliver(delivery).catch((error: unknown) => {
          console.error('[fake-stripe] webhook delivery failed', error);
        });
      }
      const target = (session.success_url ?? '/').replace('{CHECKOUT_SESSION_ID}', session.id);
      res.writeHead(303, { location: target });
      res.end();
    });
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    secretKey,
    webhookSecret,
    publishableKey: 'pk_test_fake',
    failNext(mode, count = 1) {
      failures = { mode, count };
    },
    pay,
    applyPromotionCode,
    signedEvent,
    sessions,
    refunds: refundBook.refunds,
    refundEvent,
    refundInDashboard(paymentIntent, amount) {
      const refund = refundBook.refundInDashboard(paymentIntent, amount);
      const delivery = refundEvent(refund.id);
      sendLater(delivery);
      return Promise.resolve({ refund, delivery });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of hangs) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The demo's delivery: POST the event to the app's own webhook endpoint on this machine, with
 * the board's host (from the success URL) so the request is routed as Stripe's would be.
 */
export function deliverToLocalApp(port: number) {
  return (delivery: WebhookDelivery) =>
    new Promise<void>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/stripe/webhook',
          headers: {
            host: delivery.host,
            'content-type': 'application/json',
            'stripe-signature': delivery.signature,
            'content-length': Buffer.byteLength(delivery.payload),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () =>
            (res.statusCode ?? 500) < 300
              ? resolve()
              : reject(new Error(`webhook answered ${res.statusCode}`)),
          );
        },
      );
      req.on('error', reject);
      req.end(delivery.payload);
    });
}

/** Line names come from the app's checkout request: text on the hosted page, never markup. */
function escapeText(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
