import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { tsvector } from './column-types';
import { offerAttributes } from './attributes';
import { offers } from './offers';
import { nocJobTitles } from './places';
import type { StoredScreeningAnswer } from './screening';

export const documentTypes = ['resume', 'cover_letter', 'misc'] as const;
export type DocumentType = (typeof documentTypes)[number];
export const documentType = pgEnum('document_type', documentTypes);

export const documents = pgTable(
  'documents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: documentType('type').notNull(),
    /** The owner-only download URL of the stored file (spec: `cdn`). */
    cdn: text('cdn').notNull(),
    /** Generated name of the file in the storage adapter; the user's name is only metadata. */
    storageKey: text('storage_key').notNull().default(''),
    /** Type found from the content (magic bytes), never from the name or the declared type. */
    mimeType: text('mime_type').notNull().default('application/octet-stream'),
    sizeBytes: integer('size_bytes').notNull().default(0),
    /** Text extracted from PDFs; null when parsing failed (the document is kept). */
    parsedText: text('parsed_text'),
    /**
     * The words of parsed_text as an application's search_document holds them (see there), kept
     * by a trigger (migration 0017) when the text is written: folding a long resume costs
     * PostgreSQL tens of ms, which every application with this document would otherwise pay.
     */
    parsedWords: tsvector('parsed_words'),
    pageCount: integer('page_count'),
    pdfInfo: jsonb('pdf_info'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('documents_user_idx').on(t.userId)],
);

export const skills = pgTable(
  'skills',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A skill attribute from the catalogue, or free text when none fits. */
    attributeId: integer('attribute_id').references(() => offerAttributes.id, {
      onDelete: 'set null',
    }),
    /** Or a NOC job title; the label keeps the text chosen in case either row goes away. */
    nocJobTitleId: integer('noc_job_title_id').references(() => nocJobTitles.id, {
      onDelete: 'set null',
    }),
    label: text('label').notNull(),
    /** 1 (beginner) to 5 (expert). */
    level: smallint('level'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('skills_user_idx').on(t.userId)],
);

export const userSpecializations = pgTable(
  'user_specializations',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => offerAttributes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.attributeId] })],
);

export const applicationStatuses = [
  'new',
  'reviewed',
  'interview',
  'offer',
  'hired',
  'rejected',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/**
 * An application is made on one board; employers see it through the offer. It holds a snapshot
 * of the files as they were when sent (own storage keys, names and PDF text): a later rename or
 * delete in the profile changes nothing the employer received.
 */
export const applications = pgTable(
  'applications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    /** Null once the candidate deleted their account: the employer keeps an anonymised row. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    board: text('board').notNull(),
    /** The language the candidate applied in (mails to them, the employer's reading). */
    language: text('language', { enum: ['fr', 'en'] })
      .notNull()
      .default('fr'),
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    /** The profile document chosen; only a pointer, the snapshot below is what was sent. */
    resumeId: integer('resume_id').references(() => documents.id, { onDelete: 'set null' }),
    coverLetterId: integer('cover_letter_id').references(() => documents.id, {
      onDelete: 'set null',
    }),
    resumeName: text('resume_name'),
    resumeStorageKey: text('resume_storage_key'),
    resumeMimeType: text('resume_mime_type'),
    resumeSizeBytes: integer('resume_size_bytes'),
    resumeText: text('resume_text'),
    coverLetterName: text('cover_letter_name'),
    coverLetterStorageKey: text('cover_letter_storage_key'),
    coverLetterMimeType: text('cover_letter_mime_type'),
    coverLetterSizeBytes: integer('cover_letter_size_bytes'),
    /** A cover letter document's PDF text, or the letter typed in the form. */
    coverLetterText: text('cover_letter_text'),
    message: text('message'),
    /** The screening answers with the questions' text at the time (issue 42; see ./screening). */
    screeningAnswers: jsonb('screening_answers')
      .$type<StoredScreeningAnswer[]>()
      .notNull()
      .default([]),
    /**
     * A knockout answer missed its expected answer: decided when applying and kept, so the
     * employer's filter and badge do not change when the questions are edited later.
     */
    screeningMismatch: boolean('screening_mismatch').notNull().default(false),
    /** Law 25: the consent given and the version of the wording the candidate saw. */
    consentVersion: text('consent_version'),
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    status: text('status', { enum: applicationStatuses }).notNull().default('new'),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The words of the resume text, cover letter text and message, for the employer's search:
     * accent- and case-folded ('simple_unaccent', created by migration 0015: resumes come in
     * either language, so no stemming) and stripped of positions (no ranking or phrase search
     * needs them, and the vector stays small enough to check row by row when a word matches
     * most of an offer's applications). Kept by a trigger (migration 0017) that folds the texts
     * on every insert and change of them, except an insert that brings the words itself: applying
     * copies the documents' parsed_words rather than folding the same resume again.
     */
    searchDocument: tsvector('search_document'),
  },
  (t) => [
    // The one-application rule: a double click or a retried request never makes two.
    uniqueIndex('applications_offer_user_idx').on(t.offerId, t.userId),
    index('applications_user_idx').on(t.userId),
    // The employer's list: one offer's applications, newest first, paged.
    index('applications_offer_created_idx').on(t.offerId, t.createdAt.desc(), t.id.desc()),
    // The employer's text search over the application's own texts (see searchDocument).
    index('applications_search_document_idx').using('gin', t.searchDocument),
  ],
);

/**
 * The employer's funnel: apply clicks and applications per offer, board and day. Counts only,
 * nothing about who.
 */
export const offerDailyCounts = pgTable(
  'offer_daily_counts',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    board: text('board').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** Views of the offer's page, counted in memory and flushed in batches (see offer-views). */
    views: integer('views').notNull().default(0),
    applyClicks: integer('apply_clicks').notNull().default(0),
    applications: integer('applications').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.board, t.day] })],
);

/** Offers a candidate saved (spec section 7: the users store's offers array). */
export const savedOffers = pgTable(
  'saved_offers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.offerId] })],
);

/**
 * The users store of section 7: the candidate's preferences, created from the authentication
 * profile on first use (a missing row is the store's 404).
 */
export const candidateStores = pgTable('candidate_stores', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  preferences: jsonb('preferences').notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const privacyActions = ['export', 'delete'] as const;
export type PrivacyAction = (typeof privacyActions)[number];

/**
 * Quebec Law 25: each export and deletion of a candidate's data, with time and board. No foreign
 * key: the row outlives the account it describes.
 */
export const privacyAudit = pgTable(
  'privacy_audit',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull(),
    board: text('board').notNull(),
    action: text('action', { enum: privacyActions }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('privacy_audit_user_idx').on(t.userId)],
);
