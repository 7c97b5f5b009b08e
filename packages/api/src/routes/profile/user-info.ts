import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { changePasswordSchema } from '../../contracts/auth';
import { boardPathParam } from '../../contracts/common';
import { placeQuerySchema, placeSchema, userInfoSchema } from '../../contracts/profile/user-info';
import { candidateOnly, candidateRequest, profileAdapters } from '../../http/profile-request';
import { jsonBodyOnly } from '../../http/same-origin';
import { authContext } from '../../http/session';
import { changePassword } from '../../services/auth/employer-account';
import { updateUserInfo } from '../../services/profile/user-info';
import { authErrors, json, jsonRequest, messageResponse } from '../auth-openapi';
import { authText } from '../auth-texts';

const params = z.object({ board: boardPathParam });

const infoRoute = createRoute({
  method: 'post',
  path: '/jobboard/{board}/user/info',
  summary: "The candidate's personal information",
  request: { params, ...jsonRequest(userInfoSchema) },
  responses: { 200: json('The updated user in `data`.'), ...authErrors },
});

const placesRoute = createRoute({
  method: 'get',
  path: '/jobboard/{board}/user/places',
  summary: 'Place search restricted to Canada, for the profile location',
  request: { params, query: placeQuerySchema },
  responses: {
    200: {
      description: 'Matching places.',
      content: { 'application/json': { schema: z.object({ data: z.array(placeSchema) }) } },
    },
    ...authErrors,
  },
});

const passwordRoute = createRoute({
  method: 'put',
  path: '/jobboard/{board}/user/change-password',
  summary: "Changes the candidate's password; the other sessions end",
  request: { params, ...jsonRequest(changePasswordSchema) },
  responses: { 200: messageResponse('Changed; the other sessions are over.'), ...authErrors },
});

export const userInfoRoutes = new OpenAPIHono<AppEnv>();
userInfoRoutes.use('/jobboard/:board/user/info', candidateOnly);
userInfoRoutes.use('/jobboard/:board/user/places', candidateOnly);
userInfoRoutes.use('/jobboard/:board/user/change-password', candidateOnly);
userInfoRoutes.use('/jobboard/:board/user/info', jsonBodyOnly);
userInfoRoutes.use('/jobboard/:board/user/change-password', jsonBodyOnly);

userInfoRoutes
  .openapi(infoRoute, async (c) => {
    const { ctx } = await candidateRequest(c, c.req.valid('param').board);
    const data = await updateUserInfo(ctx, profileAdapters(c).places, c.req.valid('json'));
    return c.json({ data }, 200);
  })
  .openapi(placesRoute, async (c) => {
    const { ctx } = await candidateRequest(c, c.req.valid('param').board);
    const data = await profileAdapters(c).places.search(c.req.valid('query').q, ctx.locale);
    return c.json({ data }, 200);
  })
  .openapi(passwordRoute, async (c) => {
    const { state } = await candidateRequest(c, c.req.valid('param').board);
    await changePassword(authContext(c), state.user, state.session.id, c.req.valid('json'));
    return c.json({ message: authText('password_changed', c.get('locale')) }, 200);
  });
