import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { offers } from './offers';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
    featured: boolean('featured').notNull().default(false),
    /** Titles (weight A) and specialization labels (B), French and English configurations. */
    document: tsvector('document').notNull(),
    titleNorm: text('title_norm').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.board, t.offerId] }),
    index('offer_search_offer_idx').on(t.offerId),
    // offer_search_board_created_idx (board, created_at desc, offer_id desc) INCLUDE (...) is
    // created in migration 0003: drizzle-kit cannot express INCLUDE.
    index('offer_search_board_published_idx').on(t.board, t.publishedAt.desc()),
    index('offer_search_board_city_idx').on(t.board, t.cityId, t.createdAt.desc()),
    index('offer_search_board_company_idx').on(t.board, t.companyId, t.createdAt.desc()),
    index('offer_search_attributes_idx').using('gin', t.attributeIds),
    index('offer_search_document_idx').using('gin', t.document),
    index('offer_search_title_trgm_idx').using('gin', t.titleNorm.op('gin_trgm_ops')),
  ],
);
