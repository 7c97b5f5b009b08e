import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { boardLogo, locales } from '@jobboard/tenancy/board-config';
import { boards } from './registry';

/** Issue 19 item 7: a page shows the board's name as that language spells it, logo included. */
describe('board logos per language', () => {
  for (const board of boards)
    for (const locale of locales)
      for (const variant of ['logo', 'logoLight'] as const)
        it(`${board.key} ${locale} ${variant} spells "${board.name[locale]}"`, () => {
          const image = boardLogo(board, locale, variant);
          const [, , key = '', file = ''] = image.path.split('/');
          const svgPath = path.join(__dirname, key, 'images', file);
          expect(existsSync(svgPath), svgPath).toBe(true);
          const svg = readFileSync(svgPath, 'utf8');
          expect(svg).toContain(`aria-label="${board.name[locale]}"`);
          const drawn = [...svg.matchAll(/<text[^>]*>([^<]+)<\/text>/g)].map((m) => m[1]).join(' ');
          expect(drawn).toBe(board.name[locale]);
        });
});
