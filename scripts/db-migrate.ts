import { MIGRATE_LOCK, migrateDatabase } from '@jobboard/db/migrate';
import { closeDatabase, getDatabase } from '@jobboard/db/runtime';

const handle = await getDatabase();
await handle.exclusive(MIGRATE_LOCK, () => migrateDatabase(handle));
console.log(`[db:migrate] migrations applied (${handle.driver})`);
await closeDatabase();
