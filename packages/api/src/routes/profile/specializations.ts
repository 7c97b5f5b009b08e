import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { offerAttributeSchema } from '../../contracts/attributes';
import { boardPathParam } from '../../contracts/common';
import { specializationsInputSchema } from '../../contracts/profile/specializations';
import { candidateOnly, candidateRequest } from '../../http/profile-request';
import { jsonBodyOnly } from '../../http/same-origin';
import {
  listUserSpecializations,
  setUserSpecializations,
} from '../../services/profile/specializations';
import { authErrors, jsonRequest } from '../auth-openapi';

const params = z.object({ board: boardPathParam });
const list = {
  description: "The candidate's specializations.",
  content: { 'application/json': { schema: z.object({ data: z.array(offerAttributeSchema) }) } },
};

const getRoute = createRoute({
  method: 'get',
  path: '/jobboard/{board}/user/specializations',
  request: { params },
  responses: { 200: list, ...authErrors },
});
const setRoute = createRoute({
  method: 'post',
  path: '/jobboard/{board}/user/specializations',
  summary: "Replaces the candidate's specializations with the board's attributes given",
  request: { params, ...jsonRequest(specializationsInputSchema) },
  responses: { 200: list, ...authErrors },
});

export const specializationRoutes = new OpenAPIHono<AppEnv>();
specializationRoutes.use('/jobboard/:board/user/specializations', candidateOnly);
specializationRoutes.use('/jobboard/:board/user/specializations', jsonBodyOnly);

specializationRoutes
  .openapi(getRoute, async (c) => {
    const { ctx } = await candidateRequest(c, c.req.valid('param').board);
    return c.json({ data: await listUserSpecializations(ctx) }, 200);
  })
  .openapi(setRoute, async (c) => {
    const { ctx } = await candidateRequest(c, c.req.valid('param').board);
    const data = await setUserSpecializations(ctx, c.req.valid('json').specializations);
    return c.json({ data }, 200);
  });
