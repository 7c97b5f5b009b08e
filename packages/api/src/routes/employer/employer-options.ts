import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { placeQuerySchema } from '../../contracts/profile/user-info';
import { employerOnly, employerRequest } from '../../http/employer-request';
import { profileAdapters } from '../../http/profile-request';
import { teamCompanyOptions, teamUserOptions } from '../../services/employer-offers/team-options';
import { authErrors, json } from '../auth-openapi';

const companiesRoute = createRoute({
  method: 'get',
  path: '/ats/options/companies',
  summary: "The team's companies, for selects",
  responses: { 200: json('`data`: id and name per language.'), ...authErrors },
});

const usersRoute = createRoute({
  method: 'get',
  path: '/ats/options/users',
  summary: "The team's members",
  responses: { 200: json('`data`: id, full name, e-mail.'), ...authErrors },
});

const placesRoute = createRoute({
  method: 'get',
  path: '/ats/options/places',
  summary: "Place search restricted to Canada, for an offer's address",
  request: { query: placeQuerySchema },
  responses: { 200: json('`data`: places.'), ...authErrors },
});

/** Lists any employer of the team may read (the forms that use them carry their own guard). */
export const employerOptionRoutes = new OpenAPIHono<AppEnv>();
employerOptionRoutes.use('/ats/options/*', employerOnly());

employerOptionRoutes
  .openapi(companiesRoute, async (c) => {
    const ctx = await employerRequest(c);
    return c.json({ data: await teamCompanyOptions(ctx) }, 200);
  })
  .openapi(usersRoute, async (c) => {
    const ctx = await employerRequest(c);
    return c.json({ data: await teamUserOptions(ctx) }, 200);
  })
  .openapi(placesRoute, async (c) => {
    const ctx = await employerRequest(c);
    const data = await profileAdapters(c).places.search(c.req.valid('query').q, ctx.locale);
    return c.json({ data }, 200);
  });
