import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BOARD_TIME_ZONE } from '@jobboard/tenancy/locales';

const root = fileURLToPath(new URL('../../../', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'node_modules' ? [] : sources(file);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The options text of each call of `callee(` in `text`: up to its matching parenthesis. */
function calls(text: string, callee: RegExp): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(callee)) {
    let depth = 0;
    let i = match.index + match[0].length - 1;
    for (; i < text.length; i += 1) {
      if (text[i] === '(') depth += 1;
      if (text[i] === ')' && --depth === 0) break;
    }
    out.push(text.slice(match.index, i + 1));
  }
  return out;
}

describe("dates in the board's time zone (issue 46, item 20)", () => {
  const files = [path.join(root, 'platform', 'src'), path.join(root, 'packages', 'api', 'src')]
    .flatMap(sources)
    .map((file) => ({ file: path.relative(root, file), text: readFileSync(file, 'utf8') }));

  it('formats every date with an explicit time zone, never the process or browser zone', () => {
    const unzoned = files.flatMap(({ file, text }) =>
      [
        ...calls(text, /new Intl\.DateTimeFormat\(/g),
        ...calls(text, /\bdateTimeFormat\((?!locale: string)/g),
      ]
        // The cached constructor (offer-list's intl-cache) passes its callers' options on; its
        // callers are checked as `dateTimeFormat(` calls.
        .filter(
          (call) => !/timeZone/.test(call) && call !== 'new Intl.DateTimeFormat(locale, options)',
        )
        .map((call) => `${file}: ${call.replace(/\s+/g, ' ')}`),
    );
    expect(unzoned).toEqual([]);
    const local = files.flatMap(({ file, text }) =>
      /\.toLocale(Date|Time)String\(/.test(text) ? [file] : [],
    );
    expect(local).toEqual([]);
  });

  it('formats a late-evening creation as the same Quebec day everywhere', () => {
    // 23:30 in Montreal on 27 November is 28 November in UTC.
    const created = new Date('2026-11-28T04:30:00Z');
    const day = (locale: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: BOARD_TIME_ZONE }).format(
        created,
      );
    expect(day('fr-CA')).toBe('27 nov. 2026');
    expect(day('en-CA')).toBe('Nov 27, 2026');
    const request = readFileSync(path.join(root, 'platform/src/i18n/request.ts'), 'utf8');
    expect(request).toMatch(/timeZone: BOARD_TIME_ZONE/);
  });
});
