import { minimumWageInForce } from '@jobboard/api/contracts/employer-offers/quebec-rules';
import { seedDemoAccounts } from '@jobboard/api/services/auth/demo-accounts';
import { seedDemoOperator } from '@jobboard/api/services/operator/demo-operator';
import { ensureTeamManagers } from '@jobboard/api/services/team/ensure-team-managers';
import type { DatabaseHandle } from '@jobboard/db/client';
import { MIGRATE_LOCK, migrateDatabase } from '@jobboard/db/migrate';
import { seedDatabase } from '@jobboard/db/seed/index';
import { boards } from '@jobboard/tenants/registry';

/**
 * Migrates and, for the demo, seeds an empty database, before anything serves. Instances started
 * together on one PostgreSQL database take turns: the first migrates and seeds, the others find
 * it done (docs/deploy.md "Several instances"). In a cluster only the primary calls this.
 */
export async function prepareDatabase(database: DatabaseHandle, seedDemo: boolean): Promise<void> {
  await database.exclusive(MIGRATE_LOCK, async () => {
    await migrateDatabase(database);
    // Teams from before manage_team (issue 41): their creator may manage them (once; then no-op).
    const managed = await ensureTeamManagers(database.db);
    if (managed > 0) console.log(`[server] gave manage_team to the creator of ${managed} teams`);
    if (!seedDemo) return;
    const { seeded } = await seedDatabase(database.db, { minimumWage: minimumWageInForce });
    if (seeded) console.log('[server] seeded the demo data into an empty database');
    const { created } = await seedDemoAccounts(
      database.db,
      boards.map((b) => b.key),
    );
    if (created > 0) console.log(`[server] created ${created} demo accounts (see README)`);
    // The console's demo operator, every board, enrolled with the fixed demo TOTP secret.
    const operator = await seedDemoOperator(database.db);
    if (operator.created > 0) console.log('[server] created the demo operator (see README)');
  });
}
