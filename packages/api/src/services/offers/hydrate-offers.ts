import { sql } from 'drizzle-orm';
import { queryRows } from '@jobboard/db/query';
import type { ServiceContext } from '../../context';
import type { OfferAttributeDto } from '../../contracts/attributes';
import type { OfferDto } from '../../contracts/offers';
import type { Locale } from '@jobboard/tenancy/board-config';
import { attributeIndex, type AttributeEntry } from '../catalogue/offer-attributes';
import { localized } from '../localized';
import { companySlugs, offerSlugs } from '../localized-slugs';

export interface HydrateOptions {
  withDescription?: boolean;
}

interface OfferRow {
  id: number;
  slug: string;
  is_confidential: boolean;
  primary_language: Locale;
  salary_min: number | null;
  salary_max: number | null;
  salary_period: string | null;
  address: string | null;
  postal_code: string | null;
  lat: number | null;
  lng: number | null;
  created_at: Date | string;
  published_at: Date | string;
  expires_at: Date | string | null;
  featured_until: Date | string | null;
  featured_now: boolean;
  company_id: number;
  company_slug: string;
  name_fr: string | null;
  name_en: string | null;
  logo: string | null;
  website: string | null;
  city_id: number | null;
  city_slug: string | null;
  city_label: string | null;
  contents:
    | { language: Locale; title: string; description?: string; language_reason?: string | null }[]
    | null;
  requires_other_language: boolean;
  application_count: number;
  attribute_ids: number[] | null;
  filled_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Turns ordered offer ids (already checked live on ctx.board) into response objects, in the same
 * order. One round trip whatever the page size (texts and attribute ids are aggregated per offer):
 * each query costs most on PGlite's single connection. Shown texts fall back to the primary
 * language; a confidential offer gets no company, address or exact position.
 */
export async function hydrateOffers(
  ctx: ServiceContext,
  ids: readonly number[],
  options: HydrateOptions = {},
): Promise<OfferDto[]> {
  if (ids.length === 0) return [];
  const idArray = `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
  const content = options.withDescription
    ? sql`json_build_object('language', oc.language, 'title', oc.title, 'description', oc.description, 'language_reason', oc.language_reason)`
    : sql`json_build_object('language', oc.language, 'title', oc.title)`;
  const rows = await queryRows<OfferRow>(
    ctx.db,
    sql`SELECT o.id, o.slug, o.is_confidential, o.primary_language, o.salary_min, o.salary_max,
          o.salary_period, o.address, o.postal_code, o.lat, o.lng, o.created_at, p.published_at,
          o.requires_other_language, o.application_count, o.filled_at,
          coalesce(p.expires_at, o.expires_at) AS expires_at, p.featured_until,
          coalesce(p.featured_until > now(), false) AS featured_now,
          c.id AS company_id, c.slug AS company_slug, c.name_fr, c.name_en, c.logo,
          c.website,
          ci.id AS city_id, ci.slug AS city_slug, ci.label AS city_label,
          (SELECT json_agg(${content}) FROM offer_contents oc WHERE oc.offer_id = o.id) AS contents,
          ARRAY(SELECT l.attribute_id FROM offer_attribute_links l
                WHERE l.offer_id = o.id) AS attribute_ids
        FROM offers o
        JOIN offer_publications p ON p.offer_id = o.id AND p.board = ${ctx.board}
        JOIN companies c ON c.id = o.company_id
        LEFT JOIN cities ci ON ci.id = o.city_id
        WHERE o.id = ANY(${idArray}::int[])`,
  );
  // Attribute labels and slugs (both languages) come from the in-memory dictionary: the query
  // returns ids only. An id the dictionary does not know yet (added since it loaded) reloads it.
  let attributes = await attributeIndex(ctx.db);
  const linked = rows.flatMap((row) => row.attribute_ids ?? []);
  if (linked.some((id) => !attributes.has(Number(id)))) {
    attributes = await attributeIndex(ctx.db, true);
  }
  const byId = new Map<number, OfferDto>();
  for (const row of rows) byId.set(Number(row.id), toDto(ctx, row, attributes));
  return ids.flatMap((id) => {
    const dto = byId.get(id);
    return dto ? [dto] : [];
  });
}

/** The offer's attributes in list order (type, position, id), as the API shows them. */
function offerAttributes(
  ids: readonly number[] | null,
  index: Map<number, AttributeEntry>,
): OfferAttributeDto[] {
  return (ids ?? [])
    .flatMap((id) => {
      const entry = index.get(Number(id));
      return entry ? [entry] : [];
    })
    .sort((a, b) => a.order - b.order)
    .map((entry) => entry.dto);
}

function toDto(ctx: ServiceContext, row: OfferRow, index: Map<number, AttributeEntry>): OfferDto {
  const texts: OfferDto['contents'] = {};
  for (const c of row.contents ?? []) {
    texts[c.language] = {
      title: c.title,
      ...(c.description !== undefined ? { description: c.description } : {}),
    };
  }
  const other: Locale = ctx.locale === 'fr' ? 'en' : 'fr';
  const language: Locale = texts[ctx.locale]
    ? ctx.locale
    : texts[row.primary_language]
      ? row.primary_language
      : other;
  const shown = texts[language];
  const confidential = row.is_confidential;
  const reasons = new Map((row.contents ?? []).map((c) => [c.language, c.language_reason]));
  const reason = row.requires_other_language
    ? reasons.get(ctx.locale) || reasons.get('fr') || null
    : null;
  const attributes = offerAttributes(row.attribute_ids, index);
  const slugs = offerSlugs(row.slug, row.primary_language, {
    fr: texts.fr?.title,
    en: texts.en?.title,
  });
  const companySlugsShown = companySlugs(row.company_slug, row.name_fr, row.name_en);
  return {
    id: Number(row.id),
    slug: slugs[ctx.locale],
    slugs,
    title: shown?.title ?? '',
    ...(shown?.description !== undefined ? { description: shown.description } : {}),
    ...(reason ? { language_requirement: reason } : {}),
    language,
    primary_language: row.primary_language,
    contents: texts,
    is_confidential: confidential,
    company: confidential
      ? null
      : {
          id: Number(row.company_id),
          slug: companySlugsShown[ctx.locale],
          slugs: companySlugsShown,
          name: localized(ctx.locale, row.name_fr, row.name_en) ?? '',
          name_fr: row.name_fr,
          name_en: row.name_en,
          logo: row.logo,
          website: row.website,
        },
    city:
      row.city_id !== null && row.city_slug !== null && row.city_label !== null
        ? { id: Number(row.city_id), slug: row.city_slug, label: row.city_label }
        : null,
    address: confidential ? null : row.address,
    postal_code: confidential ? null : row.postal_code,
    lat: confidential ? null : row.lat,
    lng: confidential ? null : row.lng,
    salary:
      row.salary_period !== null
        ? { min: row.salary_min, max: row.salary_max, period: row.salary_period }
        : null,
    attributes,
    // Only the board asked through: where else an offer runs is another board's business.
    jobboards: [{ name: ctx.board }],
    featured: row.featured_now,
    featured_until:
      row.featured_now && row.featured_until !== null ? iso(row.featured_until) : null,
    has_applied: false,
    application_count: Number(row.application_count),
    published_at: iso(row.published_at),
    expires_at: row.expires_at === null ? null : iso(row.expires_at),
    created_at: iso(row.created_at),
    // Only a filled offer's own page reaches here with it (search no longer has the offer).
    ...(row.filled_at === null ? {} : { filled_at: iso(row.filled_at) }),
  };
}
