import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(import.meta.dirname, '../../../messages');

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const read = (locale: string, file: string): unknown =>
  JSON.parse(readFileSync(path.join(dir, locale, file), 'utf8'));

describe('account wording', () => {
  it.each(['auth.json', 'http.json'])('%s has the same keys in French and English', (file) => {
    expect(keys(read('fr', file)).sort()).toEqual(keys(read('en', file)).sort());
  });
});
