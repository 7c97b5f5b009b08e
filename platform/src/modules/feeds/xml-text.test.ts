import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cdata, escapeXml, rfc822, xmlSafe } from './xml-text';

const messages = path.resolve(import.meta.dirname, '../../../messages');
const keys = (value: unknown, prefix = ''): string[] =>
  typeof value !== 'object' || value === null
    ? [prefix]
    : Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
const read = (locale: string) =>
  JSON.parse(readFileSync(path.join(messages, locale, 'feeds.json'), 'utf8')) as unknown;

describe('feed text', () => {
  it('escapes markup and keeps a CDATA section closed only at its end', () => {
    expect(escapeXml(`<b>"Tom" & 'Jerry'</b>`)).toBe(
      '&lt;b&gt;&quot;Tom&quot; &amp; &apos;Jerry&apos;&lt;/b&gt;',
    );
    expect(cdata('a]]>b')).toBe('<![CDATA[a]]]]><![CDATA[>b]]>');
    expect(xmlSafe('a\u0000b\u0007c\td\n')).toBe('abc\td\n');
    expect(rfc822('2026-11-25T02:45:38Z')).toBe('Wed, 25 Nov 2026 02:45:38 GMT');
  });

  it('words feeds in French and English alike', () => {
    expect(keys(read('fr')).sort()).toEqual(keys(read('en')).sort());
  });
});
