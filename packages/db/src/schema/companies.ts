import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { teams } from './accounts';

/**
 * Name, description and video per language; either language may be missing (some Quebec
 * employers only have a French name), readers fall back to the other one.
 */
export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    slug: text('slug').notNull(),
    nameFr: text('name_fr'),
    nameEn: text('name_en'),
    descriptionFr: text('description_fr'),
    descriptionEn: text('description_en'),
    videoFr: text('video_fr'),
    videoEn: text('video_en'),
    logo: text('logo'),
    coverImage: text('cover_image'),
    website: text('website'),
    /** One of the fixed ranges of `GET /api/ats/team-sizes` (contracts/team-size-rules.ts). */
    teamSize: text('team_size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('companies_team_idx').on(t.teamId)],
);
