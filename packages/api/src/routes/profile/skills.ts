import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { idSchema } from '../../contracts/common';
import { skillInputSchema, skillSchema } from '../../contracts/profile/skills';
import { candidateOnly, candidateRequest } from '../../http/profile-request';
import { jsonBodyOnly } from '../../http/same-origin';
import {
  createSkill,
  deleteSkill,
  getSkill,
  listSkills,
  updateSkill,
} from '../../services/profile/skills';
import { authErrors, jsonRequest, messageSchema } from '../auth-openapi';

const idParams = z.object({ id: idSchema });
const one = (description: string) => ({
  description,
  content: { 'application/json': { schema: z.object({ data: skillSchema }) } },
});
const errors = { ...authErrors, 404: { description: 'Unknown id, or a skill of someone else.' } };

const listRoute = createRoute({
  method: 'get',
  path: '/jobboard/user/skills',
  summary: "The candidate's skills (board from the host)",
  responses: {
    200: {
      description: 'Skills.',
      content: { 'application/json': { schema: z.object({ data: z.array(skillSchema) }) } },
    },
    ...errors,
  },
});
const createSkillRoute = createRoute({
  method: 'post',
  path: '/jobboard/user/skills',
  summary: 'Adds a skill: a skill attribute or a NOC job title, with a level',
  description:
    'A skill the candidate already has (same attribute or NOC title) is not added twice: it takes the new level (200).',
  request: jsonRequest(skillInputSchema),
  responses: {
    201: one('The new skill.'),
    200: one('The skill the candidate already had, with the new level.'),
    ...errors,
  },
});
const getRoute = createRoute({
  method: 'get',
  path: '/jobboard/user/skills/{id}',
  request: { params: idParams },
  responses: { 200: one('The skill.'), ...errors },
});
const updateRoute = createRoute({
  method: 'put',
  path: '/jobboard/user/skills/{id}',
  description:
    'Made into a skill the candidate already has, the two become one: that one (its id) with this level.',
  request: { params: idParams, ...jsonRequest(skillInputSchema) },
  responses: { 200: one('The updated skill.'), ...errors },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/jobboard/user/skills/{id}',
  request: { params: idParams },
  responses: {
    200: { description: 'Deleted.', content: { 'application/json': { schema: messageSchema } } },
    ...errors,
  },
});

export const skillRoutes = new OpenAPIHono<AppEnv>();
skillRoutes.use('/jobboard/user/skills', candidateOnly);
skillRoutes.use('/jobboard/user/skills/*', candidateOnly);
skillRoutes.use('/jobboard/user/skills', jsonBodyOnly);
skillRoutes.use('/jobboard/user/skills/:id', jsonBodyOnly);

skillRoutes
  .openapi(listRoute, async (c) => {
    const { ctx } = await candidateRequest(c);
    return c.json({ data: await listSkills(ctx) }, 200);
  })
  .openapi(createSkillRoute, async (c) => {
    const { ctx } = await candidateRequest(c);
    const { skill, added } = await createSkill(ctx, c.req.valid('json'));
    return added ? c.json({ data: skill }, 201) : c.json({ data: skill }, 200);
  })
  .openapi(getRoute, async (c) => {
    const { ctx } = await candidateRequest(c);
    return c.json({ data: await getSkill(ctx, c.req.valid('param').id) }, 200);
  })
  .openapi(updateRoute, async (c) => {
    const { ctx } = await candidateRequest(c);
    return c.json(
      { data: await updateSkill(ctx, c.req.valid('param').id, c.req.valid('json')) },
      200,
    );
  })
  .openapi(deleteRoute, async (c) => {
    const { ctx } = await candidateRequest(c);
    await deleteSkill(ctx, c.req.valid('param').id);
    return c.json({ message: 'deleted' }, 200);
  });
