import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { changePasswordSchema, employerProfileSchema } from '../../contracts/auth';
import { boardPathParam } from '../../contracts/common';
import { requireCandidate, requireEmployer, requireUser } from '../../http/guards';
import { requestBoard } from '../../http/board';
import { jsonBodyOnly } from '../../http/same-origin';
import { authContext } from '../../http/session';
import { loadAccountUser } from '../../services/auth/account-user';
import { resendConfirmation } from '../../services/auth/email-confirmation';
import { changePassword, updateEmployerProfile } from '../../services/auth/employer-account';
import { DomainError } from '../../errors';
import { authErrors, json, jsonRequest, messageResponse } from '../auth-openapi';
import { authText } from '../auth-texts';

/** Endpoints of a signed-in user: who am I, resend the confirmation, employer profile. */
const boardParams = { params: z.object({ board: boardPathParam }) };

const meRoute = createRoute({
  method: 'get',
  path: '/jobboard/{board}/me',
  request: boardParams,
  responses: { 200: json('The signed-in user in `data` (spec section 3).'), ...authErrors },
});
const resendCandidateRoute = createRoute({
  method: 'post',
  path: '/jobboard/{board}/user/email-confirmation/resend',
  request: boardParams,
  responses: { 200: messageResponse('A new confirmation mail is queued.'), ...authErrors },
});
const resendEmployerRoute = createRoute({
  method: 'post',
  path: '/jobboard/{board}/employer/email-confirmation/resend',
  request: boardParams,
  responses: { 200: messageResponse('A new confirmation mail is queued.'), ...authErrors },
});
const profileRoute = createRoute({
  method: 'put',
  path: '/ats/profile',
  request: jsonRequest(employerProfileSchema),
  responses: { 200: json('The updated employer in `data`.'), ...authErrors },
});
const changePasswordRoute = createRoute({
  method: 'put',
  path: '/ats/auth/change-password',
  request: jsonRequest(changePasswordSchema),
  responses: { 200: messageResponse('Changed; the other sessions are over.'), ...authErrors },
});

export const accountSessionRoutes = new OpenAPIHono<AppEnv>();
// Exact paths only: a sub-app's middleware applies app-wide once mounted, and other features
// take multipart bodies under /jobboard/{board}/... (documents, apply-register).
accountSessionRoutes.use('/ats/profile', jsonBodyOnly);
// Who is asking is settled before the body is validated: an anonymous call is a 401, not a 422
// (the authorisation matrix, e2e/tests/security/authorization-matrix.ts).
for (const path of ['/ats/profile', '/ats/auth/change-password'])
  accountSessionRoutes.use(path, async (c, next) => {
    await requireEmployer(c);
    await next();
  });

accountSessionRoutes
  .openapi(meRoute, async (c) => {
    requestBoard(c, c.req.valid('param').board);
    const { user } = await requireUser(c);
    const data = await loadAccountUser(c.get('runtime').db, user.id);
    if (!data) throw DomainError.notFound();
    return c.json({ data }, 200);
  })
  .openapi(resendCandidateRoute, async (c) => {
    requestBoard(c, c.req.valid('param').board);
    const { user } = await requireCandidate(c);
    await resendConfirmation(authContext(c), user);
    return c.json({ message: authText('confirmation_sent', c.get('locale')) }, 200);
  })
  .openapi(resendEmployerRoute, async (c) => {
    requestBoard(c, c.req.valid('param').board);
    const { user } = await requireEmployer(c);
    await resendConfirmation(authContext(c), user);
    return c.json({ message: authText('confirmation_sent', c.get('locale')) }, 200);
  })
  .openapi(profileRoute, async (c) => {
    const { user } = await requireEmployer(c);
    const data = await updateEmployerProfile(authContext(c), user, c.req.valid('json'));
    return c.json({ data }, 200);
  })
  .openapi(changePasswordRoute, async (c) => {
    const { user, session } = await requireEmployer(c);
    await changePassword(authContext(c), user, session.id, c.req.valid('json'));
    return c.json({ message: authText('password_changed', c.get('locale')) }, 200);
  });
