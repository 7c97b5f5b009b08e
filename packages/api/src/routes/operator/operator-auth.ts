import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import {
  enrolmentTokenField,
  operatorEnrolmentSchema,
  operatorLoginSchema,
} from '../../contracts/operator/auth';
import {
  clearOperatorCookie,
  consoleHostOnly,
  operatorContext,
  operatorCookie,
  requireOperator,
  setOperatorCookie,
} from '../../http/operator-session';
import { jsonBodyOnly } from '../../http/same-origin';
import { now } from '../../http/session';
import { completeEnrolment, readEnrolment } from '../../services/operator/enrolment';
import { toOperatorDto } from '../../services/operator/operator-account';
import { closeOperatorSession } from '../../services/operator/operator-sessions';
import { operatorSignIn } from '../../services/operator/sign-in';
import { authErrors, json, jsonRequest, messageResponse } from '../auth-openapi';
import { authText } from '../auth-texts';

/** The operators' console: sign-in with a second factor, sign-out, who am I, enrolment. */
const consoleErrors = {
  ...authErrors,
  401: { description: 'Not signed in, or sign-in without a valid second-factor code.' },
  404: { description: 'Not the console host (OPERATOR_HOST): the console does not exist here.' },
} as const;

const loginRoute = createRoute({
  method: 'post',
  path: '/operator/auth/login',
  request: jsonRequest(operatorLoginSchema),
  responses: {
    200: json('Signed in with a new console session; the operator in `data`.'),
    ...consoleErrors,
  },
});
const logoutRoute = createRoute({
  method: 'post',
  path: '/operator/auth/logout',
  responses: { 200: messageResponse('The console session is over.'), ...consoleErrors },
});
const meRoute = createRoute({
  method: 'get',
  path: '/operator/me',
  responses: {
    200: json('The signed-in operator (`email`, `boards`) in `data`.'),
    ...consoleErrors,
  },
});
const readEnrolmentRoute = createRoute({
  method: 'get',
  path: '/operator/enrolment/{token}',
  request: { params: z.object({ token: enrolmentTokenField }) },
  responses: {
    200: json('`email`, the `otpauth://` `uri`, the base32 `secret` and `qr_svg` in `data`.'),
    ...consoleErrors,
  },
});
const enrolRoute = createRoute({
  method: 'post',
  path: '/operator/enrolment',
  request: jsonRequest(operatorEnrolmentSchema),
  responses: {
    200: json('Enrolled; the ten recovery codes in `data.recovery_codes`, shown this once.'),
    ...consoleErrors,
  },
});

export const operatorRoutes = new OpenAPIHono<AppEnv>();
operatorRoutes.use('/operator/*', consoleHostOnly);
operatorRoutes.use('/operator/auth/*', jsonBodyOnly);
operatorRoutes.use('/operator/enrolment', jsonBodyOnly);

operatorRoutes
  .openapi(loginRoute, async (c) => {
    const signed = await operatorSignIn(operatorContext(c), c.req.valid('json'));
    // Any console session this browser had is replaced, not kept alongside.
    const previous = operatorCookie(c);
    if (previous) await closeOperatorSession(c.get('runtime').db, previous);
    setOperatorCookie(c, signed.session);
    return c.json({ data: signed.operator }, 200);
  })
  .openapi(logoutRoute, async (c) => {
    const token = operatorCookie(c);
    if (token) await closeOperatorSession(c.get('runtime').db, token);
    clearOperatorCookie(c);
    return c.json({ message: authText('signed_out', c.get('locale')) }, 200);
  })
  .openapi(meRoute, async (c) => {
    const { operator } = await requireOperator(c);
    c.header('cache-control', 'no-store');
    const served = c.get('runtime').boards.map((b) => b.key);
    return c.json({ data: toOperatorDto(operator, served) }, 200);
  })
  .openapi(readEnrolmentRoute, async (c) => {
    const data = await readEnrolment(c.get('runtime').db, c.req.valid('param').token, now(c));
    // It holds the TOTP secret: no cache, shared or private, may keep it.
    c.header('cache-control', 'no-store');
    return c.json({ data }, 200);
  })
  .openapi(enrolRoute, async (c) => {
    const data = await completeEnrolment(operatorContext(c), c.req.valid('json'));
    return c.json({ data }, 200);
  });
