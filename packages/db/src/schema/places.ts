import { doublePrecision, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/** Quebec cities offers are located in; `shortListPosition` orders the spec's short list of 10. */
export const cities = pgTable('cities', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  slug: text('slug').notNull().unique(),
  label: text('label').notNull(),
  region: text('region').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  shortListPosition: smallint('short_list_position'),
});

/** Canadian National Occupational Classification titles, for the job title autocomplete. */
export const nocJobTitles = pgTable('noc_job_titles', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  code: text('code').notNull(),
  titleFr: text('title_fr').notNull(),
  titleEn: text('title_en').notNull(),
});
