import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import {
  messageInputSchema,
  messageThreadSchema,
  threadMessageSchema,
} from '../../contracts/application-messages';
import { boardPathParam, idSchema } from '../../contracts/common';
import { offerApplicationParams } from '../../contracts/employer-applications';
import { requestBoard } from '../../http/board';
import { employerRequest } from '../../http/employer-request';
import { candidateOnly, candidateRequest } from '../../http/profile-request';
import { jsonBodyOnly } from '../../http/same-origin';
import { teamOffer } from '../../services/employer-offers/team-scope';
import {
  readTeamThread,
  teamThread,
  writeToCandidate,
} from '../../services/application-messages/employer-messages';
import {
  candidateThread,
  readCandidateThread,
  writeToTeam,
} from '../../services/application-messages/candidate-messages';
import { authErrors, jsonRequest } from '../auth-openapi';

const jsonOf = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { 'application/json': { schema } },
});
const errors = {
  ...authErrors,
  404: { description: 'Not an application you may see.' },
  409: {
    description: 'A withdrawn application (or a deleted candidate): the thread is read-only.',
  },
  429: { description: 'Too many messages; see Retry-After.' },
};
const threadResponse = jsonOf('The thread, oldest first.', z.object({ data: messageThreadSchema }));
const sentResponse = jsonOf('The message.', z.object({ data: threadMessageSchema }));
const readResponse = jsonOf(
  'Read: nothing of the other side is unread.',
  z.object({ data: z.object({ unread: z.number().int() }) }),
);
const sendDescription =
  'Plain text, 2,000 characters at most. The other side gets it by mail in their language with a link to the thread (replies by mail are not read). Rate limited per writer.';

const teamBase = '/jobboard/{board}/employer/offer/{id}/applications/{applicationId}/messages';
const candidateBase = '/jobboard/{board}/user/applications/{id}/messages';
const candidateParams = z.object({ board: boardPathParam, id: idSchema });

const teamThreadRoute = createRoute({
  method: 'get',
  path: teamBase,
  summary: "An application's thread with the candidate (can-manage-candidate)",
  request: { params: offerApplicationParams },
  responses: { 200: threadResponse, ...errors },
});
const teamSendRoute = createRoute({
  method: 'post',
  path: teamBase,
  summary: 'The team writes to the candidate of an application',
  description: `${sendDescription} The candidate's mail is in the language they applied in.`,
  request: { params: offerApplicationParams, ...jsonRequest(messageInputSchema) },
  responses: { 201: sentResponse, ...errors },
});
const teamReadRoute = createRoute({
  method: 'post',
  path: `${teamBase}/read`,
  summary: "The team opened the thread: the candidate's messages are read (for the whole team)",
  request: { params: offerApplicationParams },
  responses: { 200: readResponse, ...errors },
});
const candidateThreadRoute = createRoute({
  method: 'get',
  path: candidateBase,
  summary: "The candidate's thread with the employer about one of their applications",
  request: { params: candidateParams },
  responses: { 200: threadResponse, ...errors },
});
const candidateSendRoute = createRoute({
  method: 'post',
  path: candidateBase,
  summary: 'The candidate writes to the team of one of their applications',
  description: `${sendDescription} Every team member who manages candidates is mailed, each in their language.`,
  request: { params: candidateParams, ...jsonRequest(messageInputSchema) },
  responses: { 201: sentResponse, ...errors },
});
const candidateReadRoute = createRoute({
  method: 'post',
  path: `${candidateBase}/read`,
  summary: "The candidate opened the thread: the employer's messages are read",
  request: { params: candidateParams },
  responses: { 200: readResponse, ...errors },
});

export const applicationMessageRoutes = new OpenAPIHono<AppEnv>();

// Who is asking is settled before a body or parameter is read, as for the rest of the
// application's routes: another team's offer is a 404 before a body is validated.
const teamPath = '/jobboard/:board/employer/offer/:id/applications/:applicationId/messages';
for (const path of [teamPath, `${teamPath}/*`]) {
  applicationMessageRoutes.use(path, async (c, next) => {
    requestBoard(c, c.req.param('board'));
    const ctx = await employerRequest(c, 'can-manage-candidate');
    const id = idSchema.safeParse(c.req.param('id'));
    if (id.success) await teamOffer(ctx, id.data);
    await next();
  });
  applicationMessageRoutes.use(path, jsonBodyOnly);
}
const candidatePath = '/jobboard/:board/user/applications/:id/messages';
for (const path of [candidatePath, `${candidatePath}/*`]) {
  applicationMessageRoutes.use(path, candidateOnly);
  applicationMessageRoutes.use(path, jsonBodyOnly);
}

applicationMessageRoutes
  .openapi(teamThreadRoute, async (c) => {
    const { id, applicationId } = c.req.valid('param');
    const ctx = await employerRequest(c, 'can-manage-candidate');
    return c.json({ data: await teamThread(ctx, id, applicationId) }, 200);
  })
  .openapi(teamSendRoute, async (c) => {
    const { id, applicationId } = c.req.valid('param');
    const ctx = await employerRequest(c, 'can-manage-candidate');
    const data = await writeToCandidate(ctx, id, applicationId, c.req.valid('json'));
    return c.json({ data }, 201);
  })
  .openapi(teamReadRoute, async (c) => {
    const { id, applicationId } = c.req.valid('param');
    const ctx = await employerRequest(c, 'can-manage-candidate');
    return c.json({ data: await readTeamThread(ctx, id, applicationId) }, 200);
  })
  .openapi(candidateThreadRoute, async (c) => {
    const { board, id } = c.req.valid('param');
    const { ctx } = await candidateRequest(c, board);
    return c.json({ data: await candidateThread(ctx, id) }, 200);
  })
  .openapi(candidateSendRoute, async (c) => {
    const { board, id } = c.req.valid('param');
    const { ctx } = await candidateRequest(c, board);
    return c.json({ data: await writeToTeam(ctx, id, c.req.valid('json')) }, 201);
  })
  .openapi(candidateReadRoute, async (c) => {
    const { board, id } = c.req.valid('param');
    const { ctx } = await candidateRequest(c, board);
    return c.json({ data: await readCandidateThread(ctx, id) }, 200);
  });
