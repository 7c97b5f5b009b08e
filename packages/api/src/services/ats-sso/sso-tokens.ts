import { timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { permissions, teams, userPermissions, users } from '@jobboard/db/schema/accounts';
import { ssoTokens } from '@jobboard/db/schema/hiring';
import type { Locale } from '@jobboard/tenancy/board-config';
import { DomainError } from '../../errors';
import type { Executor } from '../executor';
import type { EmployerContext } from '../employer-offers/employer-context';
import { randomSecret, sha256Hex } from '../auth/secrets';

/** A token opens the applicant-tracking app once, within a minute of being issued. */
export const SSO_TOKEN_LIFETIME_MS = 60_000;

export interface IssuedSsoToken {
  selector: string;
  token: string;
  expires_at: string;
  /** `{ATS origin}/sso/{selector}/{token}?lg={locale}` (and `&redirect=` when asked). */
  url: string;
}

/** The URL the employer's browser opens in a new window. */
export function ssoUrl(
  origin: string,
  t: { selector: string; token: string },
  locale: Locale,
  redirect?: string,
): string {
  const url = new URL(
    `/sso/${encodeURIComponent(t.selector)}/${encodeURIComponent(t.token)}`,
    origin,
  );
  url.searchParams.set('lg', locale);
  if (redirect) url.searchParams.set('redirect', redirect);
  return url.toString();
}

/**
 * GET /api/ats/auth/sso-tokens: a selector and a token for the signed-in employer, bound to
 * them, their team and this board. Only the token's hash is stored; expired rows are swept.
 */
export async function issueSsoToken(
  ctx: EmployerContext,
  atsOrigin: string,
  redirect?: string,
): Promise<IssuedSsoToken> {
  const selector = randomSecret(16);
  const token = randomSecret(32);
  const expiresAt = new Date(ctx.now.getTime() + SSO_TOKEN_LIFETIME_MS);
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(ssoTokens)
      .where(lt(ssoTokens.expiresAt, new Date(ctx.now.getTime() - SSO_TOKEN_LIFETIME_MS)));
    await tx.insert(ssoTokens).values({
      selector,
      tokenHash: sha256Hex(token),
      userId: ctx.userId,
      teamId: ctx.teamId,
      board: ctx.board,
      createdAt: ctx.now,
      expiresAt,
    });
  });
  return {
    selector,
    token,
    expires_at: expiresAt.toISOString(),
    url: ssoUrl(atsOrigin, { selector, token }, ctx.locale, redirect),
  };
}

/** Constant-time comparison of the shared secret (hashes, so lengths never leak either). */
export function secretMatches(expected: string | undefined, given: string | undefined): boolean {
  if (!expected || !given) return false;
  return timingSafeEqual(
    Buffer.from(sha256Hex(expected), 'hex'),
    Buffer.from(sha256Hex(given), 'hex'),
  );
}

export interface RedeemedSso {
  user: { id: number; email: string; first_name: string; last_name: string; language: Locale };
  team: { id: number; name: string };
  permissions: string[];
  board: string;
}

/**
 * POST /api/ats/auth/sso-tokens/redeem (server to server, the secret already checked): one
 * conditional UPDATE uses the token, so of two simultaneous redemptions exactly one gets the row.
 * Unknown, tampered, used, expired, other board, or a user no longer in that team: 400.
 */
export async function redeemSsoToken(
  db: Executor,
  input: { selector: string; token: string; board: string; now: Date },
): Promise<RedeemedSso> {
  const [row] = await db
    .update(ssoTokens)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(ssoTokens.selector, input.selector),
        eq(ssoTokens.tokenHash, sha256Hex(input.token)),
        eq(ssoTokens.board, input.board),
        isNull(ssoTokens.usedAt),
        gt(ssoTokens.expiresAt, input.now),
      ),
    )
    .returning();
  if (!row) throw DomainError.invalidLink();
  const [user] = await db
    .select()
    .from(users)
    .innerJoin(teams, eq(teams.id, users.teamId))
    .where(and(eq(users.id, row.userId), eq(users.teamId, row.teamId), eq(users.guard, 'ats')));
  if (!user) throw DomainError.invalidLink();
  const granted = await db
    .select({ name: permissions.name })
    .from(userPermissions)
    .innerJoin(permissions, eq(permissions.id, userPermissions.permissionId))
    .where(eq(userPermissions.userId, row.userId));
  return {
    user: {
      id: user.users.id,
      email: user.users.email,
      first_name: user.users.firstName,
      last_name: user.users.lastName,
      language: user.users.language,
    },
    team: { id: user.teams.id, name: user.teams.name },
    permissions: granted.map((p) => p.name).sort(),
    board: row.board,
  };
}
