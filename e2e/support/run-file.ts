import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A file of this end-to-end run, named after its data folder: every worker of the run finds it,
 * including one Playwright starts after a failed test, and no other run does.
 */
export const runFile = (name: string) =>
  path.join(
    tmpdir(),
    `e2e-${name}-${path.basename(process.env.E2E_DATA_DIR ?? String(process.ppid))}`,
  );
