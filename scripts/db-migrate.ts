import { MIGRATE_LOCK, migrateDatabase } from '@jobboard/db/migrate';
import { openDatabaseFromEnv } from '@jobboard/db/runtime';

const handle = await openDatabaseFromEnv();
await handle.exclusive(MIGRATE_LOCK, () => migrateDatabase(handle));
console.log(`[db:migrate] migrations applied (${handle.driver})`);
await handle.close();
