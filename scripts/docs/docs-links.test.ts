import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The README is the front door: every page of docs/ must be reachable from it, and no relative
 * link in the README, CONTRIBUTING or docs/ may point at a file that is not there (pages moved out
 * of the README keep being found).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const docsDir = path.join(root, 'docs');
const pages = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(docsDir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => path.join('docs', f)),
];

function relativeLinks(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  return [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
    .map((m) => m[1] as string)
    .filter((link) => !/^[a-z]+:/.test(link));
}

describe('documentation links', () => {
  it('the README links every page of docs/', () => {
    const linked = new Set(relativeLinks('README.md').map((l) => path.normalize(l)));
    const unlinked = readdirSync(docsDir)
      .filter((f) => f.endsWith('.md'))
      .map((f) => path.join('docs', f))
      .filter((f) => !linked.has(f));
    expect(unlinked).toEqual([]);
  });

  it('every relative link resolves to a file', () => {
    const broken = pages.flatMap((page) =>
      relativeLinks(page)
        .filter((link) => !existsSync(path.resolve(root, path.dirname(page), link)))
        .map((link) => `${page} -> ${link}`),
    );
    expect(broken).toEqual([]);
  });

  it('the README stays a front door', () => {
    const lines = readFileSync(path.join(root, 'README.md'), 'utf8').split('\n').length;
    expect(lines).toBeLessThanOrEqual(200);
  });
});
