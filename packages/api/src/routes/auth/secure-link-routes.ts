import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { SecureLinkKind } from '@jobboard/db/schema/auth';
import type { AppEnv } from '../../context';
import { DomainError } from '../../errors';
import { resetPasswordSchema, secureLinkSchema } from '../../contracts/auth';
import { jsonBodyOnly } from '../../http/same-origin';
import { authContext, currentSession, now, setSessionCookie } from '../../http/session';
import { closeSession } from '../../services/auth/sessions';
import { confirmEmail } from '../../services/auth/email-confirmation';
import { resetPassword } from '../../services/auth/password-reset';
import { peekSecureLink } from '../../services/auth/secure-links';
import { authErrors, jsonRequest, messageResponse } from '../auth-openapi';
import { authText } from '../auth-texts';

/** The `{type}` of check-secure-link: the page names of the links. */
const linkTypes = {
  'email-confirmation': 'email_confirmation',
  'reset-password': 'password_reset',
} as const satisfies Record<string, SecureLinkKind>;

const checkRoute = createRoute({
  method: 'get',
  path: '/check-secure-link/{type}/{selector}/{token}',
  request: {
    params: z.object({
      type: z.string().max(40),
      selector: z.string().max(200),
      token: z.string().max(200),
    }),
  },
  responses: {
    200: messageResponse('The link works (it is not used by this check).'),
    ...authErrors,
  },
});
const resetRoute = createRoute({
  method: 'put',
  path: '/auth/reset-password',
  request: jsonRequest(resetPasswordSchema),
  responses: {
    200: messageResponse('Password changed; every session of the user is over.'),
    ...authErrors,
  },
});
const confirmRoute = createRoute({
  method: 'post',
  path: '/email-confirmation',
  request: jsonRequest(secureLinkSchema),
  responses: {
    200: messageResponse(
      'The address is confirmed and, on its own board (any board for employers), the user signed in.',
    ),
    ...authErrors,
  },
});

export const secureLinkRoutes = new OpenAPIHono<AppEnv>();
secureLinkRoutes.use('/auth/reset-password', jsonBodyOnly);
secureLinkRoutes.use('/email-confirmation', jsonBodyOnly);

secureLinkRoutes
  .openapi(checkRoute, async (c) => {
    const { type, selector, token } = c.req.valid('param');
    const kind = Object.hasOwn(linkTypes, type) ? linkTypes[type as keyof typeof linkTypes] : null;
    const link = secureLinkSchema.safeParse({ selector, token });
    const userId =
      kind && link.success
        ? await peekSecureLink(c.get('runtime').db, { kind, ...link.data, now: now(c) })
        : null;
    if (userId === null) throw DomainError.invalidLink();
    return c.json({ message: authText('link_valid', c.get('locale')) }, 200);
  })
  .openapi(resetRoute, async (c) => {
    await resetPassword(authContext(c), c.req.valid('json'));
    return c.json({ message: authText('password_reset', c.get('locale')) }, 200);
  })
  .openapi(confirmRoute, async (c) => {
    const opened = await confirmEmail(authContext(c), c.req.valid('json'));
    if (opened) {
      // Any session this browser had is replaced, as at sign-in.
      const previous = await currentSession(c);
      if (previous) await closeSession(c.get('runtime').db, previous.token);
      setSessionCookie(c, opened);
    }
    return c.json({ message: authText('email_confirmed', c.get('locale')) }, 200);
  });
