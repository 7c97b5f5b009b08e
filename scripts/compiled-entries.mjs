import path from 'node:path';

/**
 * What the build compiles to plain JavaScript (scripts/compile-server.mjs), so production runs
 * `node` on it without tsx: output name (under platform/dist, `.mjs` added) → TypeScript source,
 * from the repository root. Adding an operator command is one line here, and its npm script
 * `node scripts/run-compiled.mjs <name>` (see docs/production-build.md).
 */
export const compiledEntries = {
  'server/main': 'platform/server/main.ts',
  'scripts/db-migrate': 'scripts/db-migrate.ts',
  'scripts/db-seed': 'scripts/db-seed.ts',
  'scripts/check-config': 'scripts/check-config.ts',
  'scripts/db-backup': 'scripts/db-backup.ts',
  'scripts/db-restore': 'scripts/db-restore.ts',
  'scripts/operator-create': 'scripts/operator-create.ts',
};

export const compiledDir = (root) => path.join(root, 'platform', 'dist');
export const compiledFile = (root, name) => path.join(compiledDir(root), `${name}.mjs`);
