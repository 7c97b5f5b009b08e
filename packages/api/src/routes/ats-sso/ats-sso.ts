import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { DomainError } from '../../errors';
import { requestBoard } from '../../http/board';
import { employerRequest } from '../../http/employer-request';
import { jsonBodyOnly } from '../../http/same-origin';
import { now } from '../../http/session';
import { issueSsoToken, redeemSsoToken, secretMatches } from '../../services/ats-sso/sso-tokens';
import { authErrors, jsonRequest } from '../auth-openapi';

const json = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { 'application/json': { schema } },
});

const issueQuery = z.object({
  /** A screen of the applicant-tracking app to land on: a path of that app. */
  redirect: z
    .string()
    .max(500)
    .regex(/^\/(?!\/)[^\s\\]*$/, 'Must be a path of the applicant-tracking app.')
    .optional(),
});

const issueRoute = createRoute({
  method: 'get',
  path: '/ats/auth/sso-tokens',
  summary: 'A single-use token (60 s) opening the applicant-tracking app for this employer',
  description:
    "Any signed-in employer. `url` is `{the board's atsOrigin}/sso/{selector}/{token}?lg={locale}` (with `&redirect=`), to open in a new window. Only the hash is stored, bound to the user, team and board.",
  request: { query: issueQuery },
  responses: {
    200: json(
      'The token.',
      z.object({
        selector: z.string(),
        token: z.string(),
        expires_at: z.string(),
        url: z.string(),
      }),
    ),
    ...authErrors,
  },
});

const redeemBody = z.object({
  selector: z.string().min(1).max(64),
  token: z.string().min(1).max(128),
});

const redeemRoute = createRoute({
  method: 'post',
  path: '/ats/auth/sso-tokens/redeem',
  summary: 'The applicant-tracking app redeems a token (server to server, once)',
  description:
    '`Authorization: Bearer <ATS_SSO_SECRET>`; no secret or a wrong one is 401. An unknown, tampered, used or expired token, or one from another board, is 400. Call it on the host of the board the token was issued on.',
  request: jsonRequest(redeemBody),
  responses: {
    200: json(
      'The employer, their team and permissions.',
      z.object({
        data: z.object({
          user: z.object({
            id: z.number().int(),
            email: z.string(),
            first_name: z.string(),
            last_name: z.string(),
            language: z.enum(['fr', 'en']),
          }),
          team: z.object({ id: z.number().int(), name: z.string() }),
          permissions: z.array(z.string()),
          board: z.string(),
        }),
      }),
    ),
    ...authErrors,
  },
});

export const atsSsoRoutes = new OpenAPIHono<AppEnv>();

// The secret is checked before the body is read: without it nothing is said about tokens.
atsSsoRoutes.use('/ats/auth/sso-tokens/redeem', async (c, next) => {
  const auth = c.req.header('authorization');
  const given = auth?.startsWith('Bearer ') ? auth.slice(7) : undefined;
  if (!secretMatches(c.get('runtime').env.atsSsoSecret, given))
    throw new DomainError('unauthorized');
  await next();
});
atsSsoRoutes.use('/ats/auth/sso-tokens/redeem', jsonBodyOnly);

atsSsoRoutes
  .openapi(issueRoute, async (c) => {
    const ctx = await employerRequest(c);
    const { redirect } = c.req.valid('query');
    // Each board names its applicant-tracking app (tenants/<board>/board.ts).
    const issued = await issueSsoToken(ctx, requestBoard(c).atsOrigin, redirect);
    c.header('cache-control', 'no-store');
    return c.json(issued, 200);
  })
  .openapi(redeemRoute, async (c) => {
    const board = requestBoard(c);
    const { selector, token } = c.req.valid('json');
    const data = await redeemSsoToken(c.get('runtime').db, {
      selector,
      token,
      board: board.key,
      now: now(c),
    });
    c.header('cache-control', 'no-store');
    return c.json({ data }, 200);
  });
