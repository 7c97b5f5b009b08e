import type { PermissionName } from '@jobboard/db/schema/accounts';

/**
 * The spec's named permission guards (section 2) and the employer permissions each needs. Shared
 * by API endpoints and server-rendered pages so both enforce the same rule.
 */
export const permissionGuards = {
  'can-manage-candidate': ['manage_candidates'],
  'can-manage-company': ['manage_companies'],
  'can-manage-offer': ['manage_offers'],
  // Inviting, changing and removing members (issue 41).
  'can-manage-team': ['manage_team'],
  'can-manage-billing': ['manage_billing'],
  // Publishing places an offer of a company on a board: it needs both.
  'can-publish-offer': ['manage_offers', 'manage_companies'],
} as const satisfies Record<string, readonly PermissionName[]>;

export type PermissionGuard = keyof typeof permissionGuards;

export function passesPermissionGuard(granted: readonly string[], guard: PermissionGuard): boolean {
  return permissionGuards[guard].every((name) => granted.includes(name));
}
