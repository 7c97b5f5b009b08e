import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { boardPathParam, idSchema } from '../../contracts/common';
import {
  candidateInterviewParams,
  interviewAnswerSchema,
  interviewSchema,
} from '../../contracts/interviews';
import { candidateOnly, candidateRequest } from '../../http/profile-request';
import { jsonBodyOnly } from '../../http/same-origin';
import { ownApplication } from '../../services/applications/own-application';
import { answerInterview, myInterviews } from '../../services/interviews/candidate-interviews';
import { authErrors, jsonRequest } from '../auth-openapi';

const errors = {
  ...authErrors,
  404: { description: 'Not your application, or no interview on it.' },
  409: { description: 'The interview was cancelled.' },
};

const listRoute = createRoute({
  method: 'get',
  path: '/jobboard/{board}/user/interviews',
  summary: "The interviews proposed on the candidate's applications on this board",
  request: { params: z.object({ board: boardPathParam }) },
  responses: {
    200: {
      description: 'Cancelled ones included; `application_id` ties each to My applications.',
      content: { 'application/json': { schema: z.object({ data: z.array(interviewSchema) }) } },
    },
    ...errors,
  },
});

const answerRoute = createRoute({
  method: 'post',
  path: '/jobboard/{board}/user/applications/{id}/interview/answer',
  summary: 'The candidate accepts or declines the interview (the employer sees the answer)',
  description: 'The same answer again is a 200 with nothing changed; a cancelled interview is 409.',
  request: { params: candidateInterviewParams, ...jsonRequest(interviewAnswerSchema) },
  responses: {
    200: {
      description: 'The interview with the answer.',
      content: { 'application/json': { schema: z.object({ data: interviewSchema }) } },
    },
    ...errors,
  },
});

export const myInterviewRoutes = new OpenAPIHono<AppEnv>();
myInterviewRoutes.use('/jobboard/:board/user/interviews', candidateOnly);
myInterviewRoutes.use('/jobboard/:board/user/applications/:id/interview/*', candidateOnly);
// Someone else's application is 404 before a body is read, as an unknown id.
myInterviewRoutes.use('/jobboard/:board/user/applications/:id/interview/*', async (c, next) => {
  const { ctx } = await candidateRequest(c, c.req.param('board'));
  const id = idSchema.safeParse(c.req.param('id'));
  if (id.success) await ownApplication(ctx, id.data);
  await next();
});
myInterviewRoutes.use('/jobboard/:board/user/applications/:id/interview/*', jsonBodyOnly);

myInterviewRoutes
  .openapi(listRoute, async (c) => {
    const { ctx } = await candidateRequest(c, c.req.valid('param').board);
    return c.json({ data: await myInterviews(ctx) }, 200);
  })
  .openapi(answerRoute, async (c) => {
    const { board, id } = c.req.valid('param');
    const { ctx } = await candidateRequest(c, board);
    return c.json({ data: await answerInterview(ctx, id, c.req.valid('json')) }, 200);
  });
