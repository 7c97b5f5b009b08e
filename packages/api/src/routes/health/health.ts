import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { checkReadiness } from '../../services/readiness/readiness';
import { probeDatabase } from '../../services/readiness/database-probe';

const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  responses: {
    200: {
      description: 'The service and its database answer.',
      content: {
        'application/json': {
          schema: z.object({
            status: z.literal('ok'),
            driver: z.enum(['pglite', 'pg']),
            db: z.literal('ok'),
          }),
        },
      },
    },
  },
});

export const healthRoutes = new OpenAPIHono<AppEnv>().openapi(healthRoute, async (c) => {
  const { db, driver } = c.get('runtime');
  // A real round trip (a health check that skips the database proves nothing), shared by
  // concurrent checks and run ahead of queued queries: see services/readiness/database-probe.ts.
  await probeDatabase(db);
  return c.json({ status: 'ok' as const, driver, db: 'ok' as const }, 200);
});

const readinessSchema = z.object({
  status: z.enum(['ready', 'not-ready']),
  checks: z.object({
    database: z.enum(['ok', 'unreachable']),
    migrations: z.enum(['ok', 'behind', 'ahead', 'unknown']),
    storage: z.enum(['ok', 'failing']),
    mail: z.enum(['smtp', 'dev-mailbox', 'not-configured']),
    shutdown: z.enum(['no', 'draining']),
  }),
});

const readyRoute = createRoute({
  method: 'get',
  path: '/ready',
  summary: 'Readiness for a load balancer (liveness is /api/health)',
  responses: {
    200: {
      description: 'Ready: database, migrations, storage and mail are in order.',
      content: { 'application/json': { schema: readinessSchema } },
    },
    503: {
      description: 'Not ready: the failing part is named; also while shutting down.',
      content: { 'application/json': { schema: readinessSchema } },
    },
  },
});

export const readinessRoutes = new OpenAPIHono<AppEnv>().openapi(readyRoute, async (c) => {
  const { ready, checks } = await checkReadiness(c.get('runtime'));
  c.header('cache-control', 'no-store');
  return ready
    ? c.json({ status: 'ready' as const, checks }, 200)
    : c.json({ status: 'not-ready' as const, checks }, 503);
});
