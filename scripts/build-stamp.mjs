import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { compiledEntries } from './compiled-entries.mjs';

/**
 * What the production build is made from; a change to any of it makes the build stale. The custom
 * server's sources are under platform/; the operator scripts the build compiles are named too.
 */
const sources = [
  'platform',
  'packages',
  'tenants',
  'themes',
  'package-lock.json',
  ...Object.values(compiledEntries).filter((source) => !source.startsWith('platform/')),
];
/**
 * Build outputs and files git ignores are left out, so a production copy (the tracked files and
 * the outputs, scripts/check-production-install.mjs) has the stamp of the tree it was built in.
 */
const skip = new Set([
  'node_modules',
  '.next',
  'dist',
  'next-env.d.ts',
  '.env',
  '.turbo',
  '.data',
  'storybook-static',
  'test-results',
  'playwright-report',
  'coverage',
  'bench-results',
]);
const skipFile = /\.(test|api\.test|stories)\.[jt]sx?$|\.tsbuildinfo$/;

function* files(entry) {
  const stat = statSync(entry);
  if (stat.isFile()) {
    if (!skipFile.test(entry)) yield entry;
    return;
  }
  for (const name of readdirSync(entry).sort()) {
    if (!skip.has(name)) yield* files(path.join(entry, name));
  }
}

export function computeStamp(root) {
  const hash = createHash('sha256');
  for (const source of sources) {
    const full = path.join(root, source);
    if (!existsSync(full)) continue;
    for (const file of files(full)) {
      hash.update(path.relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

export const stampFile = (root) => path.join(root, 'platform', '.next', 'source-stamp');

/** The last build (Next's and the compiled entries) was made from the sources as they are now. */
export function stampIsCurrent(root) {
  return (
    existsSync(stampFile(root)) && readFileSync(stampFile(root), 'utf8') === computeStamp(root)
  );
}

/**
 * Whether `name` (a development tool) is installed: false after `npm ci --omit=dev`, where the
 * build cannot run and tsx is absent, so the existing build is all there is to run.
 */
export function installed(root, name) {
  try {
    createRequire(path.join(root, 'platform', 'package.json')).resolve(name);
    return true;
  } catch {
    return false;
  }
}
