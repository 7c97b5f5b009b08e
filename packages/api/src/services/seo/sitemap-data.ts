import { sql } from 'drizzle-orm';
import { queryRows } from '@jobboard/db/query';
import type { Locale } from '@jobboard/tenancy/board-config';
import type { ServiceContext } from '../../context';
import { companySlugs, offerSlugs, type LocalizedSlugs } from '../localized-slugs';

/** A sitemap file holds at most 50,000 URLs; each offer takes two (one per language). */
export const SITEMAP_MAX_OFFERS = 20_000;

export interface SitemapData {
  /** `languages`: those the offer is written in; its page in another language is no URL here. */
  offers: {
    id: number;
    slug: string;
    slugs: LocalizedSlugs;
    languages: Locale[];
    lastmod: string;
  }[];
  /** Specialization slugs per language, with the cities that have live offers in it. */
  specializations: { slug: { fr: string; en: string }; cities: string[] }[];
  /** Companies whose page this board shows (a live, non-confidential offer here). */
  companies: { id: number; slug: string; slugs: LocalizedSlugs }[];
  /** Category pages with at least one live offer of this board: type and slug per language. */
  categories: { type: string; slug: { fr: string; en: string } }[];
}

/**
 * What the board's sitemap lists: its newest live offers whose home board it is (an offer shared
 * with another board is that board's canonical page, see offerHomeBoard), the landing and
 * category pages that would not be empty (a specialization, and a specialization in a city,
 * with at least one live offer), and the companies whose page it shows.
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
          -- The same rule as offerHomeBoard: no live publication on another board came first.
          AND NOT EXISTS (
            SELECT 1 FROM offer_search h
            WHERE h.offer_id = s.offer_id AND h.board <> s.board
              AND h.published_at <= now() AND h.expires_at > now()
              AND (h.published_at, h.board) < (s.published_at, s.board))
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
  const companies = await queryRows<{
    id: number;
    slug: string;
    name_fr: string | null;
    name_en: string | null;
  }>(
    ctx.db,
    sql`SELECT c.id, c.slug, c.name_fr, c.name_en FROM companies c
        WHERE EXISTS (
          SELECT 1 FROM offer_search s
          WHERE s.board = ${ctx.board} AND s.company_id = c.id
            AND s.published_at <= now() AND s.expires_at > now())
        ORDER BY c.id`,
  );
  const categories = await queryRows<{ type: string; slug_fr: string; slug_en: string }>(
    ctx.db,
    sql`SELECT a.type, a.slug_fr, a.slug_en FROM offer_attributes a
        WHERE (a.board IS NULL OR a.board = ${ctx.board})
          AND EXISTS (
            SELECT 1 FROM offer_search s
            WHERE s.board = ${ctx.board} AND a.id = ANY(s.attribute_ids)
              AND s.published_at <= now() AND s.expires_at > now())
        ORDER BY a.type, a.position, a.id`,
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
      languages: (['fr', 'en'] as const).filter((l) => (l === 'fr' ? o.title_fr : o.title_en)),
      lastmod: new Date(o.published_at).toISOString(),
    })),
    specializations: [...bySpecialization.values()],
    companies: companies.map((c) => ({
      id: Number(c.id),
      slug: c.slug,
      slugs: companySlugs(c.slug, c.name_fr, c.name_en),
    })),
    categories: categories.map((a) => ({ type: a.type, slug: { fr: a.slug_fr, en: a.slug_en } })),
  };
}
