import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { boardPathParam, idSchema } from '../../contracts/common';
import { jobAlertSchema } from '../../contracts/job-alerts';
import { candidateOnly, candidateRequest } from '../../http/profile-request';
import {
  deleteCandidateAlert,
  listCandidateAlerts,
} from '../../services/job-alerts/candidate-alerts';
import { authErrors, messageSchema } from '../auth-openapi';

const params = z.object({ board: boardPathParam });

const listRoute = createRoute({
  method: 'get',
  path: '/jobboard/{board}/user/job-alerts',
  summary: "The candidate's job alerts on this board, newest first",
  request: { params },
  responses: {
    200: {
      description: 'Alerts.',
      content: {
        'application/json': {
          schema: z.object({ data: z.array(jobAlertSchema.openapi('JobAlert')) }),
        },
      },
    },
    ...authErrors,
  },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/jobboard/{board}/user/job-alerts/{id}',
  summary: "Deletes one of the candidate's alerts (idempotent)",
  request: { params: params.extend({ id: idSchema }) },
  responses: {
    200: { description: 'Done.', content: { 'application/json': { schema: messageSchema } } },
    ...authErrors,
  },
});

export const jobAlertProfileRoutes = new OpenAPIHono<AppEnv>();
jobAlertProfileRoutes.use('/jobboard/:board/user/job-alerts', candidateOnly);
jobAlertProfileRoutes.use('/jobboard/:board/user/job-alerts/*', candidateOnly);

jobAlertProfileRoutes
  .openapi(listRoute, async (c) => {
    const { ctx } = await candidateRequest(c, c.req.valid('param').board);
    return c.json({ data: await listCandidateAlerts(ctx) }, 200);
  })
  .openapi(deleteRoute, async (c) => {
    const { board, id } = c.req.valid('param');
    const { ctx } = await candidateRequest(c, board);
    await deleteCandidateAlert(ctx, id);
    return c.json({ message: 'deleted' }, 200);
  });
