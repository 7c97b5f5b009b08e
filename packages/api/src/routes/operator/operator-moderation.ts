import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { idSchema } from '../../contracts/common';
import { paginationMeta } from '../../contracts/pagination';
import {
  approveOfferSchema,
  auditQuerySchema,
  dismissReportSchema,
  rejectOfferSchema,
} from '../../contracts/operator/moderation';
import {
  consoleHostOnly,
  operatorContext,
  operatorOnly,
  signedOperator,
} from '../../http/operator-session';
import { jsonBodyOnly } from '../../http/same-origin';
import { listAudit } from '../../services/operator/audit/audit-log';
import { approveOffer } from '../../services/operator/moderation/approve-offer';
import { moderationQueue } from '../../services/operator/moderation/moderation-queue';
import { dismissReport } from '../../services/operator/reports/dismiss-report';
import { rejectOffer } from '../../services/operator/reports/reject-offer';
import { reportsQueue } from '../../services/operator/reports/reports-queue';
import { authErrors, json, jsonRequest } from '../auth-openapi';

/**
 * The console's moderation: the held offers and the report queue, approving, dismissing a
 * report, rejecting an offer (reported or held), the audit log.
 */
const consoleErrors = {
  ...authErrors,
  401: { description: 'No console session.' },
  404: {
    description:
      'Not the console host, or a report, offer or board outside the operator’s boards (told apart from none).',
  },
  409: { description: 'The report was handled already, or the offer is no longer held.' },
} as const;

const idParam = {
  params: z.object({ id: idSchema.openapi({ param: { name: 'id', in: 'path' } }) }),
};

const moderationRoute = createRoute({
  method: 'get',
  path: '/operator/moderation',
  responses: {
    200: json(
      'Held offers of the operator’s boards with their scam signals and evidence, oldest first, in `data`.',
    ),
    ...consoleErrors,
  },
});
const approveRoute = createRoute({
  method: 'post',
  path: '/operator/offers/{id}/approve',
  request: { ...idParam, ...jsonRequest(approveOfferSchema) },
  responses: {
    200: json(
      'Public on that board at once, the team mailed, an audit line written; `expires_at` in `data`.',
    ),
    ...consoleErrors,
  },
});
const reportsRoute = createRoute({
  method: 'get',
  path: '/operator/reports',
  responses: {
    200: json('Open reports of the operator’s boards grouped by offer, newest first, in `data`.'),
    ...consoleErrors,
  },
});
const dismissRoute = createRoute({
  method: 'post',
  path: '/operator/reports/{id}/dismiss',
  request: { ...idParam, ...jsonRequest(dismissReportSchema) },
  responses: { 200: json('The report is dismissed; an audit line is written.'), ...consoleErrors },
});
const rejectRoute = createRoute({
  method: 'post',
  path: '/operator/offers/{id}/reject',
  request: { ...idParam, ...jsonRequest(rejectOfferSchema) },
  responses: {
    200: json(
      'Off that board, its reports actioned, the team mailed; `actioned_reports` in `data`.',
    ),
    ...consoleErrors,
  },
});
const auditRoute = createRoute({
  method: 'get',
  path: '/operator/audit',
  request: { query: auditQuerySchema },
  responses: {
    200: json('Audit lines the operator may read, newest first, in `data`, with `meta`.'),
    ...consoleErrors,
  },
});

export const operatorModerationRoutes = new OpenAPIHono<AppEnv>();
operatorModerationRoutes.use('/operator/*', consoleHostOnly);
for (const path of [
  '/operator/moderation',
  '/operator/reports',
  '/operator/reports/*',
  '/operator/offers/*',
  '/operator/audit',
])
  operatorModerationRoutes.use(path, operatorOnly);
operatorModerationRoutes.use('/operator/reports/*', jsonBodyOnly);
operatorModerationRoutes.use('/operator/offers/*', jsonBodyOnly);

operatorModerationRoutes
  .openapi(moderationRoute, async (c) => {
    const operator = signedOperator(c);
    c.header('cache-control', 'no-store');
    return c.json({ data: await moderationQueue(operatorContext(c), operator) }, 200);
  })
  .openapi(approveRoute, async (c) => {
    const operator = signedOperator(c);
    const { id } = c.req.valid('param');
    const data = await approveOffer(operatorContext(c), operator, id, c.req.valid('json'));
    return c.json({ data }, 200);
  })
  .openapi(reportsRoute, async (c) => {
    const operator = signedOperator(c);
    c.header('cache-control', 'no-store');
    return c.json({ data: await reportsQueue(operatorContext(c), operator) }, 200);
  })
  .openapi(dismissRoute, async (c) => {
    const operator = signedOperator(c);
    const { id } = c.req.valid('param');
    await dismissReport(operatorContext(c), operator, id, c.req.valid('json'));
    return c.json({ data: { id, status: 'dismissed' } }, 200);
  })
  .openapi(rejectRoute, async (c) => {
    const operator = signedOperator(c);
    const { id } = c.req.valid('param');
    const data = await rejectOffer(operatorContext(c), operator, id, c.req.valid('json'));
    return c.json({ data }, 200);
  })
  .openapi(auditRoute, async (c) => {
    const operator = signedOperator(c);
    c.header('cache-control', 'no-store');
    const { rows, total, page, perPage } = await listAudit(
      operatorContext(c),
      operator,
      c.req.valid('query'),
    );
    return c.json({ data: rows, meta: paginationMeta(page, perPage, total) }, 200);
  });
