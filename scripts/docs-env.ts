/**
 * `npm run docs:env`: writes docs/environment.md, the table of every environment variable the
 * server reads (scripts/config/env-table.ts); `-- --json` prints the same table as JSON instead.
 * A unit test fails while the checked-in file differs from what this writes.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '@jobboard/db/repo-root';
import { envTable, renderEnvironmentDoc } from './config/env-table';

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(envTable(), null, 2));
} else {
  const file = path.join(findRepoRoot(), 'docs', 'environment.md');
  writeFileSync(file, await renderEnvironmentDoc());
  console.log(`[docs:env] wrote ${path.relative(process.cwd(), file)}`);
}
