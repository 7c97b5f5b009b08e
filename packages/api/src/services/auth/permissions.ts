import { inArray } from 'drizzle-orm';
import {
  permissionNames,
  permissions,
  userPermissions,
  type PermissionName,
} from '@jobboard/db/schema/accounts';
import type { Executor } from '../executor';

/** Gives an employer the named permissions (spec section 6); the reference rows are ensured. */
export async function grantPermissions(
  tx: Executor,
  userId: number,
  names: readonly PermissionName[] = permissionNames,
): Promise<void> {
  if (names.length === 0) return;
  // Permissions are reference data; make sure they exist even on an unseeded database.
  await tx
    .insert(permissions)
    .values(permissionNames.map((name) => ({ name })))
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: permissions.id })
    .from(permissions)
    .where(inArray(permissions.name, [...names]));
  await tx
    .insert(userPermissions)
    .values(rows.map((p) => ({ userId, permissionId: p.id })))
    .onConflictDoNothing();
}
