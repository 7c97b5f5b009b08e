import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import {
  employerInterviewParams,
  interviewInputSchema,
  interviewSchema,
} from '../../contracts/interviews';
import { idSchema } from '../../contracts/common';
import { requestBoard } from '../../http/board';
import { teamApplication } from '../../services/employer-applications/team-application';
import { employerRequest } from '../../http/employer-request';
import { jsonBodyOnly } from '../../http/same-origin';
import {
  cancelInterview,
  proposeInterview,
  teamInterview,
} from '../../services/interviews/employer-interviews';
import { authErrors, jsonRequest } from '../auth-openapi';

const base = '/jobboard/{board}/employer/offer/{id}/applications/{applicationId}/interview';
const errors = {
  ...authErrors,
  404: { description: "Not an application of your team's offer, or no interview on it." },
  409: { description: 'A withdrawn application, or a deleted candidate: no interview.' },
};
const one = (description: string) => ({
  description,
  content: { 'application/json': { schema: z.object({ data: interviewSchema }) } },
});

const showRoute = createRoute({
  method: 'get',
  path: base,
  summary: "The application's interview and the candidate's answer (null when none)",
  request: { params: employerInterviewParams },
  responses: {
    200: {
      description: 'The interview, cancelled ones included, or null.',
      content: {
        'application/json': { schema: z.object({ data: interviewSchema.nullable() }) },
      },
    },
    ...errors,
  },
});

const proposeRoute = createRoute({
  method: 'put',
  path: base,
  summary: 'Proposes an interview, or changes the one proposed',
  description:
    "`date` and `time` are the board's clock (America/Toronto). The application moves to `interview` (history line). The candidate gets the invitation in the language they applied in, with an `.ics` (METHOD:REQUEST, a reminder); a change sends the same UID with the next SEQUENCE and asks them again.",
  request: { params: employerInterviewParams, ...jsonRequest(interviewInputSchema) },
  responses: { 200: one('The interview as proposed.'), ...errors },
});

const cancelRoute = createRoute({
  method: 'post',
  path: `${base}/cancel`,
  summary: 'Cancels the interview (the candidate gets METHOD:CANCEL, next SEQUENCE)',
  description: 'Cancelling a cancelled interview changes nothing and sends nothing.',
  request: { params: employerInterviewParams },
  responses: { 200: one('The cancelled interview.'), ...errors },
});

export const employerInterviewRoutes = new OpenAPIHono<AppEnv>();
const guardPath = '/jobboard/:board/employer/offer/:id/applications/:applicationId/interview';
for (const path of [guardPath, `${guardPath}/*`]) {
  // Who is asking is settled before the body is read.
  employerInterviewRoutes.use(path, async (c, next) => {
    requestBoard(c, c.req.param('board'));
    const ctx = await employerRequest(c, 'can-manage-candidate');
    // Another team's application is 404 before a body is validated, as an unknown id.
    const id = idSchema.safeParse(c.req.param('id'));
    const applicationId = idSchema.safeParse(c.req.param('applicationId'));
    if (id.success && applicationId.success) {
      await teamApplication(ctx, id.data, applicationId.data);
    }
    await next();
  });
  employerInterviewRoutes.use(path, jsonBodyOnly);
}

employerInterviewRoutes
  .openapi(showRoute, async (c) => {
    const { id, applicationId } = c.req.valid('param');
    const ctx = await employerRequest(c, 'can-manage-candidate');
    return c.json({ data: await teamInterview(ctx, id, applicationId) }, 200);
  })
  .openapi(proposeRoute, async (c) => {
    const { id, applicationId } = c.req.valid('param');
    const ctx = await employerRequest(c, 'can-manage-candidate');
    const data = await proposeInterview(ctx, id, applicationId, c.req.valid('json'));
    return c.json({ data }, 200);
  })
  .openapi(cancelRoute, async (c) => {
    const { id, applicationId } = c.req.valid('param');
    const ctx = await employerRequest(c, 'can-manage-candidate');
    return c.json({ data: await cancelInterview(ctx, id, applicationId) }, 200);
  });
