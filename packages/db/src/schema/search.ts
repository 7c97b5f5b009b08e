import { sql } from 'drizzle-orm';
import {
  bigint,
  doublePrecision,
  index,
  integer,
  pgTable,
  real,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { tsvector } from './column-types';
import { offers } from './offers';

/**
 * Read model for search: one narrow row per (board, published offer), rebuilt by the SQL function
 * refresh_offer_search(ids) whenever an offer, its texts, attributes or publications change.
 * Keeping board, dates and filters on the same row lets one index answer "this board, live,
 * newest first" without joins, and keeps confidential company data out (company_id is null for
 * confidential offers, so no filter can reveal them).
 */
export const offerSearch = pgTable(
  'offer_search',
  {
    board: text('board').notNull(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** 'infinity' when it never expires, so "live" is one range condition. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    cityId: integer('city_id'),
    companyId: integer('company_id'),
    attributeIds: integer('attribute_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** The publication's featured period end (null: not featured); featured while in the future. */
    featuredUntil: timestamp('featured_until', { withTimezone: true }),
    /**
     * The top of the offer's pay range as an hourly amount (a year is 2,080 hours, a week 40),
     * for the minimum-pay filter; null when the offer states no pay.
     */
    payHourly: real('pay_hourly'),
    /**
     * Where the offer is, for distance searches: its own position, or its city's centre when it
     * has none or is confidential (an exact point would locate the employer).
     */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** Titles (weight A) and specialization labels (B), French and English configurations. */
    document: tsvector('document').notNull(),
    titleNorm: text('title_norm').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.board, t.offerId] }),
    index('offer_search_offer_idx').on(t.offerId),
    // offer_search_board_created_idx (board, created_at desc, offer_id desc) INCLUDE (...) is
    // created in migration 0003 (and widened in 0014): drizzle-kit cannot express INCLUDE.
    index('offer_search_board_published_idx').on(t.board, t.publishedAt.desc()),
    // The next moment any row goes live or expires (all boards), for the search cache's bound
    // on time: a min() over each is one index probe (search-generations.ts in the API).
    index('offer_search_expires_idx').on(t.expiresAt),
    index('offer_search_published_idx').on(t.publishedAt),
    // Featured offers of a board, newest first (the search's featured-first page), and the next
    // featured period to end (the search cache's bound on time, one probe).
    index('offer_search_board_featured_idx')
      .on(t.board, t.createdAt.desc())
      .where(sql`featured_until IS NOT NULL`),
    index('offer_search_featured_until_idx').on(t.featuredUntil),
    index('offer_search_board_city_idx').on(t.board, t.cityId, t.createdAt.desc()),
    index('offer_search_board_company_idx').on(t.board, t.companyId, t.createdAt.desc()),
    // Distance searches: a latitude band of the board, then longitude and haversine on the rows.
    index('offer_search_board_lat_idx').on(t.board, t.lat),
    index('offer_search_attributes_idx').using('gin', t.attributeIds),
    index('offer_search_document_idx').using('gin', t.document),
    index('offer_search_title_trgm_idx').using('gin', t.titleNorm.op('gin_trgm_ops')),
  ],
);

/**
 * Change counters the API's caches compare against, one row per name, bumped by triggers
 * (migration 0019) in the same transaction as the change, once per transaction:
 * - `offers`: anything a search can find or a result card shows changed (the read model, a
 *   live offer's row, texts or attributes, a publication, a company, a city, an attribute);
 *   an offer's application count alone does not bump it.
 * - `catalogue`: attributes or cities changed (the in-memory dictionaries reload).
 */
export const searchGenerations = pgTable('search_generations', {
  name: text('name').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
});
