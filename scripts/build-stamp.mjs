import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the production build is made from; a change to any of it makes the build stale. */
const sources = ['platform', 'packages', 'tenants', 'themes', 'package-lock.json'];
const skip = new Set([
  'node_modules',
  '.next',
  '.turbo',
  '.data',
  'storybook-static',
  'test-results',
]);
const skipFile = /\.(test|api\.test|stories)\.[jt]sx?$/;

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
