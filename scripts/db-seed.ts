import { minimumWageInForce } from '@jobboard/api/contracts/employer-offers/quebec-rules';
import { MIGRATE_LOCK, migrateDatabase } from '@jobboard/db/migrate';
import { openDatabaseFromEnv } from '@jobboard/db/runtime';
import { seedDatabase } from '@jobboard/db/seed/index';

const handle = await openDatabaseFromEnv();
const { seeded } = await handle.exclusive(MIGRATE_LOCK, async () => {
  await migrateDatabase(handle);
  return seedDatabase(handle.db, { minimumWage: minimumWageInForce });
});
console.log(
  seeded
    ? `[db:seed] demo data written (${handle.driver})`
    : '[db:seed] the database already has data: left alone',
);
await handle.close();
