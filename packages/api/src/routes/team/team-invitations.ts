import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { idSchema } from '../../contracts/common';
import {
  acceptInvitationSchema,
  invitationPreviewResponse,
  invitationTokenField,
  inviteMemberSchema,
  teamInvitationListResponse,
  teamInvitationResponse,
} from '../../contracts/team/team-invitations';
import { DomainError } from '../../errors';
import { employerOnly, employerRequest } from '../../http/employer-request';
import { jsonBodyOnly } from '../../http/same-origin';
import { authContext, currentSession, now, setSessionCookie } from '../../http/session';
import { closeSession } from '../../services/auth/sessions';
import { acceptInvitation, previewInvitation } from '../../services/team/accept-invitation';
import {
  inviteTeamMember,
  listPendingInvitations,
  resendInvitation,
  revokeInvitation,
} from '../../services/team/team-invitations';
import { authErrors, json as anyJson, jsonRequest, messageResponse } from '../auth-openapi';
import { authText } from '../auth-texts';
import { teamErrors } from './team-members';

const json = <T>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const idParams = z.object({
  id: idSchema.openapi({ param: { name: 'id', in: 'path' }, example: 3 }),
});
const tokenParams = z.object({
  token: invitationTokenField.openapi({ param: { name: 'token', in: 'path' } }),
});
const linkErrors = {
  ...authErrors,
  404: { description: 'No invitation has this token.' },
  409: { description: 'The account exists, or already belongs to a team.' },
  410: { description: 'The invitation is used, revoked or expired.' },
};

const listRoute = createRoute({
  method: 'get',
  path: '/ats/team/invitations',
  summary: 'Pending invitations of the team (can-manage-team)',
  responses: { 200: json(teamInvitationListResponse, 'Newest first.'), ...teamErrors },
});
const inviteRoute = createRoute({
  method: 'post',
  path: '/ats/team/invitations',
  summary: 'Invites an address with permissions; mails a 7-day, single-use link',
  request: jsonRequest(inviteMemberSchema),
  responses: { 201: json(teamInvitationResponse, 'The invitation.'), ...teamErrors },
});
const resendRoute = createRoute({
  method: 'post',
  path: '/ats/team/invitations/{id}/resend',
  summary: 'A new link and 7 more days; the previous link stops working',
  request: { params: idParams },
  responses: { 200: json(teamInvitationResponse, 'The invitation.'), ...teamErrors },
});
const revokeRoute = createRoute({
  method: 'delete',
  path: '/ats/team/invitations/{id}',
  summary: 'Withdraws a pending invitation',
  request: { params: idParams },
  responses: { 200: messageResponse('Withdrawn.'), ...teamErrors },
});
const previewRoute = createRoute({
  method: 'get',
  path: '/ats/team/invitations/by-token/{token}',
  summary: 'Who invites, to which team, with which permissions (public: the token is the key)',
  request: { params: tokenParams },
  responses: { 200: json(invitationPreviewResponse, 'The invitation.'), ...linkErrors },
});
const acceptRoute = createRoute({
  method: 'post',
  path: '/ats/team/invitations/accept',
  summary: 'Accepts: with a password, a new employer account; without, the signed-in employer',
  request: jsonRequest(acceptInvitationSchema),
  responses: { 200: anyJson('The account, in `data`; a new one is signed in.'), ...linkErrors },
});

export const teamInvitationRoutes = new OpenAPIHono<AppEnv>();
// Exact paths and methods: by-token and accept, under the same prefix, are public.
teamInvitationRoutes.on(['GET', 'POST'], '/ats/team/invitations', employerOnly('can-manage-team'));
teamInvitationRoutes.on(['POST'], '/ats/team/invitations', jsonBodyOnly);
teamInvitationRoutes.on(
  'POST',
  '/ats/team/invitations/:id/resend',
  employerOnly('can-manage-team'),
);
teamInvitationRoutes.on('DELETE', '/ats/team/invitations/:id', employerOnly('can-manage-team'));
teamInvitationRoutes.on('POST', '/ats/team/invitations/accept', jsonBodyOnly);

teamInvitationRoutes
  .openapi(listRoute, async (c) => {
    const ctx = await employerRequest(c, 'can-manage-team');
    return c.json({ data: await listPendingInvitations(ctx) }, 200);
  })
  .openapi(inviteRoute, async (c) => {
    const ctx = await employerRequest(c, 'can-manage-team');
    return c.json({ data: await inviteTeamMember(ctx, c.req.valid('json')) }, 201);
  })
  .openapi(resendRoute, async (c) => {
    const ctx = await employerRequest(c, 'can-manage-team');
    return c.json({ data: await resendInvitation(ctx, c.req.valid('param').id) }, 200);
  })
  .openapi(revokeRoute, async (c) => {
    const ctx = await employerRequest(c, 'can-manage-team');
    await revokeInvitation(ctx, c.req.valid('param').id);
    return c.json({ message: authText('invitation_revoked', c.get('locale')) }, 200);
  })
  .openapi(previewRoute, async (c) => {
    const { token } = c.req.valid('param');
    const data = await previewInvitation(c.get('runtime').db, token, now(c));
    return c.json({ data }, 200);
  })
  .openapi(acceptRoute, async (c) => {
    const input = c.req.valid('json');
    const state = input.password === undefined ? await currentSession(c) : null;
    if (input.password === undefined && !state) throw new DomainError('unauthorized');
    const accepted = await acceptInvitation(authContext(c), input, state?.user ?? null);
    if (accepted.session) {
      // Like a sign-in: the new account's session replaces the one this browser had.
      if (state === null) {
        const previous = await currentSession(c);
        if (previous) await closeSession(c.get('runtime').db, previous.token);
      }
      setSessionCookie(c, accepted.session);
    }
    return c.json({ data: accepted.user }, 200);
  });
