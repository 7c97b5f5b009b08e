import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { healthQuerySchema } from '../../contracts/operator/health';
import {
  consoleHostOnly,
  operatorContext,
  operatorOnly,
  signedOperator,
} from '../../http/operator-session';
import { boardHealth } from '../../services/operator/health/board-health';
import { authErrors, json } from '../auth-openapi';

/** The console's board health dashboard (issue 40): daily figures of the operator's boards. */
const healthRoute = createRoute({
  method: 'get',
  path: '/operator/health',
  request: { query: healthQuerySchema },
  responses: {
    200: json(
      'For `board` (a key of the operator’s, or `all`) over the last `days` (7, 30 or 90) days in the America/Toronto calendar: `live_offers` now, `totals` and a `series` with one point per day (zeros included) of new offers, applications, reports, alert digests sent, mail failed and retried, payments and their amount in cents, in `data`.',
    ),
    ...authErrors,
    401: { description: 'No console session.' },
    404: { description: 'Not the console host, or a board outside the operator’s boards.' },
    422: { description: '`days` is not 7, 30 or 90.' },
  },
});

export const operatorHealthRoutes = new OpenAPIHono<AppEnv>();
operatorHealthRoutes.use('/operator/*', consoleHostOnly);
operatorHealthRoutes.use('/operator/health', operatorOnly);

operatorHealthRoutes.openapi(healthRoute, async (c) => {
  const operator = signedOperator(c);
  c.header('cache-control', 'no-store');
  const data = await boardHealth(operatorContext(c), operator, c.req.valid('query'));
  return c.json({ data }, 200);
});
