import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { idSchema } from '../../contracts/common';
import { paginationMeta } from '../../contracts/pagination';
import {
  employersQuerySchema,
  suspendEmployerSchema,
  verifyEmployerSchema,
} from '../../contracts/operator/employers';
import {
  consoleHostOnly,
  operatorContext,
  operatorOnly,
  signedOperator,
} from '../../http/operator-session';
import { jsonBodyOnly } from '../../http/same-origin';
import { employerDetail } from '../../services/operator/employers/employer-detail';
import {
  reinstateEmployer,
  suspendEmployer,
  verifyEmployer,
} from '../../services/operator/employers/employer-standing';
import { searchEmployers } from '../../services/operator/employers/search-employers';
import { authErrors, json, jsonRequest } from '../auth-openapi';

/** The console's employers: search, a team's page, verification and suspension (issue 40). */
const consoleErrors = {
  ...authErrors,
  401: { description: 'No console session.' },
  404: {
    description: 'Not the console host, or a team unknown or of none of the operator’s boards.',
  },
  409: { description: 'Suspended already, or reinstated while not suspended.' },
} as const;

const idParam = {
  params: z.object({ id: idSchema.openapi({ param: { name: 'id', in: 'path' } }) }),
};

const searchRoute = createRoute({
  method: 'get',
  path: '/operator/employers',
  request: { query: employersQuerySchema },
  responses: {
    200: json(
      'Teams of the operator’s boards matching `q` (team name, member e-mail, company name; case and accents ignored), newest first, in `data`, with `meta`.',
    ),
    ...consoleErrors,
  },
});
const detailRoute = createRoute({
  method: 'get',
  path: '/operator/employers/{id}',
  request: idParam,
  responses: {
    200: json(
      'The team with its members, companies, offers (boards and status), payments and open reports count, in `data`.',
    ),
    ...consoleErrors,
  },
});
const verifyRoute = createRoute({
  method: 'post',
  path: '/operator/employers/{id}/verify',
  request: { ...idParam, ...jsonRequest(verifyEmployerSchema) },
  responses: {
    200: json('The "Verified employer" badge is on (or off) its public company pages; audited.'),
    ...consoleErrors,
  },
});
const suspendRoute = createRoute({
  method: 'post',
  path: '/operator/employers/{id}/suspend',
  request: { ...idParam, ...jsonRequest(suspendEmployerSchema) },
  responses: {
    200: json(
      'Every offer of the team off every board, its members’ sessions ended and sign-in refused, publishing refused, the members mailed; audited.',
    ),
    ...consoleErrors,
  },
});
const reinstateRoute = createRoute({
  method: 'post',
  path: '/operator/employers/{id}/reinstate',
  request: idParam,
  responses: {
    200: json(
      'The suspension is lifted and the members mailed; the offers taken down stay unpublished until the team publishes them again. Audited.',
    ),
    ...consoleErrors,
  },
});

export const operatorEmployersRoutes = new OpenAPIHono<AppEnv>();
operatorEmployersRoutes.use('/operator/*', consoleHostOnly);
operatorEmployersRoutes.use('/operator/employers', operatorOnly);
operatorEmployersRoutes.use('/operator/employers/*', operatorOnly);
operatorEmployersRoutes.use('/operator/employers/*', jsonBodyOnly);

operatorEmployersRoutes
  .openapi(searchRoute, async (c) => {
    const operator = signedOperator(c);
    c.header('cache-control', 'no-store');
    const { rows, total, page, perPage } = await searchEmployers(
      operatorContext(c),
      operator,
      c.req.valid('query'),
    );
    return c.json({ data: rows, meta: paginationMeta(page, perPage, total) }, 200);
  })
  .openapi(detailRoute, async (c) => {
    const operator = signedOperator(c);
    c.header('cache-control', 'no-store');
    const { id } = c.req.valid('param');
    return c.json({ data: await employerDetail(operatorContext(c), operator, id) }, 200);
  })
  .openapi(verifyRoute, async (c) => {
    const operator = signedOperator(c);
    const { id } = c.req.valid('param');
    const data = await verifyEmployer(operatorContext(c), operator, id, c.req.valid('json'));
    return c.json({ data }, 200);
  })
  .openapi(suspendRoute, async (c) => {
    const operator = signedOperator(c);
    const { id } = c.req.valid('param');
    const data = await suspendEmployer(operatorContext(c), operator, id, c.req.valid('json'));
    return c.json({ data }, 200);
  })
  .openapi(reinstateRoute, async (c) => {
    const operator = signedOperator(c);
    const { id } = c.req.valid('param');
    return c.json({ data: await reinstateEmployer(operatorContext(c), operator, id) }, 200);
  });
