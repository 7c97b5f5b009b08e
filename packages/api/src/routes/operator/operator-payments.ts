import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { idSchema } from '../../contracts/common';
import { paginationMeta } from '../../contracts/pagination';
import {
  paymentsQuerySchema,
  refundPaymentSchema,
  revenueQuerySchema,
  type RevenueQuery,
} from '../../contracts/operator/payments';
import {
  consoleHostOnly,
  operatorContext,
  operatorOnly,
  signedOperator,
} from '../../http/operator-session';
import { paymentGateway } from '../../http/payments';
import { jsonBodyOnly } from '../../http/same-origin';
import { listPayments } from '../../services/operator/payments/list-payments';
import { refundPayment } from '../../services/operator/payments/refund-payment';
import { revenueCsv, revenueReport } from '../../services/operator/payments/revenue';
import { authErrors, json, jsonRequest } from '../auth-openapi';

/** The console's payments: the list, refunds through Stripe, revenue per board and its CSV. */
const consoleErrors = {
  ...authErrors,
  401: { description: 'No console session.' },
  404: {
    description: 'Not the console host, or a payment outside the operator’s boards.',
  },
} as const;

const paymentsRoute = createRoute({
  method: 'get',
  path: '/operator/payments',
  request: { query: paymentsQuerySchema },
  responses: {
    200: json(
      'Payments of the operator’s boards, newest first, with refunded amount, status and invoice, in `data`, with `meta`.',
    ),
    ...consoleErrors,
  },
});
const refundRoute = createRoute({
  method: 'post',
  path: '/operator/payments/{id}/refund',
  request: {
    params: z.object({ id: idSchema.openapi({ param: { name: 'id', in: 'path' } }) }),
    ...jsonRequest(refundPaymentSchema),
  },
  responses: {
    200: json(
      'Refunded through Stripe, with its credit note, paid-period change, mail to the employer and audit line; the refund in `data`.',
    ),
    ...consoleErrors,
    409: {
      description:
        '`nothing_to_refund` (all of it was refunded, by a concurrent call too) or `payment_not_refundable` (not paid).',
    },
  },
});
const revenueRoute = createRoute({
  method: 'get',
  path: '/operator/revenue',
  request: { query: revenueQuerySchema },
  responses: {
    200: json(
      'Monthly revenue per board of the year from invoices and credit notes (cents), in `data`; CSV with `format=csv`.',
    ),
    ...consoleErrors,
  },
});
const revenueCsvRoute = createRoute({
  method: 'get',
  path: '/operator/revenue.csv',
  request: { query: revenueQuerySchema },
  responses: {
    200: {
      description: 'The revenue report as CSV (UTF-8 with BOM, dollars with a dot), as attachment.',
      content: { 'text/csv': { schema: z.string() } },
    },
    ...consoleErrors,
  },
});

export const operatorPaymentsRoutes = new OpenAPIHono<AppEnv>();
for (const path of [
  '/operator/payments',
  '/operator/payments/*',
  '/operator/revenue',
  '/operator/revenue.csv',
]) {
  operatorPaymentsRoutes.use(path, consoleHostOnly);
  operatorPaymentsRoutes.use(path, operatorOnly);
}
operatorPaymentsRoutes.use('/operator/payments/*', jsonBodyOnly);

async function revenueAnswer(c: Context<AppEnv>, query: RevenueQuery, csv: boolean) {
  const operator = signedOperator(c);
  const ctx = operatorContext(c);
  const report = await revenueReport(ctx, operator, query);
  c.header('cache-control', 'no-store');
  if (!csv) return c.json({ data: report }, 200);
  const name = `revenue-${query.board ?? 'all'}-${report.year}.csv`;
  c.header('content-type', 'text/csv; charset=utf-8');
  c.header('content-disposition', `attachment; filename="${name}"`);
  return c.body(revenueCsv(report, ctx.locale), 200);
}

operatorPaymentsRoutes
  .openapi(paymentsRoute, async (c) => {
    const operator = signedOperator(c);
    c.header('cache-control', 'no-store');
    const { rows, total, page, perPage } = await listPayments(
      operatorContext(c),
      operator,
      c.req.valid('query'),
    );
    return c.json({ data: rows, meta: paginationMeta(page, perPage, total) }, 200);
  })
  .openapi(refundRoute, async (c) => {
    const operator = signedOperator(c);
    const { id } = c.req.valid('param');
    const data = await refundPayment(
      operatorContext(c),
      c.get('runtime').boards,
      paymentGateway(c),
      operator,
      id,
      c.req.valid('json'),
    );
    return c.json({ data }, 200);
  })
  .openapi(revenueRoute, async (c) => {
    const query = c.req.valid('query');
    return revenueAnswer(c, query, query.format === 'csv') as never;
  })
  .openapi(revenueCsvRoute, async (c) => revenueAnswer(c, c.req.valid('query'), true) as never);
