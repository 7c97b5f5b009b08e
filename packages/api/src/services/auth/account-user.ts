import { eq } from 'drizzle-orm';
import type { PermissionName } from '@jobboard/db/schema/accounts';
import { permissions, teams, userPermissions, users } from '@jobboard/db/schema/accounts';
import type { Executor } from '../executor';

/** The signed-in user as the spec's section 3 shows it (`GET .../me`, login and signup answers). */
export interface AccountUserDto {
  id: number;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string;
  email_verified: boolean;
  language: 'fr' | 'en';
  guard: 'jobboard' | 'ats';
  board: string | null;
  permissions: { name: PermissionName }[];
  team: { id: number; name: string; can_publish_on_partner_or_our_network: boolean } | null;
  location: {
    address: string | null;
    country: string | null;
    lng: number | null;
    lat: number | null;
  };
  phone_number: string | null;
  work_permit: boolean;
  temporary_work: boolean;
  badge: string;
}

export type UserRow = typeof users.$inferSelect;

export async function loadAccountUser(
  db: Executor,
  userId: number,
): Promise<AccountUserDto | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  return toAccountUser(db, user);
}

export async function toAccountUser(db: Executor, user: UserRow): Promise<AccountUserDto> {
  const [team] = user.teamId ? await db.select().from(teams).where(eq(teams.id, user.teamId)) : [];
  const granted = await db
    .select({ name: permissions.name })
    .from(userPermissions)
    .innerJoin(permissions, eq(permissions.id, userPermissions.permissionId))
    .where(eq(userPermissions.userId, user.id))
    .orderBy(permissions.name);
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    email_verified: user.emailVerifiedAt !== null,
    language: user.language,
    guard: user.guard,
    board: user.board,
    permissions: granted.map((p) => ({ name: p.name as PermissionName })),
    team: team
      ? {
          id: team.id,
          name: team.name,
          can_publish_on_partner_or_our_network: team.canPublishOnPartnerOrOurNetwork,
        }
      : null,
    location: { address: user.address, country: user.country, lng: user.lng, lat: user.lat },
    phone_number: user.phoneNumber,
    work_permit: user.workPermit,
    temporary_work: user.temporaryWork,
    badge: user.badge,
  };
}
