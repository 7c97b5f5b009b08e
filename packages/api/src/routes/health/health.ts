import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { probeDatabase } from './health-probe';

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
  // concurrent checks and run ahead of queued queries: see health-probe.ts.
  await probeDatabase(db);
  return c.json({ status: 'ok' as const, driver, db: 'ok' as const }, 200);
});
