import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { boardPathParam, idSchema } from '../../contracts/common';
import { candidateOnly, candidateRequest } from '../../http/profile-request';
import { listSavedOffers, saveOffer, unsaveOffer } from '../../services/profile/saved-offers';
import { authErrors, messageSchema } from '../auth-openapi';

const params = z.object({ board: boardPathParam });
const offerParams = z.object({ board: boardPathParam, offerId: idSchema });
const savedOfferSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    live: z.boolean(),
    saved_at: z.string(),
  })
  .openapi('SavedOffer');
const done = {
  description: 'Done.',
  content: { 'application/json': { schema: messageSchema } },
};

const listRoute = createRoute({
  method: 'get',
  path: '/jobboard/{board}/user/saved-offers',
  summary: 'Saved offers, newest first; `live` false for an expired or unpublished one',
  request: { params },
  responses: {
    200: {
      description: 'Saved offers.',
      content: { 'application/json': { schema: z.object({ data: z.array(savedOfferSchema) }) } },
    },
    ...authErrors,
  },
});
const saveRoute = createRoute({
  method: 'put',
  path: '/jobboard/{board}/user/saved-offers/{offerId}',
  summary: 'Saves an offer live on this board (idempotent)',
  request: { params: offerParams },
  responses: { 200: done, ...authErrors, 404: { description: 'No such live offer here.' } },
});
const unsaveRoute = createRoute({
  method: 'delete',
  path: '/jobboard/{board}/user/saved-offers/{offerId}',
  summary: 'Forgets a saved offer (idempotent)',
  request: { params: offerParams },
  responses: { 200: done, ...authErrors },
});

export const savedOfferRoutes = new OpenAPIHono<AppEnv>();
savedOfferRoutes.use('/jobboard/:board/user/saved-offers', candidateOnly);
savedOfferRoutes.use('/jobboard/:board/user/saved-offers/*', candidateOnly);

savedOfferRoutes
  .openapi(listRoute, async (c) => {
    const { ctx } = await candidateRequest(c, c.req.valid('param').board);
    return c.json({ data: await listSavedOffers(ctx) }, 200);
  })
  .openapi(saveRoute, async (c) => {
    const { board, offerId } = c.req.valid('param');
    const { ctx } = await candidateRequest(c, board);
    await saveOffer(ctx, offerId);
    return c.json({ message: 'saved' }, 200);
  })
  .openapi(unsaveRoute, async (c) => {
    const { board, offerId } = c.req.valid('param');
    const { ctx } = await candidateRequest(c, board);
    await unsaveOffer(ctx, offerId);
    return c.json({ message: 'unsaved' }, 200);
  });
