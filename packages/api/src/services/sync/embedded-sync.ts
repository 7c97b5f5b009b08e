import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '@jobboard/db/query';
import { users } from '@jobboard/db/schema/accounts';
import { companies } from '@jobboard/db/schema/companies';
import { offers } from '@jobboard/db/schema/offers';
import { refreshOfferSearch } from '@jobboard/db/seed/bulk-offers';
import { DomainError } from '../../errors';
import type { SyncAdapter } from './sync-adapter';

/**
 * The embedded default: this platform is the applicant-tracking side. Profile and enterprises
 * are checked (the employer still belongs to the team; the team's companies), offers are
 * repaired: the search read model and publication states are rebuilt from the offers.
 */
export const embeddedSync: SyncAdapter = {
  name: 'embedded',
  async sync(db, kind, scope) {
    if (kind === 'profile') {
      const [me] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, scope.userId), eq(users.teamId, scope.teamId)));
      if (!me) throw DomainError.forbidden();
      return { kind, checked: 1, repaired: 0 };
    }
    if (kind === 'enterprises') {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(companies)
        .where(eq(companies.teamId, scope.teamId));
      return { kind, checked: Number(row?.n ?? 0), repaired: 0 };
    }
    const ids = (
      await db.select({ id: offers.id }).from(offers).where(eq(offers.teamId, scope.teamId))
    ).map((o) => o.id);
    if (ids.length === 0) return { kind, checked: 0, repaired: 0 };
    const literal = `{${ids.join(',')}}`;
    // Out of step: a search row for an offer that is not published or no longer on that board,
    // a publication of a published offer without its search row, or dates that differ.
    const [stale] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM offers o WHERE o.id = ANY(${literal}::int[]) AND (
            EXISTS (SELECT 1 FROM offer_search s WHERE s.offer_id = o.id AND (o.status <> 'published'
              OR NOT EXISTS (SELECT 1 FROM offer_publications p
                             WHERE p.offer_id = o.id AND p.board = s.board AND p.held_at IS NULL
                               AND p.published_at IS NOT DISTINCT FROM s.published_at
                               AND coalesce(p.expires_at, o.expires_at, 'infinity'::timestamptz) = s.expires_at)))
            OR (o.status = 'published' AND EXISTS (SELECT 1 FROM offer_publications p
              WHERE p.offer_id = o.id AND p.held_at IS NULL AND NOT EXISTS (SELECT 1 FROM offer_search s
                WHERE s.offer_id = o.id AND s.board = p.board))))`,
    );
    await refreshOfferSearch(db, ids);
    return { kind, checked: ids.length, repaired: Number(stale?.n ?? 0) };
  },
};
