import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { errorResponses } from '../../contracts/common';
import { companyParams, companyResponse } from '../../contracts/companies';
import { companyPagesQuery, offerListResponse } from '../../contracts/offers';
import { serviceContext } from '../../http/board';
import { companyOffers } from '../../services/companies/company-offers';
import { getCompany } from '../../services/companies/get-company';

const json = <T>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

const showRoute = createRoute({
  method: 'get',
  path: '/jobboard/{board}/company/{id}',
  summary: 'A company with live public offers on the board',
  request: { params: companyParams },
  responses: { 200: json(companyResponse, 'The company.'), ...errorResponses },
});

const offersRoute = createRoute({
  method: 'get',
  path: '/jobboard/{board}/company/{id}/offers',
  summary: "A company's live, non-confidential offers on the board",
  request: { params: companyParams, query: companyPagesQuery },
  responses: { 200: json(offerListResponse, 'A page of offers.'), ...errorResponses },
});

export const companyRoutes = new OpenAPIHono<AppEnv>()
  .openapi(showRoute, async (c) => {
    const { board, id } = c.req.valid('param');
    return c.json({ data: await getCompany(serviceContext(c, board), { id }) }, 200);
  })
  .openapi(offersRoute, async (c) => {
    const { board, id } = c.req.valid('param');
    const { page } = c.req.valid('query');
    return c.json(await companyOffers(serviceContext(c, board), { id, page }), 200);
  });
