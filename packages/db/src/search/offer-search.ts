import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { queryRows } from '../query';
import { prefixTsQuery, searchTokens } from './text-query';

export interface OfferSearchParams {
  board: string;
  text?: string;
  cityId?: number;
  companyId?: number;
  /** Part of a company name; confidential offers never match (their company_id is null). */
  companyText?: string;
  /** Any of these (OR); combined with the other filters by AND. */
  specializationIds?: readonly number[];
  scheduleIds?: readonly number[];
  /** An attribute of any type the offer must carry (the /category/{type}/{slug} pages). */
  attributeId?: number;
  publishedSince?: Date;
  /** Offers whose top of pay range, per hour, reaches this (offers without pay are left out). */
  minHourlyPay?: number;
  /** Offers within `radiusKm` of a point; `box` is a band holding that circle (index use). */
  near?: NearParams;
  /**
   * `relevance` (rank, then newest; text searches, their default), `date` (newest), `distance`
   * (nearest first; distance searches only, else ignored) or `salary` (best pay per hour first,
   * hourly and yearly pay on the filter's one scale; offers stating none last).
   */
  sort?: 'relevance' | 'date' | 'distance' | 'salary';
  /** Only offers featured now (`featured_until` ahead): the featured-first slots of a page. */
  featuredOnly?: boolean;
  /** Offers left out by id (the featured ones, shown in their own slots). */
  excludeIds?: readonly number[];
  page: number;
  perPage: number;
  /**
   * Rows to skip instead of `(page - 1) * perPage` (pages whose first slots hold featured
   * offers); the page answered is then `page` as given, and `pastLastPage` must be `empty`.
   */
  offset?: number;
  /**
   * `last`: a page past the last one answers the last one, in the same statement (pages opened
   * from old links). Default `empty`: it answers no offers, with the total (the API).
   */
  pastLastPage?: 'empty' | 'last';
}

export interface NearParams {
  lat: number;
  lng: number;
  radiusKm: number;
  box: { minLat: number; maxLat: number; minLng: number; maxLng: number };
}

/** Great-circle distance in km from the read model's row `s` to a point (haversine). */
export function distanceSql(point: { lat: number; lng: number }): SQL {
  return sql`(2 * 6371.0088 * asin(least(1, sqrt(
      power(sin(radians(s.lat - ${point.lat}::float8) / 2), 2)
      + cos(radians(${point.lat}::float8)) * cos(radians(s.lat))
        * power(sin(radians(s.lng - ${point.lng}::float8) / 2), 2)))))`;
}

export interface OfferSearchResult {
  offerIds: number[];
  total: number;
  /** The page answered: `page`, or the last one when `pastLastPage` is `last` and it was past. */
  page: number;
  /**
   * A distance search's km from its point to each offer of the page, in `offerIds` order,
   * found in the same statement (none when the page came from `lastPageIfPast`).
   */
  distancesKm?: number[];
}

/**
 * Totals without text are exact up to this many offers. Counting every match of a broad filter
 * on each page costs more than the page itself, and nobody pages past it (the API caps pages
 * accordingly).
 */
export const MAX_COUNTED = 10_000;

function intArray(ids: readonly number[]): string {
  return `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
}

/** Filters shared by every search: board, live window, and the optional filters. */
function filterConditions(p: OfferSearchParams): SQL[] {
  const where: SQL[] = [
    sql`s.board = ${p.board}`,
    sql`s.published_at <= now()`,
    sql`s.expires_at > now()`,
  ];
  if (p.cityId !== undefined) where.push(sql`s.city_id = ${p.cityId}`);
  if (p.companyId !== undefined) where.push(sql`s.company_id = ${p.companyId}`);
  const companyWords = p.companyText === undefined ? [] : searchTokens(p.companyText);
  if (companyWords.length > 0) {
    // Companies are few next to offers: match their names first (every word, anywhere, accents
    // folded), then filter offers by id.
    const name = sql`lower(unaccent(concat_ws(' ', c.name_fr, c.name_en)))`;
    const matches = companyWords.map((w) => sql`${name} LIKE '%' || lower(unaccent(${w})) || '%'`);
    where.push(
      sql`s.company_id IN (SELECT c.id FROM companies c WHERE ${sql.join(matches, sql` AND `)})`,
    );
  }
  if (p.specializationIds?.length) {
    where.push(sql`s.attribute_ids && ${intArray(p.specializationIds)}::int[]`);
  }
  if (p.scheduleIds?.length) where.push(sql`s.attribute_ids && ${intArray(p.scheduleIds)}::int[]`);
  if (p.attributeId !== undefined) {
    where.push(sql`s.attribute_ids @> ${intArray([p.attributeId])}::int[]`);
  }
  if (p.publishedSince) {
    where.push(sql`s.published_at >= ${p.publishedSince.toISOString()}::timestamptz`);
  }
  if (p.minHourlyPay !== undefined) where.push(sql`s.pay_hourly >= ${p.minHourlyPay}::real`);
  if (p.featuredOnly) where.push(sql`s.featured_until > now()`);
  if (p.excludeIds?.length) where.push(sql`s.offer_id <> ALL(${intArray(p.excludeIds)}::int[])`);
  if (p.near) {
    // The band first (index and cheap comparisons), then the exact distance on what is left.
    const { box } = p.near;
    where.push(
      sql`s.lat BETWEEN ${box.minLat}::float8 AND ${box.maxLat}::float8`,
      sql`s.lng BETWEEN ${box.minLng}::float8 AND ${box.maxLng}::float8`,
      sql`${distanceSql(p.near)} <= ${p.near.radiusKm}::float8`,
    );
  }
  return where;
}

/**
 * Ordered ids of one page of live offers on a board, plus the total. Three plans:
 * - no text: one walk of the covering (board, created_at desc) index, stopping at MAX_COUNTED,
 *   both counts and pages;
 * - text: GIN on the prefix tsquery, title hits before specialization-label hits, then newest;
 *   every match is sorted anyway, so counting them in the same statement is nearly free;
 * - text that matched nothing: trigram word similarity on titles, for typos and fragments.
 */
export async function searchOfferIds(
  db: Database,
  p: OfferSearchParams,
): Promise<OfferSearchResult> {
  const where = filterConditions(p);
  const tokens = p.text ? searchTokens(p.text) : [];

  if (tokens.length === 0 && byValue(p)) {
    // Nearest or best paid first: no index walks in that order, so every match is sorted (a
    // distance search's matches are the few inside its circle).
    return pageAndTotal(
      db,
      sql`WITH m AS MATERIALIZED (
            SELECT s.offer_id, s.created_at, 0::real AS rank${valueColumns(p)}
            FROM offer_search s
            WHERE ${sql.join(where, sql` AND `)}
          )`,
      p,
    );
  }

  if (tokens.length === 0) {
    if (p.pastLastPage === 'last' && p.page > 1) return lastPageIfPast(db, where, p);
    // The total and the page are two plain walks in one statement: the count stops at
    // MAX_COUNTED matches in whatever order is cheapest (no sort, no numbering), and the page
    // walks the covering index newest first and stops at its last row. Numbering every counted
    // row to slice the page from it (one window over up to 10,000 rows) cost two to three times
    // as much on PostgreSQL, page 1 most of all.
    const filtered = sql.join(where, sql` AND `);
    const offset = p.offset ?? (p.page - 1) * p.perPage;
    // Like the total, pages stop at MAX_COUNTED: past it a page is empty.
    const limit = Math.max(0, Math.min(p.perPage, MAX_COUNTED - offset));
    const pageOf = (column: SQL) =>
      sql`ARRAY(SELECT ${column} FROM offer_search s WHERE ${filtered}
                ORDER BY s.created_at DESC NULLS LAST, s.offer_id DESC NULLS LAST
                LIMIT ${limit} OFFSET ${offset})`;
    // A distance search's km come with the page (a second walk of the same few index entries,
    // in the same unique order) rather than in a round trip of their own.
    const [row] = await queryRows<PageRow>(
      db,
      sql`SELECT (SELECT count(*) FROM (
                    SELECT 1 FROM offer_search s WHERE ${filtered} LIMIT ${MAX_COUNTED}
                  ) c) AS total,
                 ${offset} AS page_offset,
                 ${pageOf(sql`s.offer_id`)} AS ids
                 ${p.near ? sql`, ${pageOf(distanceSql(p.near))} AS km` : sql``}`,
    );
    return toResult(row, p);
  }

  // Title words carry weight A: a match there ranks above a specialization-label-only match.
  // Checking the weight reads the row's vector, but only for rows the GIN index already chose.
  const fts = await pageAndTotal(
    db,
    sql`WITH q AS MATERIALIZED (
          SELECT ${prefixTsQuery(tokens)} AS q, ${prefixTsQuery(tokens, 'A')} AS title_q
        ),
        m AS MATERIALIZED (
          SELECT s.offer_id, s.created_at, (s.document @@ q.title_q)::int::real AS rank${valueColumns(p)}
          FROM offer_search s, q
          WHERE ${sql.join([...where, sql`s.document @@ q.q`], sql` AND `)}
        )`,
    p,
  );
  if (fts.total > 0) return fts;

  // Nothing matched word for word: trigrams catch typos and fragments inside words.
  const words = tokens.join(' ');
  return pageAndTotal(
    db,
    sql`WITH w AS MATERIALIZED (SELECT lower(unaccent(${words})) AS w),
        m AS MATERIALIZED (
          SELECT s.offer_id, s.created_at, word_similarity(w.w, s.title_norm) AS rank${valueColumns(p)}
          FROM offer_search s, w
          WHERE ${sql.join([...where, sql`w.w <% s.title_norm`], sql` AND `)}
        )`,
    p,
  );
}

/** The offset of the page asked for, or of the last page (from the total `count`) when past it. */
function offsetOf(p: OfferSearchParams, count: SQL): SQL {
  if (p.offset !== undefined) return sql`${p.offset}::int`;
  const offset = (p.page - 1) * p.perPage;
  if (p.pastLastPage !== 'last') return sql`${offset}::int`;
  // Integer division: 0 to perPage matches are page 1, and so on.
  return sql`LEAST(${offset}, GREATEST(0, (${count} - 1) / ${p.perPage}) * ${p.perPage})`;
}

type PageRow = {
  total: number | string;
  page_offset: number | string;
  ids: number[] | null;
  km?: (number | string)[] | null;
};

/**
 * The matches' distance column of a distance search, and their pay when they are sorted by it
 * (the searches that sort and page `m`).
 */
function valueColumns(p: OfferSearchParams): SQL {
  return sql`${p.near ? sql`, ${distanceSql(p.near)} AS km` : sql``}${
    p.sort === 'salary' ? sql`, s.pay_hourly AS pay` : sql``
  }`;
}

/** Whether the matches are sorted by a value of theirs (distance, pay) rather than rank or date. */
function byValue(p: OfferSearchParams): 'km' | 'pay' | null {
  if (p.sort === 'distance' && p.near) return 'km';
  return p.sort === 'salary' ? 'pay' : null;
}

/** The page's order over `m`: value or rank first as the sort says, then newest, then id. */
function orderOf(p: OfferSearchParams): SQL {
  const first = byValue(p);
  if (first === 'km') return sql`km ASC, `;
  if (first === 'pay') return sql`pay DESC NULLS LAST, `;
  return p.sort === 'date' ? sql`` : sql`rank DESC, `;
}

function toResult(row: PageRow | undefined, p: OfferSearchParams): OfferSearchResult {
  return {
    offerIds: (row?.ids ?? []).map(Number),
    total: Number(row?.total ?? 0),
    page:
      p.offset !== undefined ? p.page : Math.floor(Number(row?.page_offset ?? 0) / p.perPage) + 1,
    ...(p.near && row?.km ? { distancesKm: row.km.map(Number) } : {}),
  };
}

/**
 * The newest-first walk of the plain search for a page that may be past the last one: the walk
 * (at most MAX_COUNTED narrow rows) is kept once, counted, and the page sliced from it where the
 * count puts it. Page 1 never needs this, and the API never asks for it.
 */
async function lastPageIfPast(
  db: Database,
  where: SQL[],
  p: OfferSearchParams,
): Promise<OfferSearchResult> {
  const [row] = await queryRows<PageRow>(
    db,
    sql`WITH w AS MATERIALIZED (
          SELECT s.offer_id,
                 row_number() OVER (ORDER BY s.created_at DESC NULLS LAST, s.offer_id DESC NULLS LAST) AS n
          FROM offer_search s
          WHERE ${sql.join(where, sql` AND `)}
          ORDER BY s.created_at DESC NULLS LAST, s.offer_id DESC NULLS LAST
          LIMIT ${MAX_COUNTED}
        ),
        o AS (SELECT t.total, ${offsetOf(p, sql`t.total`)} AS page_offset
              FROM (SELECT count(*) AS total FROM w) t)
        SELECT o.total, o.page_offset,
               ARRAY(SELECT w.offer_id FROM w
                     WHERE w.n > o.page_offset AND w.n <= o.page_offset + ${p.perPage}
                     ORDER BY w.n) AS ids
        FROM o`,
  );
  return toResult(row, p);
}

/** Distances in km from a point to these offers of the board (the page of a distance search). */
export async function offerDistances(
  db: Database,
  board: string,
  offerIds: readonly number[],
  point: { lat: number; lng: number },
): Promise<Map<number, number>> {
  if (offerIds.length === 0) return new Map();
  const rows = await queryRows<{ offer_id: number; km: number | string }>(
    db,
    sql`SELECT s.offer_id, ${distanceSql(point)} AS km
        FROM offer_search s
        WHERE s.board = ${board} AND s.offer_id = ANY(${intArray(offerIds)}::int[])
          AND s.lat IS NOT NULL`,
  );
  return new Map(rows.map((r) => [Number(r.offer_id), Number(r.km)]));
}

/**
 * One round trip for a ranked page and its total: the matches are materialised once as narrow
 * rows, counted, and sorted by rank then recency. A page past the end still gets the total (and
 * is the last page with `pastLastPage: 'last'`).
 */
async function pageAndTotal(
  db: Database,
  matches: SQL,
  p: OfferSearchParams,
): Promise<OfferSearchResult> {
  const pageOffset = offsetOf(p, sql`(SELECT count(*) FROM m)`);
  // offer_id is unique among the matches: the ids and the km arrays come in the same order.
  const pageOf = (column: SQL) =>
    sql`ARRAY(SELECT ${column} FROM m ORDER BY ${orderOf(p)}created_at DESC, offer_id DESC
              LIMIT ${p.perPage} OFFSET ${pageOffset})`;
  const [row] = await queryRows<PageRow>(
    db,
    sql`${matches}
        SELECT (SELECT count(*) FROM m) AS total, ${pageOffset} AS page_offset,
               ${pageOf(sql`offer_id`)} AS ids
               ${p.near ? sql`, ${pageOf(sql`km`)} AS km` : sql``}`,
  );
  return toResult(row, p);
}
