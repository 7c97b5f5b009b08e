import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { employerRequest } from '../../http/employer-request';
import { syncKinds, type SyncKind } from '../../services/sync/sync-adapter';
import { authErrors } from '../auth-openapi';

const syncRoute = (kind: SyncKind) =>
  createRoute({
    method: 'post',
    path: `/sync/${kind}`,
    summary: `Reconciles the employer's ${kind} with the applicant-tracking side`,
    description:
      'Signed-in employers; the front end calls profile, enterprises then offers in sequence after sign-in (failures only logged) and from "Sync now" (each step\'s counts or failure shown, a failed step retried); 503 when the applicant-tracking app does not answer.',
    responses: {
      200: {
        description: 'What was checked and repaired.',
        content: {
          'application/json': {
            schema: z.object({
              data: z.object({
                kind: z.enum(syncKinds),
                adapter: z.enum(['embedded', 'http']),
                checked: z.number().int(),
                repaired: z.number().int(),
              }),
            }),
          },
        },
      },
      ...authErrors,
      503: { description: 'The applicant-tracking app did not answer.' },
    },
  });

export const syncRoutes = new OpenAPIHono<AppEnv>();
for (const kind of syncKinds) {
  syncRoutes.openapi(syncRoute(kind), async (c) => {
    const ctx = await employerRequest(c);
    const adapter = c.get('runtime').sync;
    const report = await adapter.sync(ctx.db, kind, {
      userId: ctx.userId,
      teamId: ctx.teamId,
      board: ctx.board,
    });
    return c.json({ data: { ...report, adapter: adapter.name } }, 200);
  });
}
