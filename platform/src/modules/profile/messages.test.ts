import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstLine } from './documents/document-types';

const dir = path.resolve(import.meta.dirname, '../../../messages');

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const read = (locale: string): unknown =>
  JSON.parse(readFileSync(path.join(dir, locale, 'profile.json'), 'utf8'));

describe('profile wording', () => {
  it('has the same keys in French and English', () => {
    expect(keys(read('fr')).sort()).toEqual(keys(read('en')).sort());
  });
});

describe('firstLine', () => {
  it('gives the first non-empty line, shortened', () => {
    expect(firstLine('\n  Alice Martin \nChef')).toBe('Alice Martin');
    expect(firstLine(null)).toBeNull();
    expect(firstLine('   \n ')).toBeNull();
    expect(firstLine('x'.repeat(200))).toHaveLength(120);
  });
});
