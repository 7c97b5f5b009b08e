import { and, eq } from 'drizzle-orm';
import { companies } from '@jobboard/db/schema/companies';
import { offers } from '@jobboard/db/schema/offers';
import { DomainError } from '../../errors';
import type { Executor } from '../executor';
import type { EmployerContext } from './employer-context';

/** The offer when it belongs to the employer's team; another team's id is a 404, as unknown. */
export async function teamOffer(ctx: EmployerContext, id: number, tx: Executor = ctx.db) {
  const [row] = await tx
    .select()
    .from(offers)
    .where(and(eq(offers.id, id), eq(offers.teamId, ctx.teamId)));
  if (!row) throw DomainError.notFound();
  return row;
}

/** True when the company belongs to the employer's team. */
export async function isTeamCompany(
  ctx: EmployerContext,
  companyId: number,
  tx: Executor = ctx.db,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.teamId, ctx.teamId)));
  return Boolean(row);
}
