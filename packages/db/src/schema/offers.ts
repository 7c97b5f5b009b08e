import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { experiences, offerAttributes } from './attributes';
import { companies } from './companies';
import { language, offerStatus } from './enums';
import { cities } from './places';
import { teams } from './accounts';
import type { StoredScreeningQuestion } from './screening';

/** A scam signal as stored with a publication (the api's ScamSignal, kept here as data). */
export interface StoredScamSignal {
  code: string;
  weight: number;
  evidence: string;
}

export const salaryPeriods = ['hour', 'week', 'year'] as const;
export type SalaryPeriod = (typeof salaryPeriods)[number];

export const offerShifts = ['day', 'evening', 'night', 'weekend'] as const;
export type OfferShift = (typeof offerShifts)[number];

/** How candidates apply: through the board's form, or at the employer's own address. */
export const applyMethods = ['board', 'url', 'email'] as const;
export type ApplyMethod = (typeof applyMethods)[number];

/**
 * The offer itself, language-neutral. Texts live in offer_contents (one row per language), where
 * it is published in offer_publications (one row per board). `status` is the employer's switch;
 * an offer is live on a board only while published there and not expired.
 */
export const offers = pgTable(
  'offers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    slug: text('slug').notNull(),
    isConfidential: boolean('is_confidential').notNull().default(false),
    primaryLanguage: language('primary_language').notNull().default('fr'),
    status: offerStatus('status').notNull().default('draft'),
    experienceId: integer('experience_id').references(() => experiences.id, {
      onDelete: 'set null',
    }),
    salaryMin: doublePrecision('salary_min'),
    salaryMax: doublePrecision('salary_max'),
    salaryPeriod: text('salary_period', { enum: salaryPeriods }),
    address: text('address'),
    /** The place search's id of `address`, so the edit form shows the place picked. */
    placeId: text('place_id'),
    /**
     * Canadian postal code of the workplace, stored normalised (`H2X 1Y4`: upper case, one
     * space); optional. Search engines and job feeds ask for it (JobPosting, Indeed).
     */
    postalCode: text('postal_code'),
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** Tips on top of pay: the tipped-employee minimum wage applies (Quebec). */
    tips: boolean('tips').notNull().default(false),
    shifts: text('shifts', { enum: offerShifts })
      .array()
      .notNull()
      .default(sql`'{}'`),
    positions: integer('positions'),
    startDate: date('start_date'),
    applicationDeadline: date('application_deadline'),
    applyMethod: text('apply_method', { enum: applyMethods }).notNull().default('board'),
    applyUrl: text('apply_url'),
    applyEmail: text('apply_email'),
    /**
     * The job requires a language other than French: the Charter of the French language asks
     * for a stated reason (offer_contents.language_reason), shown on the offer page.
     */
    requiresOtherLanguage: boolean('requires_other_language').notNull().default(false),
    /** First publication on any board; each board keeps its own date in offer_publications. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /**
     * Applications not withdrawn, on any board: kept by apply and withdraw in their own
     * transaction, so a list of offers shows counts without counting (issue 19).
     */
    applicationCount: integer('application_count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * When the employer marked the position filled (issue 42): the offer leaves search at once
     * (refresh_offer_search skips it, migration 0022), its page says so for FILLED_GRACE_DAYS,
     * then is gone. Its publications are kept, so reopening within the grace restores it.
     */
    filledAt: timestamp('filled_at', { withTimezone: true }),
    /** Up to five questions every apply path asks (issue 42; shape in ./screening). */
    screeningQuestions: jsonb('screening_questions')
      .$type<StoredScreeningQuestion[]>()
      .notNull()
      .default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('offers_company_idx').on(t.companyId),
    index('offers_team_idx').on(t.teamId),
    // The search cache's next moment of change includes a filled page's end of grace: a min()
    // over the few filled offers.
    index('offers_filled_idx')
      .on(t.filledAt)
      .where(sql`${t.filledAt} IS NOT NULL`),
    check(
      'offers_postal_code_format',
      sql`${t.postalCode} ~ '^[ABCEGHJ-NPRSTVXY][0-9][ABCEGHJ-NPRSTV-Z] [0-9][ABCEGHJ-NPRSTV-Z][0-9]$'`,
    ),
  ],
);

export const offerContents = pgTable(
  'offer_contents',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    language: language('language').notNull(),
    title: text('title').notNull(),
    /** Rich text (sanitised HTML) written by the employer. */
    description: text('description').notNull().default(''),
    /** Why the job needs a language other than French, when it does. */
    languageReason: text('language_reason'),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.language] })],
);

export const offerAttributeLinks = pgTable(
  'offer_attribute_links',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => offerAttributes.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.attributeId] }),
    index('offer_attribute_links_attribute_idx').on(t.attributeId),
  ],
);

/** Publication of an offer to one board (board key from the tenancy registry). */
export const offerPublications = pgTable(
  'offer_publications',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    board: text('board').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null: the offer's own expiry applies. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * The offer is featured on this board until then (a paid upgrade, or the seed's demo
     * offers); null or past: not featured. The expiry sweep clears it once past.
     */
    featuredUntil: timestamp('featured_until', { withTimezone: true }),
    /** The expiry reminder went out (the sweep sends it once per publication). */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** The sweep took the expired publication out of the read model. */
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    /**
     * Held for moderation (issue 40): not public (refresh_offer_search leaves it out) until an
     * operator approves it. Set by putOnBoards or an edit, by the board's setting or the scam
     * score; null once approved, or when never held.
     */
    heldAt: timestamp('held_at', { withTimezone: true }),
    /** The scam signals computed at the last publish or edit, with their evidence. */
    signals: jsonb('signals').$type<StoredScamSignal[]>().notNull().default([]),
    /** The last approval of a hold, and by which operator (an operator id, not a key). */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: integer('approved_by'),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.board] }),
    index('offer_publications_board_idx').on(t.board),
    // The moderation queue: the few held publications, oldest first.
    index('offer_publications_held_idx')
      .on(t.heldAt)
      .where(sql`held_at IS NOT NULL`),
    // The sweep's two scans: publications ending soon or ended that it has not handled yet.
    index('offer_publications_due_idx')
      .on(t.expiresAt)
      .where(sql`expired_at IS NULL`),
    // The sweep's scan for featured periods that ended.
    index('offer_publications_featured_idx')
      .on(t.featuredUntil)
      .where(sql`featured_until IS NOT NULL`),
  ],
);
