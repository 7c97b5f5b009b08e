import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { limitBody } from '../../http/body-limits';
import { applicationSchema, applyRegisterSchema, applySchema } from '../../contracts/applications';
import { boardPathParam, idSchema } from '../../contracts/common';
import { boardOfferParams } from '../../contracts/offers';
import { DomainError } from '../../errors';
import { fileResponse } from '../../http/file-response';
import { fieldIssues } from '../../http/validation';
import { serviceContext } from '../../http/board';
import { candidateOnly, candidateRequest, profileAdapters } from '../../http/profile-request';
import { jsonBodyOnly } from '../../http/same-origin';
import { authContext, currentSession, setSessionCookie } from '../../http/session';
import {
  applyAndRegister,
  countApplyRegisterPost,
} from '../../services/applications/apply-and-register';
import { applyToOffer } from '../../services/applications/apply-to-offer';
import {
  listMyApplications,
  readApplicationResume,
  withdrawApplication,
} from '../../services/applications/my-applications';
import { authErrors, jsonRequest } from '../auth-openapi';

const one = (description: string) => ({
  description,
  content: { 'application/json': { schema: z.object({ data: applicationSchema }) } },
});
const errors = {
  ...authErrors,
  404: { description: 'Not a live offer of this board, or not your application.' },
  409: { description: 'Already applied: the message and `applied_at` give the first date.' },
  413: { description: 'File size exceeded.' },
  415: { description: 'Not JSON, or (apply-register) a resume whose content is not a document.' },
};

const applyRoute = createRoute({
  method: 'post',
  path: '/jobboard/{board}/offers/{id}/apply',
  summary: 'A signed-in candidate applies with one of their resumes',
  description:
    'One application per candidate and offer (a unique index: concurrent retries make one). The resume and cover letter are copied: later profile changes do not reach the employer.',
  request: { params: boardOfferParams, ...jsonRequest(applySchema) },
  responses: { 201: one('The application.'), ...errors },
});

const applyRegisterRoute = createRoute({
  method: 'post',
  path: '/jobboard/{board}/offers/{id}/apply-register',
  summary: 'A visitor applies and creates their account (multipart; the file in `resume`)',
  description:
    'Account (unconfirmed, confirmation mail queued), resume and application in one transaction; signs the candidate in (session cookie). An e-mail that has an account on this board is a 422 on `email`.',
  request: {
    params: boardOfferParams,
    body: { required: true, content: { 'multipart/form-data': { schema: applyRegisterSchema } } },
  },
  responses: {
    201: {
      description: 'Signed up, signed in and applied.',
      content: {
        'application/json': {
          schema: z.object({ data: z.object({}).passthrough(), application: applicationSchema }),
        },
      },
    },
    ...errors,
  },
});

const params = z.object({ board: boardPathParam });
const idParams = z.object({ board: boardPathParam, id: idSchema });

const listRoute = createRoute({
  method: 'get',
  path: '/jobboard/{board}/user/applications',
  summary: "The candidate's applications on this board, newest first",
  request: { params },
  responses: {
    200: {
      description: 'Applications with their offer as it is now.',
      content: { 'application/json': { schema: z.object({ data: z.array(applicationSchema) }) } },
    },
    ...errors,
  },
});

const withdrawRoute = createRoute({
  method: 'post',
  path: '/jobboard/{board}/user/applications/{id}/withdraw',
  summary: 'Withdraws an application (the employer sees it withdrawn)',
  request: { params: idParams },
  responses: { 200: one('The withdrawn application.'), ...errors },
});

const resumeRoute = createRoute({
  method: 'get',
  path: '/jobboard/{board}/user/applications/{id}/resume',
  summary: 'The resume as this application sent it (owner only, as an attachment)',
  request: { params: idParams },
  responses: {
    200: { description: 'The file, `Content-Disposition: attachment`, `nosniff`.' },
    ...errors,
  },
});

export const applicationRoutes = new OpenAPIHono<AppEnv>();

// Who is asking is settled before the body is read: guests 401; an employer gets a notice
// that employers cannot apply.
applicationRoutes.use('/jobboard/:board/offers/:id/apply', async (c, next) => {
  const state = await currentSession(c);
  if (state?.user.guard === 'ats') throw DomainError.forbidden('employers_cannot_apply');
  await candidateRequest(c, c.req.param('board'));
  await next();
});
applicationRoutes.use('/jobboard/:board/offers/:id/apply', jsonBodyOnly);
applicationRoutes.on('POST', '/jobboard/:board/offers/:id/apply-register', async (c, next) => {
  // The board in the path must be the host's before anything is read.
  serviceContext(c, c.req.param('board'));
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'multipart/form-data') throw new DomainError('unsupported_media_type');
  await countApplyRegisterPost(authContext(c));
  // Refused before the body is read whole: Content-Length first, then bytes counted as they
  // stream. The margin is the form's other fields and the multipart envelope.
  return limitBody(profileAdapters(c).uploadMaxBytes + 64 * 1024)(c, next);
});
applicationRoutes.use('/jobboard/:board/user/applications', candidateOnly);
applicationRoutes.use('/jobboard/:board/user/applications/*', candidateOnly);
applicationRoutes.use('/jobboard/:board/user/applications/*', jsonBodyOnly);

applicationRoutes
  .openapi(applyRoute, async (c) => {
    const { board, id } = c.req.valid('param');
    const { ctx, state } = await candidateRequest(c, board);
    const data = await applyToOffer(ctx, profileAdapters(c), id, c.req.valid('json'), state.user);
    return c.json({ data }, 201);
  })
  .openapi(applyRegisterRoute, async (c) => {
    const { board, id } = c.req.valid('param');
    serviceContext(c, board);
    // A body the validator skipped is checked here all the same.
    const form = applyRegisterSchema.safeParse(c.req.valid('form'));
    if (!form.success) throw DomainError.invalid(fieldIssues(form.error, 'resume'));
    const done = await applyAndRegister(authContext(c), profileAdapters(c), id, form.data);
    setSessionCookie(c, done.session);
    return c.json({ data: done.user, application: done.application }, 201);
  })
  .openapi(listRoute, async (c) => {
    const { ctx } = await candidateRequest(c, c.req.valid('param').board);
    return c.json({ data: await listMyApplications(ctx) }, 200);
  })
  .openapi(withdrawRoute, async (c) => {
    const { board, id } = c.req.valid('param');
    const { ctx } = await candidateRequest(c, board);
    return c.json({ data: await withdrawApplication(ctx, id) }, 200);
  })
  .openapi(resumeRoute, async (c) => {
    const { board, id } = c.req.valid('param');
    const { ctx } = await candidateRequest(c, board);
    const file = await readApplicationResume(ctx, profileAdapters(c).storage, id);
    return fileResponse(file, 'attachment', 'resume');
  });
