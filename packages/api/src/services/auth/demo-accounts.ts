import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { teams, users } from '@jobboard/db/schema/accounts';
import type { Database } from '@jobboard/db/client';
import { companies } from '@jobboard/db/schema/companies';
import { offers } from '@jobboard/db/schema/offers';
import {
  DEMO_CANDIDATE_EMAIL,
  DEMO_PASSWORD,
  demoEmployers,
  demoPartnerEmployer,
  demoTeamCompanySlugs,
} from './demo-account-list';
import { hashPassword } from './password-hash';
import { grantPermissions } from './permissions';

/**
 * Creates the demo team (its employers share one team, as team members do), the partner
 * employer in a team of its own that may publish on every board, and a confirmed candidate on
 * each board. Accounts that already exist are left as they are.
 */
export async function seedDemoAccounts(
  db: Database,
  boards: readonly string[],
  now = new Date(),
): Promise<{ created: number }> {
  await topUpDemoPermissions(db);
  // Runs at every start: when every account is there, skip the deliberately slow hash.
  if ((await countDemoAccounts(db, boards)) === demoEmployers.length + 1 + boards.length) {
    return { created: 0 };
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    let created = 0;
    const existing = await tx
      .select({ teamId: users.teamId })
      .from(users)
      .where(
        and(eq(users.guard, 'ats'), isNull(users.board), eq(users.email, demoEmployers[0]!.email)),
      );
    let teamId = existing[0]?.teamId ?? null;
    if (teamId === null) {
      const [team] = await tx
        .insert(teams)
        .values({ name: 'Demo team' })
        .returning({ id: teams.id });
      teamId = team!.id;
    }
    await tx
      .update(companies)
      .set({ teamId })
      .where(and(inArray(companies.slug, [...demoTeamCompanySlugs]), isNull(companies.teamId)));
    // Their seeded offers too: the employer pages find an offer by its team, not its company.
    const teamCompanies = tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.teamId, teamId));
    await tx
      .update(offers)
      .set({ teamId })
      .where(and(inArray(offers.companyId, teamCompanies), isNull(offers.teamId)));
    for (const employer of demoEmployers) {
      const [user] = await tx
        .insert(users)
        .values({
          guard: 'ats',
          board: null,
          teamId,
          firstName: employer.firstName,
          lastName: employer.lastName,
          email: employer.email,
          emailVerifiedAt: now,
          passwordHash,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!user) continue;
      created += 1;
      await grantPermissions(tx, user.id, employer.permissions);
    }
    const [partner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.guard, 'ats'),
          isNull(users.board),
          eq(users.email, demoPartnerEmployer.email),
        ),
      );
    if (!partner) {
      const [team] = await tx
        .insert(teams)
        .values({ name: 'Demo partner team', canPublishOnPartnerOrOurNetwork: true })
        .returning({ id: teams.id });
      const [user] = await tx
        .insert(users)
        .values({
          guard: 'ats',
          board: null,
          teamId: team!.id,
          firstName: demoPartnerEmployer.firstName,
          lastName: demoPartnerEmployer.lastName,
          email: demoPartnerEmployer.email,
          emailVerifiedAt: now,
          passwordHash,
        })
        .returning({ id: users.id });
      created += 1;
      await grantPermissions(tx, user!.id, demoPartnerEmployer.permissions);
    }
    for (const board of boards) {
      const [user] = await tx
        .insert(users)
        .values({
          guard: 'jobboard',
          board,
          firstName: 'Camille',
          lastName: 'Tremblay',
          email: DEMO_CANDIDATE_EMAIL,
          emailVerifiedAt: now,
          passwordHash,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (user) created += 1;
    }
    return { created };
  });
}

async function countDemoAccounts(db: Database, boards: readonly string[]): Promise<number> {
  const candidates =
    boards.length > 0
      ? and(
          eq(users.guard, 'jobboard'),
          eq(users.email, DEMO_CANDIDATE_EMAIL),
          inArray(users.board, [...boards]),
        )
      : undefined;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(
      or(
        and(
          eq(users.guard, 'ats'),
          isNull(users.board),
          inArray(
            users.email,
            [...demoEmployers, demoPartnerEmployer].map((e) => e.email),
          ),
        ),
        candidates,
      ),
    );
  return row?.n ?? 0;
}

/**
 * Permissions added after the demo accounts were seeded (manage_team, manage_billing: issue 41)
 * reach the existing demo accounts too; a grant they already hold is left as it is.
 */
async function topUpDemoPermissions(db: Database): Promise<void> {
  const accounts = [...demoEmployers, demoPartnerEmployer];
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.guard, 'ats'),
        isNull(users.board),
        inArray(
          users.email,
          accounts.map((a) => a.email),
        ),
      ),
    );
  if (rows.length === 0) return;
  await db.transaction(async (tx) => {
    for (const row of rows) {
      const account = accounts.find((a) => a.email === row.email);
      if (account) await grantPermissions(tx, row.id, account.permissions);
    }
  });
}
