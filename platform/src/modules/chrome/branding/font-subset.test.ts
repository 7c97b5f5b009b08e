import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { format, resolveConfig } from 'prettier';
import { fontFamilies } from '@jobboard/tenancy/board-config';
import { FONT_SOURCES, fontFacesCss } from './font-subset';
import { fontUrls } from './font-urls';

const dir = path.dirname(new URL(import.meta.url).pathname);
const publicDir = path.resolve(dir, '../../../../public');

describe('board font subsets', () => {
  it('cuts every board family', () => {
    expect(FONT_SOURCES.map((f) => f.family).sort()).toEqual([...fontFamilies].sort());
  });

  it('names each committed file by its content, so a year of caching is safe', () => {
    for (const family of fontFamilies) {
      const url = fontUrls[family];
      const bytes = readFileSync(path.join(publicDir, url));
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
      expect(url).toMatch(new RegExp(`\\.${hash}\\.woff2$`));
      // Above the cut files (22-32 KB), below fontsource's Inter and Fraunces (37-48 KB).
      expect(bytes.length).toBeLessThan(34_000);
    }
  });

  it('serves fonts.css as the subset script wrote it (ranges, weights, optional display)', async () => {
    const file = path.join(dir, 'fonts.css');
    const css = readFileSync(file, 'utf8');
    const options = { ...(await resolveConfig(file)), filepath: file };
    expect(css).toBe(await format(fontFacesCss(fontUrls), options));
    expect(css.match(/font-display: optional;/g)).toHaveLength(fontFamilies.length);
  });
});
