import { asc, eq, isNull, or } from 'drizzle-orm';
import { attributeTypes, offerAttributes } from '@jobboard/db/schema/attributes';
import type { ServiceContext } from '../../context';
import type { OfferAttributeDto } from '../../contracts/attributes';
import { attributeDto } from './attribute-dto';

/** Attributes shared by all boards plus the request board's own categories and specializations. */
export async function listOfferAttributes(ctx: ServiceContext): Promise<OfferAttributeDto[]> {
  const rows = await ctx.db
    .select()
    .from(offerAttributes)
    .where(or(isNull(offerAttributes.board), eq(offerAttributes.board, ctx.board)))
    .orderBy(asc(offerAttributes.type), asc(offerAttributes.position), asc(offerAttributes.id));
  return rows.map(attributeDto);
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
