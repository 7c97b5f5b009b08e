import { migrateDatabase } from '@jobboard/db/migrate';
import { closeDatabase, getDatabase } from '@jobboard/db/runtime';
import { seedDatabase } from '@jobboard/db/seed/index';

const handle = await getDatabase();
await migrateDatabase(handle);
const { seeded } = await seedDatabase(handle.db);
console.log(
  seeded
    ? `[db:seed] demo data written (${handle.driver})`
    : '[db:seed] the database already has data: left alone',
);
await closeDatabase();
