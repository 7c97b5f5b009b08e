import { eq } from 'drizzle-orm';
import { offerAttributeLinks, offerContents, offers } from '@jobboard/db/schema/offers';
import type { EmployerOfferDto } from '../../contracts/employer-offers/offer-dto';
import type { EmployerContext } from './employer-context';
import { loadEmployerOffer } from './load-offer';
import { teamOffer } from './team-scope';

/**
 * POST /api/ats/offers/{id}/duplicate: a new draft with the same texts, attributes and
 * specifications; nothing of where or when the original was published.
 */
export async function duplicateOffer(ctx: EmployerContext, id: number): Promise<EmployerOfferDto> {
  return ctx.db.transaction(async (tx) => {
    const source = await teamOffer(ctx, id, tx);
    const {
      id: _id,
      publishedAt: _publishedAt,
      expiresAt: _expiresAt,
      createdAt: _createdAt,
      updatedAt: _updatedAt,
      status: _status,
      // A copy is how a filled position is posted again: it starts open.
      filledAt: _filledAt,
      ...copy
    } = source;
    const [row] = await tx
      .insert(offers)
      .values({ ...copy, status: 'draft', createdAt: ctx.now, updatedAt: ctx.now })
      .returning({ id: offers.id });
    const newId = row!.id;
    const contents = await tx.select().from(offerContents).where(eq(offerContents.offerId, id));
    if (contents.length) {
      await tx.insert(offerContents).values(contents.map((c) => ({ ...c, offerId: newId })));
    }
    const links = await tx
      .select()
      .from(offerAttributeLinks)
      .where(eq(offerAttributeLinks.offerId, id));
    if (links.length) {
      await tx.insert(offerAttributeLinks).values(links.map((l) => ({ ...l, offerId: newId })));
    }
    return loadEmployerOffer(ctx, newId, tx);
  });
}
