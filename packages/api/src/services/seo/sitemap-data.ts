import { sql } from 'drizzle-orm';
import { queryRows } from '@jobboard/db/query';
import type { Locale } from '@jobboard/tenancy/board-config';
import type { ServiceContext } from '../../context';
import { offerSlugs, type LocalizedSlugs } from '../localized-slugs';

/** A sitemap file holds at most 50,000 URLs; each offer takes two (one per language). */
export const SITEMAP_MAX_OFFERS = 20_000;

export interface SitemapData {
  offers: { id: number; slug: string; slugs: LocalizedSlugs; lastmod: string }[];
  /** Specialization slugs per language, with the cities that have live offers in it. */
  specializations: { slug: { fr: string; en: string }; cities: string[] }[];
}

/**
 * What the board's sitemap lists: its newest live offers, and the landing pages that would not
 * be empty (a specialization, and a specialization in a city, with at least one live offer).
 * Only the board's own (or shared) specializations: an offer shared from another board carries
 * that board's specializations, whose landings answer 404 here (issue 18).
 */
export async function sitemapData(ctx: ServiceContext): Promise<SitemapData> {
  const offers = await queryRows<{
    id: number;
    slug: string;
    primary_language: Locale;
    title_fr: string | null;
    title_en: string | null;
    published_at: Date | string;
  }>(
    ctx.db,
    sql`SELECT o.id, o.slug, o.primary_language, s.published_at,
          (SELECT title FROM offer_contents WHERE offer_id = o.id AND language = 'fr') AS title_fr,
          (SELECT title FROM offer_contents WHERE offer_id = o.id AND language = 'en') AS title_en
        FROM offer_search s JOIN offers o ON o.id = s.offer_id
        WHERE s.board = ${ctx.board} AND s.published_at <= now() AND s.expires_at > now()
        ORDER BY s.created_at DESC, s.offer_id DESC LIMIT ${SITEMAP_MAX_OFFERS}`,
  );
  const pairs = await queryRows<{ slug_fr: string; slug_en: string; city: string | null }>(
    ctx.db,
    sql`SELECT DISTINCT a.slug_fr, a.slug_en, ci.slug AS city
        FROM offer_search s
        JOIN offer_attributes a ON a.id = ANY(s.attribute_ids) AND a.type = 'specialization'
          AND (a.board IS NULL OR a.board = ${ctx.board})
        LEFT JOIN cities ci ON ci.id = s.city_id
        WHERE s.board = ${ctx.board} AND s.published_at <= now() AND s.expires_at > now()
        ORDER BY a.slug_en, city`,
  );
  const bySpecialization = new Map<string, SitemapData['specializations'][number]>();
  for (const p of pairs) {
    const entry = bySpecialization.get(p.slug_en) ?? {
      slug: { fr: p.slug_fr, en: p.slug_en },
      cities: [],
    };
    if (p.city) entry.cities.push(p.city);
    bySpecialization.set(p.slug_en, entry);
  }
  return {
    offers: offers.map((o) => ({
      id: Number(o.id),
      slug: o.slug,
      slugs: offerSlugs(o.slug, o.primary_language, { fr: o.title_fr, en: o.title_en }),
      lastmod: new Date(o.published_at).toISOString(),
    })),
    specializations: [...bySpecialization.values()],
  };
}
