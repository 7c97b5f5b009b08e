import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { savedOffers } from '@jobboard/db/schema/candidates';
import { offerContents, offers } from '@jobboard/db/schema/offers';
import { offerSearch } from '@jobboard/db/schema/search';
import { DomainError } from '../../errors';
import type { Executor } from '../executor';
import type { ProfileContext } from './profile-context';

export interface SavedOfferDto {
  id: number;
  slug: string;
  title: string;
  /** False once the offer expired or was unpublished: shown as such, not as a link. */
  live: boolean;
  saved_at: string;
}

/** Ids among `ids` that are live on the board now. */
async function liveIds(db: Executor, board: string, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: offerSearch.offerId })
    .from(offerSearch)
    .where(
      and(
        eq(offerSearch.board, board),
        inArray(offerSearch.offerId, ids),
        lte(offerSearch.publishedAt, sql`now()`),
        gt(offerSearch.expiresAt, sql`now()`),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

export async function savedOfferIds(ctx: ProfileContext): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: savedOffers.offerId })
    .from(savedOffers)
    .where(eq(savedOffers.userId, ctx.userId))
    .orderBy(desc(savedOffers.createdAt), desc(savedOffers.offerId));
  return rows.map((r) => r.id);
}

export async function listSavedOffers(ctx: ProfileContext): Promise<SavedOfferDto[]> {
  const rows = await ctx.db
    .select({
      id: offers.id,
      slug: offers.slug,
      primary: offers.primaryLanguage,
      savedAt: savedOffers.createdAt,
      titles: sql<
        { language: string; title: string }[]
      >`coalesce((select json_agg(json_build_object('language', c.language, 'title', c.title)) from ${offerContents} c where c.offer_id = ${offers.id}), '[]'::json)`,
    })
    .from(savedOffers)
    .innerJoin(offers, eq(offers.id, savedOffers.offerId))
    .where(eq(savedOffers.userId, ctx.userId))
    .orderBy(desc(savedOffers.createdAt), desc(savedOffers.offerId));
  const live = await liveIds(
    ctx.db,
    ctx.board,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const title =
      r.titles.find((t) => t.language === ctx.locale)?.title ??
      r.titles.find((t) => t.language === r.primary)?.title ??
      r.titles[0]?.title ??
      '';
    return {
      id: r.id,
      slug: r.slug,
      title,
      live: live.has(r.id),
      saved_at: r.savedAt.toISOString(),
    };
  });
}

/** Saving needs the offer live on this board; unsaving works whatever became of it. */
export async function saveOffer(ctx: ProfileContext, offerId: number): Promise<void> {
  if (!(await liveIds(ctx.db, ctx.board, [offerId])).has(offerId)) throw DomainError.notFound();
  await ctx.db.insert(savedOffers).values({ userId: ctx.userId, offerId }).onConflictDoNothing();
}

export async function unsaveOffer(ctx: ProfileContext, offerId: number): Promise<void> {
  await ctx.db
    .delete(savedOffers)
    .where(and(eq(savedOffers.userId, ctx.userId), eq(savedOffers.offerId, offerId)));
}

/** PUT /users/updateOffersArray: the whole array; new ids must be live here, kept ones may not be. */
export async function replaceSavedOffers(ctx: ProfileContext, ids: number[]): Promise<number[]> {
  const current = new Set(await savedOfferIds(ctx));
  const added = ids.filter((id) => !current.has(id));
  const live = await liveIds(ctx.db, ctx.board, added);
  if (added.some((id) => !live.has(id))) throw DomainError.invalid({ offers: ['unknown_offer'] });
  await ctx.db.transaction(async (tx) => {
    await tx.delete(savedOffers).where(eq(savedOffers.userId, ctx.userId));
    if (ids.length > 0) {
      await tx.insert(savedOffers).values(ids.map((offerId) => ({ userId: ctx.userId, offerId })));
    }
  });
  return savedOfferIds(ctx);
}
