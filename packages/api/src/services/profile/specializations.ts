import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { offerAttributes } from '@jobboard/db/schema/attributes';
import { userSpecializations } from '@jobboard/db/schema/candidates';
import type { OfferAttributeDto } from '../../contracts/attributes';
import { DomainError } from '../../errors';
import { attributeDto } from '../catalogue/attribute-dto';
import type { ProfileContext } from './profile-context';

const onBoard = (board: string) =>
  and(
    eq(offerAttributes.type, 'specialization'),
    or(isNull(offerAttributes.board), eq(offerAttributes.board, board)),
  );

export async function listUserSpecializations(ctx: ProfileContext): Promise<OfferAttributeDto[]> {
  const rows = await ctx.db
    .select({
      id: offerAttributes.id,
      type: offerAttributes.type,
      labelFr: offerAttributes.labelFr,
      labelEn: offerAttributes.labelEn,
      slugFr: offerAttributes.slugFr,
      slugEn: offerAttributes.slugEn,
    })
    .from(userSpecializations)
    .innerJoin(offerAttributes, eq(offerAttributes.id, userSpecializations.attributeId))
    .where(and(eq(userSpecializations.userId, ctx.userId), onBoard(ctx.board)))
    .orderBy(asc(offerAttributes.position), asc(offerAttributes.id));
  return rows.map(attributeDto);
}

/** Replaces the set; every id must be a specialization of this board, or nothing changes. */
export async function setUserSpecializations(
  ctx: ProfileContext,
  ids: number[],
): Promise<OfferAttributeDto[]> {
  if (ids.length > 0) {
    const known = await ctx.db
      .select({ id: offerAttributes.id })
      .from(offerAttributes)
      .where(and(inArray(offerAttributes.id, ids), onBoard(ctx.board)));
    if (known.length !== ids.length) {
      throw DomainError.invalid({ specializations: ['unknown_specialization'] });
    }
  }
  await ctx.db.transaction(async (tx) => {
    await tx.delete(userSpecializations).where(eq(userSpecializations.userId, ctx.userId));
    if (ids.length > 0) {
      await tx
        .insert(userSpecializations)
        .values(ids.map((attributeId) => ({ userId: ctx.userId, attributeId })));
    }
  });
  return listUserSpecializations(ctx);
}
