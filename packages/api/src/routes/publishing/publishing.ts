import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { offerIdParams } from '../../contracts/employer-offers/offer-dto';
import {
  checkoutSessionBody,
  checkoutStatusBody,
  featuredCheckoutBody,
  packageCheckoutBody,
  packageParams,
  publishBody,
  publishParams,
} from '../../contracts/publishing';
import { requestBoard } from '../../http/board';
import { employerOnly, employerRequest } from '../../http/employer-request';
import { paymentGateway, requestOrigins } from '../../http/payments';
import { recordChargeRefunds } from '../../services/operator/payments/refund-payment';
import { jsonBodyOnly } from '../../http/same-origin';
import { confirmCheckout, startCheckout } from '../../services/publishing/checkout';
import { startFeaturedCheckout } from '../../services/publishing/featured-checkout';
import { fulfilCheckout } from '../../services/publishing/fulfil-checkout';
import { markOfferFilled, reopenOffer } from '../../services/publishing/offer-filled';
import {
  confirmPackageCheckout,
  startPackageCheckout,
} from '../../services/publishing/package-checkout';
import { teamCredits } from '../../services/publishing/posting-credits';
import { publishOffer, unpublishFromAllBoards } from '../../services/publishing/publish-offer';
import { authErrors, json, jsonRequest } from '../auth-openapi';

const errors = {
  ...authErrors,
  404: { description: 'Not an offer (or a checkout session) of your team.' },
  409: { description: '`payment_required`: this board charges; use the checkout.' },
  503: { description: 'The payment service is unavailable; nothing was charged.' },
};

const publishRoute = createRoute({
  method: 'post',
  path: '/jobboard/{board}/employer/offer/{id}/publish',
  summary: 'Publishes the offer at once on free boards (or within a paid period)',
  request: {
    params: publishParams,
    body: { required: false, content: { 'application/json': { schema: publishBody } } },
  },
  responses: { 200: json('The offer in `data`, with its boards.'), ...errors },
});

const checkoutRoute = createRoute({
  method: 'post',
  path: '/jobboard/{board}/employer/offer/{id}/create-single-job-posting-checkout-session',
  summary: 'Starts a card checkout (Stripe Checkout Session) for a single job posting',
  description:
    '`success_url` and `cancel_url` must be pages of this board. Answers `{data: {kind: "checkout", url, session_id}}`, or `{data: {kind: "published", offer}}` when nothing is owed.',
  request: { params: publishParams, ...jsonRequest(checkoutSessionBody) },
  responses: { 200: json('Where to send the employer.'), ...errors },
});

const featuredCheckoutRoute = createRoute({
  method: 'post',
  path: '/jobboard/{board}/employer/offer/{id}/create-featured-checkout-session',
  summary: 'Starts a card checkout for featuring a published offer on this board for 7 or 30 days',
  description:
    "Featured offers come first in the search pages' default sort (three per page at most) and in the home's featured block until `featured_until`; a period still running is extended. `success_url` and `cancel_url` must be pages of this board. Answers `{data: {kind: \"checkout\", url, session_id}}`; the return is confirmed by `update-single-job-posting-checkout-session-status` like a posting's.",
  request: { params: publishParams, ...jsonRequest(featuredCheckoutBody) },
  responses: {
    200: json('Where to send the employer.'),
    ...errors,
    409: {
      description:
        '`offer_not_featurable`: the offer is not published on this board; `featured_not_sold`: the board does not sell that duration.',
    },
  },
});

const statusRoute = createRoute({
  method: 'put',
  path: '/jobboard/{board}/employer/offer/{id}/update-single-job-posting-checkout-session-status',
  summary: 'Asks Stripe for the session on return and publishes (or features) when paid (once)',
  request: { params: publishParams, ...jsonRequest(checkoutStatusBody) },
  responses: { 200: json('`{data: {status, offer}}`.'), ...errors },
});

const packageCheckoutRoute = createRoute({
  method: 'post',
  path: '/jobboard/{board}/employer/create-package-checkout-session',
  summary: "Starts a card checkout for one of the board's posting packages (credits for the team)",
  description:
    'Needs `manage_billing`. `package` is a key of the board\'s `postingPackages`; `success_url` and `cancel_url` must be pages of this board. Answers `{data: {kind: "checkout", url, session_id}}`; the return is confirmed by `package-checkout-session-status`.',
  request: { params: packageParams, ...jsonRequest(packageCheckoutBody) },
  responses: {
    200: json('Where to send the employer.'),
    ...errors,
    409: { description: '`packages_not_sold`: this board sells no posting package.' },
    422: { description: "`unknown_package`, or a return page that is not this board's." },
  },
});

const packageStatusRoute = createRoute({
  method: 'put',
  path: '/jobboard/{board}/employer/package-checkout-session-status',
  summary: "Asks Stripe for a package's session on return and grants the credits when paid (once)",
  request: { params: packageParams, ...jsonRequest(checkoutStatusBody) },
  responses: {
    200: json("`{data: {status, package, credits}}`: the team's credits per board after it."),
    ...errors,
    404: { description: 'Not a package checkout of your team.' },
  },
});

const creditsRoute = createRoute({
  method: 'get',
  path: '/ats/credits',
  summary: "The team's posting credits per board: what is left and until when",
  description:
    'Every employer of the team may read it. `{data: [{board, remaining, packages: [{id, postings, used, remaining, expires_at}]}]}`, expired and spent packages left out, those expiring first first.',
  responses: { 200: json('The balances in `data`.'), ...authErrors },
});

const unpublishRoute = createRoute({
  method: 'put',
  path: '/ats/offers/{id}/unpublish-from-all-jobboards',
  summary: 'Takes the offer off every board at once',
  request: { params: offerIdParams },
  responses: { 200: json('The offer in `data`.'), ...errors },
});

const fillErrors = {
  ...authErrors,
  404: { description: 'Not an offer of your team.' },
  409: {
    description:
      '`offer_not_fillable`: only a published offer can be marked filled; `offer_fill_grace_over`: filled more than 7 days ago, it can no longer be reopened.',
  },
};

const markFilledRoute = createRoute({
  method: 'put',
  path: '/ats/offers/{id}/mark-filled',
  summary: 'Marks the position filled: off search and lists at once, its page says so for 7 days',
  description:
    'Applying is then refused (409 `offer_filled`); after 7 days the page is a 404. Its publications are kept: reopening within the 7 days puts it back.',
  request: { params: offerIdParams },
  responses: { 200: json('The offer in `data` (status `filled`).'), ...fillErrors },
});

const reopenRoute = createRoute({
  method: 'put',
  path: '/ats/offers/{id}/reopen',
  summary: 'Undoes "filled" within 7 days: the offer is back where its publications run',
  request: { params: offerIdParams },
  responses: { 200: json('The offer in `data`.'), ...fillErrors },
});

const webhookRoute = createRoute({
  method: 'post',
  path: '/stripe/webhook',
  summary: "Stripe's webhook endpoint (raw body, `Stripe-Signature` verified)",
  description:
    'Handles `checkout.session.completed`, `checkout.session.async_payment_succeeded`, `checkout.session.expired` and `charge.refunded` (a refund not recorded yet, made in Stripe’s dashboard, is recorded with its credit note); other events are acknowledged and ignored.',
  responses: {
    200: json('`{received: true}`.'),
    400: { description: 'Missing, invalid or too old signature.' },
  },
});

export const publishingRoutes = new OpenAPIHono<AppEnv>();
// Named one by one: a wildcard under employer/offer also caught the applications routes mounted
// after these, and asked their manage_candidates members for the publishing permissions.
for (const path of [
  '/jobboard/:board/employer/offer/:id/publish',
  '/jobboard/:board/employer/offer/:id/create-single-job-posting-checkout-session',
  '/jobboard/:board/employer/offer/:id/create-featured-checkout-session',
  '/jobboard/:board/employer/offer/:id/update-single-job-posting-checkout-session-status',
  '/ats/offers/:id/unpublish-from-all-jobboards',
  '/ats/offers/:id/mark-filled',
  '/ats/offers/:id/reopen',
]) {
  publishingRoutes.use(path, employerOnly('can-publish-offer'));
  publishingRoutes.use(path, jsonBodyOnly);
}
// Buying a package is billing: the members who may see the invoices.
for (const path of [
  '/jobboard/:board/employer/create-package-checkout-session',
  '/jobboard/:board/employer/package-checkout-session-status',
]) {
  publishingRoutes.use(path, employerOnly('can-manage-billing'));
  publishingRoutes.use(path, jsonBodyOnly);
}
publishingRoutes.use('/ats/credits', employerOnly());

const fulfilEvents = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.expired',
]);

publishingRoutes
  .openapi(publishRoute, async (c) => {
    const { board, id } = c.req.valid('param');
    requestBoard(c, board);
    const ctx = await employerRequest(c, 'can-publish-offer');
    const body = c.req.header('content-type') ? c.req.valid('json') : {};
    const data = await publishOffer(
      ctx,
      c.get('runtime').boards,
      id,
      body.boards,
      body.use_credit ?? true,
    );
    return c.json({ data }, 200);
  })
  .openapi(checkoutRoute, async (c) => {
    const { board, id } = c.req.valid('param');
    requestBoard(c, board);
    const ctx = await employerRequest(c, 'can-publish-offer');
    const data = await startCheckout(
      ctx,
      c.get('runtime').boards,
      paymentGateway(c),
      id,
      c.req.valid('json'),
      requestOrigins(c),
    );
    return c.json({ data }, 200);
  })
  .openapi(featuredCheckoutRoute, async (c) => {
    const { board, id } = c.req.valid('param');
    requestBoard(c, board);
    const ctx = await employerRequest(c, 'can-publish-offer');
    const data = await startFeaturedCheckout(
      ctx,
      c.get('runtime').boards,
      paymentGateway(c),
      id,
      c.req.valid('json'),
      requestOrigins(c),
    );
    return c.json({ data }, 200);
  })
  .openapi(statusRoute, async (c) => {
    const { board, id } = c.req.valid('param');
    requestBoard(c, board);
    const ctx = await employerRequest(c, 'can-publish-offer');
    const { session_id } = c.req.valid('json');
    const data = await confirmCheckout(
      ctx,
      c.get('runtime').boards,
      paymentGateway(c),
      id,
      session_id,
    );
    return c.json({ data }, 200);
  })
  .openapi(packageCheckoutRoute, async (c) => {
    requestBoard(c, c.req.valid('param').board);
    const ctx = await employerRequest(c, 'can-manage-billing');
    const data = await startPackageCheckout(
      ctx,
      c.get('runtime').boards,
      paymentGateway(c),
      c.req.valid('json'),
      requestOrigins(c),
    );
    return c.json({ data }, 200);
  })
  .openapi(packageStatusRoute, async (c) => {
    requestBoard(c, c.req.valid('param').board);
    const ctx = await employerRequest(c, 'can-manage-billing');
    const data = await confirmPackageCheckout(
      ctx,
      c.get('runtime').boards,
      paymentGateway(c),
      c.req.valid('json').session_id,
    );
    return c.json({ data }, 200);
  })
  .openapi(creditsRoute, async (c) => {
    const ctx = await employerRequest(c);
    return c.json({ data: await teamCredits(ctx) }, 200);
  })
  .openapi(unpublishRoute, async (c) => {
    const ctx = await employerRequest(c, 'can-publish-offer');
    return c.json({ data: await unpublishFromAllBoards(ctx, c.req.valid('param').id) }, 200);
  })
  .openapi(markFilledRoute, async (c) => {
    const ctx = await employerRequest(c, 'can-publish-offer');
    return c.json({ data: await markOfferFilled(ctx, c.req.valid('param').id) }, 200);
  })
  .openapi(reopenRoute, async (c) => {
    const ctx = await employerRequest(c, 'can-publish-offer');
    return c.json({ data: await reopenOffer(ctx, c.req.valid('param').id) }, 200);
  })
  .openapi(webhookRoute, async (c) => {
    // The signature covers the exact bytes Stripe sent: read them raw, never re-serialised.
    const raw = await c.req.text();
    const event = await paymentGateway(c).verifyEvent(raw, c.req.header('stripe-signature'));
    if (fulfilEvents.has(event.type) && event.session) {
      const runtime = c.get('runtime');
      await fulfilCheckout(
        runtime.db,
        runtime.boards,
        event.session,
        event.id,
        runtime.now?.() ?? new Date(),
      );
    }
    if (event.type === 'charge.refunded' && event.charge) {
      const runtime = c.get('runtime');
      await recordChargeRefunds(
        runtime.db,
        runtime.boards,
        paymentGateway(c),
        event.charge,
        runtime.now?.() ?? new Date(),
      );
    }
    return c.json({ received: true }, 200);
  });
