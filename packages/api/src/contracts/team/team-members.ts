import { z } from 'zod';
import { teamPermissionNames } from './team-permission-rules';

/**
 * A permission set as the team forms send it: known names only, each once. An empty set is
 * allowed (a member who only reads); the last-manager rule is the service's, not the form's.
 */
export const permissionListField = z
  .array(z.string({ error: 'invalid' }).max(40, { error: 'invalid' }), { error: 'required' })
  .max(teamPermissionNames.length, { error: 'invalid' })
  // One message on the list, where the form shows it, rather than on `permissions.0`.
  .refine(
    (names) => names.every((name) => (teamPermissionNames as readonly string[]).includes(name)),
    {
      error: 'invalid',
    },
  )
  .transform((names) => teamPermissionNames.filter((name) => names.includes(name)));

export const memberPermissionsSchema = z.object({ permissions: permissionListField });
export type MemberPermissionsInput = z.output<typeof memberPermissionsSchema>;

export const teamMemberSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  permissions: z.array(z.enum(teamPermissionNames)),
  /** The caller themself: the page words their own row differently. */
  is_me: z.boolean(),
});
export type TeamMember = z.output<typeof teamMemberSchema>;

export const teamMemberListResponse = z.object({ data: z.array(teamMemberSchema) });
export const teamMemberResponse = z.object({ data: teamMemberSchema });
