import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../context';
import { idSchema } from '../../contracts/common';
import {
  memberPermissionsSchema,
  teamMemberListResponse,
  teamMemberResponse,
} from '../../contracts/team/team-members';
import { DomainError } from '../../errors';
import { employerOnly, employerRequest } from '../../http/employer-request';
import { jsonBodyOnly } from '../../http/same-origin';
import {
  listTeamMembers,
  removeTeamMember,
  updateMemberPermissions,
} from '../../services/team/team-members';
import { authErrors, jsonRequest, messageResponse } from '../auth-openapi';
import { authText } from '../auth-texts';

const json = <T>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
export const teamErrors = {
  ...authErrors,
  404: { description: 'Unknown id, or one of another team.' },
  409: { description: 'The team would keep no member able to manage it.' },
};
const idParams = z.object({
  id: idSchema.openapi({ param: { name: 'id', in: 'path' }, example: 3 }),
});

const listRoute = createRoute({
  method: 'get',
  path: '/ats/team/members',
  summary: "The team's members and their permissions (can-manage-team)",
  responses: { 200: json(teamMemberListResponse, 'The members, oldest first.'), ...teamErrors },
});

const updateRoute = createRoute({
  method: 'patch',
  path: '/ats/team/members/{id}',
  summary: "Replaces a member's permissions; the team keeps one holding manage_team",
  request: { params: idParams, ...jsonRequest(memberPermissionsSchema) },
  responses: { 200: json(teamMemberResponse, 'The member.'), ...teamErrors },
});

const removeRoute = createRoute({
  method: 'delete',
  path: '/ats/team/members/{id}',
  summary: 'Takes a member out of the team and ends their sessions',
  request: { params: idParams },
  responses: { 200: messageResponse('Removed.'), ...teamErrors },
});

export const teamMemberRoutes = new OpenAPIHono<AppEnv>();
// Who is asking, then whose member it is, before the body is read: another team's id is a 404
// even with an invalid body.
teamMemberRoutes.on('GET', '/ats/team/members', employerOnly('can-manage-team'));
const ownMemberFirst: MiddlewareHandler<AppEnv> = async (c, next) => {
  const ctx = await employerRequest(c, 'can-manage-team');
  const id = idSchema.safeParse(c.req.param('id'));
  if (id.success && !(await listTeamMembers(ctx)).some((m) => m.id === id.data)) {
    throw DomainError.notFound();
  }
  await next();
};
teamMemberRoutes.on(['PATCH', 'DELETE'], '/ats/team/members/:id', ownMemberFirst);
teamMemberRoutes.on('PATCH', '/ats/team/members/:id', jsonBodyOnly);

teamMemberRoutes
  .openapi(listRoute, async (c) => {
    const ctx = await employerRequest(c, 'can-manage-team');
    return c.json({ data: await listTeamMembers(ctx) }, 200);
  })
  .openapi(updateRoute, async (c) => {
    const ctx = await employerRequest(c, 'can-manage-team');
    const data = await updateMemberPermissions(ctx, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ data }, 200);
  })
  .openapi(removeRoute, async (c) => {
    const ctx = await employerRequest(c, 'can-manage-team');
    await removeTeamMember(ctx, c.req.valid('param').id);
    return c.json({ message: authText('team_member_removed', c.get('locale')) }, 200);
  });
