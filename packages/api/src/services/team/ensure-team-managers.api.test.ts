import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissions, userPermissions, users } from '@jobboard/db/schema/accounts';
import { signUp } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ensureTeamManagers } from './ensure-team-managers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await signUp(t, 'ats', 'old-owner@team.example');
  await signUp(t, 'ats', 'new-owner@team.example');
});
afterAll(() => t.close());

async function namesOf(email: string): Promise<string[]> {
  const rows = await t.handle.db
    .select({ name: permissions.name })
    .from(userPermissions)
    .innerJoin(permissions, eq(permissions.id, userPermissions.permissionId))
    .innerJoin(users, eq(users.id, userPermissions.userId))
    .where(eq(users.email, email));
  return rows.map((r) => r.name).sort();
}

describe('ensureTeamManagers', () => {
  it('gives a team made before manage_team its creator’s full permissions, once', async () => {
    // Teams from before issue 41: their creators hold the three permissions there were.
    const [owner] = await t.handle.db
      .select({ id: users.id, teamId: users.teamId })
      .from(users)
      .where(eq(users.email, 'old-owner@team.example'));
    const newer = await t.handle.db
      .select({ id: permissions.id })
      .from(permissions)
      .where(inArray(permissions.name, ['manage_team', 'manage_billing']));
    await t.handle.db.delete(userPermissions).where(
      inArray(
        userPermissions.permissionId,
        newer.map((p) => p.id),
      ),
    );
    // …and a second member, joined later, with one permission.
    const [later] = await t.handle.db
      .insert(users)
      .values({
        guard: 'ats',
        teamId: owner!.teamId,
        firstName: 'Luc',
        lastName: 'Ouellet',
        email: 'later@team.example',
      })
      .returning({ id: users.id });
    const [offers] = await t.handle.db
      .select({ id: permissions.id })
      .from(permissions)
      .where(eq(permissions.name, 'manage_offers'));
    await t.handle.db
      .insert(userPermissions)
      .values({ userId: later!.id, permissionId: offers!.id });

    expect(await ensureTeamManagers(t.handle.db)).toBe(2);
    expect(await namesOf('old-owner@team.example')).toEqual([
      'manage_billing',
      'manage_candidates',
      'manage_companies',
      'manage_offers',
      'manage_team',
    ]);
    expect(await namesOf('later@team.example')).toEqual(['manage_offers']);
    expect(await namesOf('new-owner@team.example')).toContain('manage_team');
    expect(await ensureTeamManagers(t.handle.db)).toBe(0);
  });
});
