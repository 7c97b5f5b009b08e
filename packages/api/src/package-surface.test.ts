import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
  exports: Record<string, string | null>;
  dependencies: Record<string, string>;
};

/** Every source file production can load: tests and test helpers left out. */
function productionSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : productionSources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('the production API package', () => {
  it('does not export, depend on or import the fake Stripe', () => {
    const targets = Object.entries(manifest.exports).flat().join(' ');
    expect(targets).not.toMatch(/fake/i);
    expect(Object.keys(manifest.dependencies)).not.toContain('@jobboard/stripe-fake');
    const importers = productionSources(path.join(packageDir, 'src')).filter((file) =>
      /stripe-fake|fake-stripe/.test(readFileSync(file, 'utf8')),
    );
    expect(importers).toEqual([]);
  });
});
