// `npm run db:restore -- --from DIR [--force]`: a backup made by db:backup back into the
// environment's database and uploads folder, then migrated (docs/backup.md).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { restoreCommand } from '@jobboard/api/runtime/backup-commands';

const usage =
  'usage: npm run db:restore -- --from DIR [--force]   (--force: replace a target that holds data)';

let from: string | undefined;
let force = false;
try {
  const { values } = parseArgs({
    options: { from: { type: 'string' }, force: { type: 'boolean', default: false } },
  });
  ({ from, force } = values);
} catch (error) {
  console.error(`[db:restore] ${(error as Error).message}`);
}
if (!from) {
  console.error(usage);
  process.exitCode = 2;
} else {
  // npm runs scripts from the repository root: a relative DIR is taken from where it was typed.
  const fromDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), from);
  process.exitCode = await restoreCommand({ fromDir, force });
}
