import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { boardOfferParams } from '../../contracts/offers';
import { serviceContext } from '../../http/board';

const viewRoute = createRoute({
  method: 'post',
  path: '/jobboard/{board}/offers/{id}/view',
  summary: "Counts a view of an offer's page (a beacon; no body, nothing about the visitor)",
  description:
    'The page is cached, so the browser reports the view. Counted in memory and written in batches to the funnel: no database write on this call.',
  request: { params: boardOfferParams },
  responses: { 204: { description: 'Counted.' }, 404: { description: 'Not a board here.' } },
});

export const offerViewRoutes = new OpenAPIHono<AppEnv>();
offerViewRoutes.openapi(viewRoute, (c) => {
  const { board, id } = c.req.valid('param');
  const ctx = serviceContext(c, board);
  c.get('runtime').offerViews.record(id, ctx.board);
  return c.body(null, 204);
});
