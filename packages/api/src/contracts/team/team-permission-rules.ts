import type { PermissionName } from '@jobboard/db/schema/accounts';

/**
 * The permissions a team member may hold, in the order the team page shows them. Zod-free and
 * database-free so the page's client form can import it (the names come from the schema's list).
 */
export const teamPermissionNames = [
  'manage_companies',
  'manage_offers',
  'manage_candidates',
  'manage_team',
  'manage_billing',
] as const satisfies readonly PermissionName[];

export type TeamPermission = (typeof teamPermissionNames)[number];

/** An invitation link stays valid this long (issue 41). */
export const INVITATION_VALID_DAYS = 7;
