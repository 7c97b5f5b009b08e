import { and, asc, eq } from 'drizzle-orm';
import { users } from '@jobboard/db/schema/accounts';
import { companies } from '@jobboard/db/schema/companies';
import type { EmployerContext } from './employer-context';

export interface CompanyOption {
  id: number;
  name: { fr: string | null; en: string | null };
}

/** GET /api/ats/options/companies: the team's companies for the wizard's select. */
export async function teamCompanyOptions(ctx: EmployerContext): Promise<CompanyOption[]> {
  const rows = await ctx.db
    .select({ id: companies.id, fr: companies.nameFr, en: companies.nameEn })
    .from(companies)
    .where(eq(companies.teamId, ctx.teamId))
    .orderBy(asc(companies.id));
  return rows.map((r) => ({ id: r.id, name: { fr: r.fr, en: r.en } }));
}

export interface UserOption {
  id: number;
  full_name: string;
  email: string;
}

/** GET /api/ats/options/users: the team's members (employers only). */
export async function teamUserOptions(ctx: EmployerContext): Promise<UserOption[]> {
  const rows = await ctx.db
    .select({ id: users.id, first: users.firstName, last: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.teamId, ctx.teamId), eq(users.guard, 'ats')))
    .orderBy(asc(users.lastName), asc(users.firstName));
  return rows.map((r) => ({ id: r.id, full_name: `${r.first} ${r.last}`.trim(), email: r.email }));
}
