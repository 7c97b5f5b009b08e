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
import { serviceContext } from '../../http/board';
import { DomainError } from '../../errors';
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

export const catalogueRoutes = new OpenAPIHono<AppEnv>()
  .openapi(groupedRoute, async (c) => c.json(await groupedOfferAttributes(serviceContext(c)), 200))
  .openapi(boardRoute, async (c) => {
    const ctx = serviceContext(c, c.req.valid('param').board);
    return c.json({ data: await listOfferAttributes(ctx) }, 200);
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
