import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Guard } from '@jobboard/db/schema/enums';
import type { AppEnv } from '../../context';
import {
  candidateSignupSchema,
  employerSignupSchema,
  forgotPasswordSchema,
  loginSchema,
} from '../../contracts/auth';
import { jsonBodyOnly } from '../../http/same-origin';
import {
  authContext,
  clearSessionCookie,
  currentSession,
  setSessionCookie,
} from '../../http/session';
import { requestPasswordReset } from '../../services/auth/password-reset';
import { signIn } from '../../services/auth/sign-in';
import { signUp } from '../../services/auth/sign-up';
import { closeSession } from '../../services/auth/sessions';
import { authErrors, json, jsonRequest, messageResponse } from '../auth-openapi';
import { authText } from '../auth-texts';

const prefixOf: Record<Guard, string> = { jobboard: '/jobboard', ats: '/ats' };

/**
 * Sign-up, sign-in, sign-out and forgot-password: the same four endpoints for candidates
 * (`/jobboard/...`) and employers (`/ats/...`), differing by guard and sign-up form.
 */
export function accountRoutes(guard: Guard) {
  const prefix = prefixOf[guard];
  const app = new OpenAPIHono<AppEnv>();
  app.use(`${prefix}/signup`, jsonBodyOnly);
  app.use(`${prefix}/auth/*`, jsonBodyOnly);

  const signupRoute = createRoute({
    method: 'post',
    path: `${prefix}/signup`,
    request: jsonRequest(guard === 'ats' ? employerSignupSchema : candidateSignupSchema),
    responses: {
      202: json(
        'The same answer for a new and a registered address (`data.email`, `message`): a new ' +
          'one gets its confirmation link, which signs in; the owner of a registered one is told ' +
          'by mail. No session is opened here.',
      ),
      ...authErrors,
    },
  });
  const loginRoute = createRoute({
    method: 'post',
    path: `${prefix}/auth/login`,
    request: jsonRequest(loginSchema),
    responses: { 200: json('Signed in with a new session; the user in `data`.'), ...authErrors },
  });
  const logoutRoute = createRoute({
    method: 'post',
    path: `${prefix}/auth/logout`,
    responses: {
      200: messageResponse('The session is over on the server and the cookie cleared.'),
      ...authErrors,
    },
  });
  const forgotRoute = createRoute({
    method: 'post',
    path: `${prefix}/auth/forgot-password`,
    request: jsonRequest(forgotPasswordSchema),
    responses: {
      200: messageResponse('The same answer whether the e-mail has an account or not.'),
      ...authErrors,
    },
  });

  return app
    .openapi(signupRoute, async (c) => {
      const input = c.req.valid('json');
      // The spec's body may name the language (`lg`): the account's and its mails'.
      const locale = input.lg ?? c.get('locale');
      await signUp({ ...authContext(c), locale }, guard, input);
      const message = authText('signup_check_mailbox', locale);
      return c.json({ data: { email: input.email }, message }, 202);
    })
    .openapi(loginRoute, async (c) => {
      const signed = await signIn(authContext(c), guard, c.req.valid('json'));
      // Any session this browser had is replaced, not kept alongside.
      const previous = await currentSession(c);
      if (previous) await closeSession(c.get('runtime').db, previous.token);
      setSessionCookie(c, signed.session);
      return c.json({ data: signed.user }, 200);
    })
    .openapi(logoutRoute, async (c) => {
      const state = await currentSession(c);
      if (state) await closeSession(c.get('runtime').db, state.token);
      clearSessionCookie(c);
      return c.json({ message: authText('signed_out', c.get('locale')) }, 200);
    })
    .openapi(forgotRoute, async (c) => {
      const input = c.req.valid('json');
      const locale = input.lg ?? c.get('locale');
      await requestPasswordReset({ ...authContext(c), locale }, guard, input.email);
      return c.json({ message: authText('reset_sent', locale) }, 200);
    });
}
