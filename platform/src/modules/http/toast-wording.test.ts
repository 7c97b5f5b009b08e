import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(import.meta.dirname, '../../../messages');
const read = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(dir, locale, 'http.json'), 'utf8')) as Record<string, string>;

// The section 8 toasts are what a user reads when a call fails: a sentence, never a bare key.
describe.each(['fr', 'en'])('%s toast wording', (locale) => {
  it.each(Object.entries(read(locale)))('%s reads as a sentence', (key, text) => {
    expect(text.toLowerCase()).not.toBe(key.toLowerCase());
    expect(text.replace(/\s+/g, ' ').toLowerCase()).not.toBe(
      key.replace(/([A-Z])/g, ' $1').toLowerCase(),
    );
    expect(text[0]).toBe(text[0]?.toUpperCase());
    expect(text).toMatch(/[.!]$/);
  });
});
