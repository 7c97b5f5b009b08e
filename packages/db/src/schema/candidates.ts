import {
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { offerAttributes } from './attributes';
import { offers } from './offers';

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
    /** Public URL of the stored file (local folder or S3-compatible). */
    cdn: text('cdn').notNull(),
    /** Text extracted from PDFs; null when parsing failed (the document is kept). */
    parsedText: text('parsed_text'),
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
    label: text('label').notNull(),
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

/** An application is made on one board; employers see it through the offer. */
export const applications = pgTable(
  'applications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    board: text('board').notNull(),
    resumeId: integer('resume_id').references(() => documents.id, { onDelete: 'set null' }),
    coverLetterId: integer('cover_letter_id').references(() => documents.id, {
      onDelete: 'set null',
    }),
    status: text('status').notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('applications_offer_user_idx').on(t.offerId, t.userId),
    index('applications_user_idx').on(t.userId),
  ],
);
