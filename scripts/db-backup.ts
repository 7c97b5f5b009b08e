// `npm run db:backup -- --out DIR`: the database and the local uploads into a new folder, with a
// manifest (docs/backup.md). PGlite: stop the server first; PostgreSQL: runs online.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupCommand } from '@jobboard/api/runtime/backup-commands';

const usage = 'usage: npm run db:backup -- --out DIR   (DIR: a new or empty folder)';

let out: string | undefined;
try {
  ({ out } = parseArgs({ options: { out: { type: 'string' } } }).values);
} catch (error) {
  console.error(`[db:backup] ${(error as Error).message}`);
}
if (!out) {
  console.error(usage);
  process.exitCode = 2;
} else {
  // npm runs scripts from the repository root: a relative DIR is taken from where it was typed.
  const outDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), out);
  process.exitCode = await backupCommand({ outDir });
}
