import { and, eq } from 'drizzle-orm';
import { applications } from '@jobboard/db/schema/candidates';
import { DomainError } from '../../errors';
import type { Executor } from '../executor';
import type { EmployerContext } from '../employer-offers/employer-context';
import { teamOffer } from '../employer-offers/team-scope';

/**
 * An application of one of the team's offers, reached through that offer: another team's offer,
 * or an application of another offer, is a 404 as an unknown id (nothing disclosed).
 */
export async function teamApplication(
  ctx: EmployerContext,
  offerId: number,
  applicationId: number,
  tx: Executor = ctx.db,
) {
  await teamOffer(ctx, offerId, tx);
  const [row] = await tx
    .select()
    .from(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.offerId, offerId)));
  if (!row) throw DomainError.notFound();
  return row;
}
