import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { frenchTypographyProblems } from '@jobboard/tenancy/french-typography';

/**
 * Every French message of the pages and of the boards' overlays keeps French typography: a
 * non-breaking space before : ; ! ? and inside « » (the API's messages and mails have the same
 * test in packages/api).
 */
const root = path.resolve(import.meta.dirname, '../../..');

function catalogues(): string[] {
  const pages = path.join(root, 'platform/messages/fr');
  const tenants = path.join(root, 'tenants');
  return [
    ...readdirSync(pages)
      .filter((f) => f.endsWith('.json'))
      .map((f) => path.join(pages, f)),
    ...readdirSync(tenants, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => path.join(tenants, d.name, 'messages/fr.json'))
      .filter((f) => {
        try {
          return readFileSync(f, 'utf8').length > 0;
        } catch {
          return false;
        }
      }),
  ];
}

function* strings(value: unknown, key: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [key, value];
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) yield* strings(v, key ? `${key}.${k}` : k);
  }
}

describe('French typography of the page catalogues', () => {
  const files = catalogues();

  it('finds the catalogues', () => {
    expect(files.length).toBeGreaterThan(15);
    expect(files.some((f) => f.includes(`tenants${path.sep}hospitality`))).toBe(true);
  });

  it.each(files.map((f) => [path.relative(root, f), f]))('%s', (_name, file) => {
    const found: string[] = [];
    for (const [key, text] of strings(JSON.parse(readFileSync(file, 'utf8')), '')) {
      for (const p of frenchTypographyProblems(text, { icu: true })) {
        found.push(`${key}: ${p.rule}: …${p.excerpt}…`);
      }
    }
    expect(found).toEqual([]);
  });
});
