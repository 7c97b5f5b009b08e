import { integer, pgEnum, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const attributeTypes = [
  'category',
  'experience',
  'schedule',
  'certification',
  'specialization',
  'education',
  'skill',
] as const;
export type AttributeType = (typeof attributeTypes)[number];

export const attributeType = pgEnum('attribute_type', attributeTypes);

/** Offer attributes of every type; labels and slugs per language (spec section 3). */
export const offerAttributes = pgTable(
  'offer_attributes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    type: attributeType('type').notNull(),
    labelFr: text('label_fr').notNull(),
    labelEn: text('label_en').notNull(),
    slugFr: text('slug_fr').notNull(),
    slugEn: text('slug_en').notNull(),
    position: smallint('position').notNull().default(0),
    /** Board key for board-specific categories/specializations; null: shared by every board. */
    board: text('board'),
  },
  (t) => [
    uniqueIndex('offer_attributes_type_slug_fr_idx').on(t.type, t.slugFr),
    uniqueIndex('offer_attributes_type_slug_en_idx').on(t.type, t.slugEn),
  ],
);

export const experiences = pgTable('experiences', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  labelFr: text('label_fr').notNull(),
  labelEn: text('label_en').notNull(),
  position: smallint('position').notNull().default(0),
});
