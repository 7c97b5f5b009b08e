import { asc } from 'drizzle-orm';
import { attributeTypes, offerAttributes } from '@jobboard/db/schema/attributes';
import type { Database } from '@jobboard/db/client';
import type { ServiceContext } from '../../context';
import type { OfferAttributeDto } from '../../contracts/attributes';
import { attributeDto } from './attribute-dto';
import { dictionary } from './dictionary';

/** Every board's attributes in list order, each with the board it belongs to (null: shared). */
const allAttributes = dictionary(async (db) => {
  const rows = await db
    .select()
    .from(offerAttributes)
    .orderBy(asc(offerAttributes.type), asc(offerAttributes.position), asc(offerAttributes.id));
  return rows.map((row, order) => ({ board: row.board, order, dto: attributeDto(row) }));
});

/**
 * Attributes shared by all boards plus the request board's own categories and specializations,
 * from memory (see dictionary.ts): search pages, filters and landing pages read them constantly.
 */
export async function listOfferAttributes(ctx: ServiceContext): Promise<OfferAttributeDto[]> {
  const all = await allAttributes.get(ctx.db);
  return all.filter((a) => a.board === null || a.board === ctx.board).map((a) => a.dto);
}

/** One attribute, its board (null: shared) and its rank in list order (type, position, id). */
export type AttributeEntry = { board: string | null; order: number; dto: OfferAttributeDto };
const attributeIndexes = new WeakMap<AttributeEntry[], Map<number, AttributeEntry>>();

/**
 * Every board's attributes by id, from the same dictionary (filter checks, offer hydration).
 * `reload` first drops the copy in memory: for a caller that met an id it does not know yet.
 */
export async function attributeIndex(
  db: Database,
  reload = false,
): Promise<Map<number, AttributeEntry>> {
  if (reload) allAttributes.invalidate(db);
  const all = await allAttributes.get(db);
  let index = attributeIndexes.get(all);
  if (!index) {
    index = new Map(all.map((a) => [a.dto.id, a]));
    attributeIndexes.set(all, index);
  }
  return index;
}

/** GET /offer-attributes: the same list grouped by type, every type present. */
export async function groupedOfferAttributes(
  ctx: ServiceContext,
): Promise<Record<(typeof attributeTypes)[number], OfferAttributeDto[]>> {
  const grouped = Object.fromEntries(
    attributeTypes.map((t) => [t, [] as OfferAttributeDto[]]),
  ) as Record<(typeof attributeTypes)[number], OfferAttributeDto[]>;
  for (const attribute of await listOfferAttributes(ctx)) grouped[attribute.type].push(attribute);
  return grouped;
}
