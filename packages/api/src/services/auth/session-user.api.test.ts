import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '@jobboard/db/schema/auth';
import { signUp } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { sha256Hex } from './secrets';
import { resolveSessionUser } from './session-user';

// The session, its user and their permissions come from one query (issue 16); these hold the
// answers that query must give on either driver.

const policy = { idleMs: 3_600_000, absoluteMs: 86_400_000 };
let t: TestApp;
let employer = '';
let candidate = '';

const tokenOf = (cookie: string) => cookie.split('=')[1] ?? '';
const resolve = (cookie: string, board: string, now = new Date()) =>
  resolveSessionUser(t.handle.db, { token: tokenOf(cookie), board, now, policy });

beforeAll(async () => {
  t = await createTestApp();
  employer = await signUp(t, 'ats', 'owner@session-user.example');
  candidate = await signUp(t, 'jobboard', 'marie@session-user.example');
}, 120_000);

afterAll(() => t.close());

describe('resolveSessionUser', () => {
  it("gives an employer's permissions as a list of names", async () => {
    const state = await resolve(employer, 'hospitality');
    expect(state?.user.email).toBe('owner@session-user.example');
    expect(Array.isArray(state?.permissions)).toBe(true);
    // A team's creator holds every permission, the team's and its billing included (issue 41).
    expect([...(state?.permissions ?? [])].sort()).toEqual([
      'manage_billing',
      'manage_candidates',
      'manage_companies',
      'manage_offers',
      'manage_team',
    ]);
  });

  it('gives a candidate an empty list, on their own board only', async () => {
    const state = await resolve(candidate, 'hospitality');
    expect(state?.user.guard).toBe('jobboard');
    expect(state?.permissions).toEqual([]);
    expect(await resolve(candidate, 'careers')).toBeNull();
  });

  it('is null for an unknown token and for an expired session, which it deletes', async () => {
    expect(await resolve(`jb_session=${'x'.repeat(43)}`, 'hospitality')).toBeNull();
    const later = new Date(Date.now() + policy.absoluteMs + 1);
    expect(await resolve(candidate, 'hospitality', later)).toBeNull();
    const rows = await t.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256Hex(tokenOf(candidate))));
    expect(rows).toEqual([]);
  });
});
