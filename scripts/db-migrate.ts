import { migrateDatabase } from '@jobboard/db/migrate';
import { closeDatabase, getDatabase } from '@jobboard/db/runtime';

const handle = await getDatabase();
await migrateDatabase(handle);
console.log(`[db:migrate] migrations applied (${handle.driver})`);
await closeDatabase();
