import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissions, teams, userPermissions, users } from '@jobboard/db/schema/accounts';
import { sessions } from '@jobboard/db/schema/auth';
import { readApiEnv } from '../../env';
import { signUp } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { currentGenerations } from '../offers/search-generations';
import { sha256Hex } from './secrets';
import { configureSessionCache, keptSessionCount } from './session-cache';
import { resolveSessionUser } from './session-user';
import { sessionPolicyOf } from './sessions';

// Sessions are kept per process between changes (issue 44): these hold that a kept session is
// used, and that every change which can end a session or change what it grants is seen by the
// next lookup. The counters are re-read on every lookup here (SEARCH_CACHE_CHECK_MS=0), as a
// process does after any write of its own; another instance's writes show within that bound.

const env = readApiEnv({ SEARCH_CACHE_CHECK_MS: '0' });
// The app's own policy: a touch under a shorter idle time than the session was opened with
// would bring its idle expiry nearer, which is a change that counts.
const policy = sessionPolicyOf(env);
let t: TestApp;

const tokenOf = (cookie: string) => cookie.split('=')[1] ?? '';
const resolve = (cookie: string, now = new Date()) =>
  resolveSessionUser(t.handle.db, { token: tokenOf(cookie), board: 'hospitality', now, policy });

beforeAll(async () => {
  t = await createTestApp({ env });
}, 120_000);

afterAll(() => t.close());

describe('the session cache', () => {
  it("answers a second lookup with the first one's reading, and reads every time when off", async () => {
    const cookie = await signUp(t, 'jobboard', 'kept@session-cache.example');
    const first = await resolve(cookie);
    const second = await resolve(cookie);
    expect(second?.user.email).toBe('kept@session-cache.example');
    expect(second?.user).toBe(first?.user);
    // Shared between requests, so no request may change it for the next.
    expect(Object.isFrozen(second?.user)).toBe(true);
    expect(keptSessionCount(t.handle.db)).toBeGreaterThan(0);

    configureSessionCache(t.handle.db, 0);
    try {
      const a = await resolve(cookie);
      const b = await resolve(cookie);
      expect(b?.user).not.toBe(a?.user);
      expect(keptSessionCount(t.handle.db)).toBe(0);
    } finally {
      configureSessionCache(t.handle.db, 10_000);
    }
  });

  it('reads a changed user again, and ends a deleted session at once', async () => {
    const cookie = await signUp(t, 'jobboard', 'renamed@session-cache.example');
    expect((await resolve(cookie))?.user.firstName).not.toBe('Renommée');
    const { db } = t.handle;
    await db
      .update(users)
      .set({ firstName: 'Renommée' })
      .where(eq(users.email, 'renamed@session-cache.example'));
    expect((await resolve(cookie))?.user.firstName).toBe('Renommée');

    await db.delete(sessions).where(eq(sessions.tokenHash, sha256Hex(tokenOf(cookie))));
    expect(await resolve(cookie)).toBeNull();
  });

  it('sees a permission taken and a team suspended by the next lookup', async () => {
    const cookie = await signUp(t, 'ats', 'owner@session-cache.example');
    const before = await resolve(cookie);
    expect(before?.permissions).toContain('manage_team');
    const { db } = t.handle;
    const [team] = await db
      .select({ id: users.teamId })
      .from(users)
      .where(eq(users.email, 'owner@session-cache.example'));
    const [manageTeam] = await db
      .select({ id: permissions.id })
      .from(permissions)
      .where(eq(permissions.name, 'manage_team'));
    await db
      .delete(userPermissions)
      .where(
        and(
          eq(userPermissions.userId, before!.user.id),
          eq(userPermissions.permissionId, manageTeam!.id),
        ),
      );
    expect((await resolve(cookie))?.permissions).not.toContain('manage_team');

    await db.update(teams).set({ suspendedAt: new Date() }).where(eq(teams.id, team!.id!));
    expect(await resolve(cookie)).toBeNull();
  });

  it("keeps what it holds through a session's touch, which moves no counter", async () => {
    const cookie = await signUp(t, 'jobboard', 'touched@session-cache.example');
    const { db } = t.handle;
    await resolve(cookie);
    const before = (await currentGenerations(db)).sessions;
    // Past the minute between touches: this lookup writes last_seen_at, the next ones do not.
    const later = new Date(Date.now() + 61_000);
    const touched = await resolve(cookie, later);
    expect((await currentGenerations(db)).sessions).toBe(before);
    const [row] = await db
      .select({ lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256Hex(tokenOf(cookie))));
    expect(row?.lastSeenAt.getTime()).toBe(later.getTime());
    expect((await resolve(cookie, new Date(later.getTime() + 1_000)))?.user).toBe(touched?.user);
  });
});
