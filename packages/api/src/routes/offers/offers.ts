import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { errorResponses } from '../../contracts/common';
import {
  boardOfferParams,
  featuredQuery,
  legacyOfferParams,
  offerDataListResponse,
  offerListResponse,
  offerResponse,
  offersQuery,
  similarOfferParams,
} from '../../contracts/offers';
import { boardParams } from '../../contracts/attributes';
import { serviceContext } from '../../http/board';
import { currentSession } from '../../http/session';
import { markApplied } from '../../services/applications/my-applications';
import { cachedFeaturedOffers } from '../../services/offers/featured-offers';
import { getOffer } from '../../services/offers/get-offer';
import { searchOfferEntry } from '../../services/offers/search-entry';
import { cachedSimilarOffers } from '../../services/offers/similar-offers';

const json = <T>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

const listRoute = createRoute({
  method: 'get',
  path: '/jobboard/{board}/offers',
  summary: 'Search live offers of the board',
  description:
    'Filters combine with AND; ids within one list with OR. Without `title`, newest first; with it, title matches first, then newest. Totals are exact up to 10,000.',
  request: { params: boardParams, query: offersQuery },
  responses: { 200: json(offerListResponse, 'A page of offers.'), ...errorResponses },
});

const showRoute = createRoute({
  method: 'get',
  path: '/jobboard/{board}/offers/{id}',
  summary: 'One live offer of the board',
  request: { params: boardOfferParams },
  responses: { 200: json(offerResponse, 'The offer.'), ...errorResponses },
});

const legacyRoute = createRoute({
  method: 'get',
  path: '/jobboard/{board}/legacy/offers/{lang}/{id}',
  summary: 'One live offer, in the language of the path',
  request: { params: legacyOfferParams },
  responses: { 200: json(offerResponse, 'The offer.'), ...errorResponses },
});

const featuredRoute = createRoute({
  method: 'get',
  path: '/jobboard/{board}/featured-offers',
  summary: 'Featured live offers, topped up with the newest',
  request: { params: boardParams, query: featuredQuery },
  responses: { 200: json(offerDataListResponse, 'Offers.'), ...errorResponses },
});

const similarRoute = createRoute({
  method: 'get',
  path: '/jobboard/{board}/similar-offers/{offerId}',
  summary: 'Live offers like this one on the same board',
  request: { params: similarOfferParams },
  responses: { 200: json(offerDataListResponse, 'Offers.'), ...errorResponses },
});

/** The signed-in candidate's id, for has_applied; null for anyone else. */
async function viewerId(c: Context<AppEnv>): Promise<number | null> {
  const state = await currentSession(c);
  return state?.user.guard === 'jobboard' ? state.user.id : null;
}

export const offerRoutes = new OpenAPIHono<AppEnv>()
  .openapi(listRoute, async (c) => {
    const ctx = serviceContext(c, c.req.valid('param').board);
    // The contract parsed the query (a malformed one was its 422); unknown cities or attributes
    // are a 422 too under the strict policy, where the search page falls back instead.
    const { page, ...filters } = c.req.valid('query');
    const { list } = await searchOfferEntry(ctx, filters, { policy: 'strict' }, { page });
    return c.json({ ...list, data: await markApplied(ctx, await viewerId(c), list.data) }, 200);
  })
  .openapi(showRoute, async (c) => {
    const { board, id } = c.req.valid('param');
    const ctx = serviceContext(c, board);
    const offer = await getOffer(ctx, { id });
    const [marked = offer] = await markApplied(ctx, await viewerId(c), [offer]);
    return c.json({ data: marked }, 200);
  })
  .openapi(legacyRoute, async (c) => {
    const { board, lang, id } = c.req.valid('param');
    const ctx = { ...serviceContext(c, board), locale: lang };
    return c.json({ data: await getOffer(ctx, { id }) }, 200);
  })
  .openapi(featuredRoute, async (c) => {
    const ctx = serviceContext(c, c.req.valid('param').board);
    return c.json({ data: await cachedFeaturedOffers(ctx, c.req.valid('query')) }, 200);
  })
  .openapi(similarRoute, async (c) => {
    const { board, offerId } = c.req.valid('param');
    return c.json({ data: await cachedSimilarOffers(serviceContext(c, board), { offerId }) }, 200);
  });
