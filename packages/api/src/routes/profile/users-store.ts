import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { offerAttributeSchema } from '../../contracts/attributes';
import {
  attributListParam,
  storeGetQuery,
  storeOffersSchema,
  storeUpdateSchema,
} from '../../contracts/profile/users-store';
import { DomainError } from '../../errors';
import { candidateOnly, candidateRequest } from '../../http/profile-request';
import { jsonBodyOnly } from '../../http/same-origin';
import { replaceSavedOffers } from '../../services/profile/saved-offers';
import {
  createStoreUser,
  getStoreUser,
  listAttributs,
  requireStore,
  updateStorePreferences,
} from '../../services/profile/users-store';
import { authErrors, json, jsonRequest } from '../auth-openapi';

/**
 * The spec's same-origin helper services (section 7), served by this API under /api: the users
 * store (`/api/users/...`) and the profile forms' lists (`/api/attributs/...`). A candidate
 * session is required; the board is the host's.
 */
const storeErrors = { ...authErrors, 404: { description: 'The store has no record yet.' } };

const getRoute = createRoute({
  method: 'get',
  path: '/users/get',
  summary: "The candidate's store record (preferences, saved offer ids); 404 until created",
  request: { query: storeGetQuery },
  responses: { 200: json('The record in `data`.'), ...storeErrors },
});
const createRouteDef = createRoute({
  method: 'post',
  path: '/users/create',
  summary: 'Creates the store record from the authentication profile',
  responses: {
    201: json('Created; the record in `data`.'),
    200: json('Already there; the record in `data`.'),
    ...authErrors,
  },
});
const updateRoute = createRoute({
  method: 'put',
  path: '/users/update',
  request: jsonRequest(storeUpdateSchema),
  responses: { 200: json('The record in `data`.'), ...storeErrors },
});
const offersRoute = createRoute({
  method: 'put',
  path: '/users/updateOffersArray',
  summary: 'Replaces the array of saved offers',
  request: jsonRequest(storeOffersSchema),
  responses: { 200: json('The record in `data`.'), ...storeErrors },
});
const attributsRoute = createRoute({
  method: 'get',
  path: '/attributs/{list}',
  summary: 'Formations, certifications, sectors or roles, in both languages',
  request: { params: attributListParam },
  responses: {
    200: {
      description: 'The list.',
      content: {
        'application/json': { schema: z.object({ data: z.array(offerAttributeSchema) }) },
      },
    },
    ...authErrors,
  },
});

export const usersStoreRoutes = new OpenAPIHono<AppEnv>();
usersStoreRoutes.use('/users/*', candidateOnly);
usersStoreRoutes.use('/attributs/*', candidateOnly);
usersStoreRoutes.use('/users/*', jsonBodyOnly);

usersStoreRoutes
  .openapi(getRoute, async (c) => {
    const { ctx } = await candidateRequest(c);
    const { id } = c.req.valid('query');
    if (id !== undefined && id !== ctx.userId) throw DomainError.notFound();
    return c.json({ data: await getStoreUser(ctx) }, 200);
  })
  .openapi(createRouteDef, async (c) => {
    const { ctx } = await candidateRequest(c);
    const { created, user } = await createStoreUser(ctx);
    return c.json({ data: user }, created ? 201 : 200);
  })
  .openapi(updateRoute, async (c) => {
    const { ctx } = await candidateRequest(c);
    return c.json(
      { data: await updateStorePreferences(ctx, c.req.valid('json').preferences) },
      200,
    );
  })
  .openapi(offersRoute, async (c) => {
    const { ctx } = await candidateRequest(c);
    await requireStore(ctx);
    await replaceSavedOffers(ctx, c.req.valid('json').offers);
    return c.json({ data: await getStoreUser(ctx) }, 200);
  })
  .openapi(attributsRoute, async (c) => {
    const { ctx } = await candidateRequest(c);
    return c.json({ data: await listAttributs(ctx, c.req.valid('param').list) }, 200);
  });
