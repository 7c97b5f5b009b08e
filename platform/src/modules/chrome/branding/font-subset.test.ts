import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { format, resolveConfig } from 'prettier';
import { boardConfigSchema, webFontFamilies } from '@jobboard/tenancy/board-config';
import { boards } from '@jobboard/tenants/registry';
import { FONT_SOURCES, fontFacesCss } from './font-subset';
import { fontUrls } from './font-urls';

const dir = path.dirname(new URL(import.meta.url).pathname);
const publicDir = path.resolve(dir, '../../../../public');

describe('board font subsets', () => {
  it('cuts every board family', () => {
    expect(FONT_SOURCES.map((f) => f.family).sort()).toEqual([...webFontFamilies].sort());
  });

  it('names each committed file by its content, so a year of caching is safe', () => {
    for (const family of webFontFamilies) {
      const url = fontUrls[family];
      const bytes = readFileSync(path.join(publicDir, url));
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
      expect(url).toMatch(new RegExp(`\\.${hash}\\.woff2$`));
      // Above the cut files (19-30 KB), below fontsource's Inter and Fraunces (37-48 KB).
      expect(bytes.length).toBeLessThan(30_000);
    }
  });

  it("keeps every board's first visit within 30 KiB of fonts (issue 44)", () => {
    for (const board of boards) {
      const { heading, body } = board.theme.fonts;
      const files = new Set(
        [heading, body].flatMap((family) => (family === 'system-ui' ? [] : [fontUrls[family]])),
      );
      const bytes = [...files].reduce(
        (sum, url) => sum + readFileSync(path.join(publicDir, url)).length,
        0,
      );
      // 30 KiB on the wire: the response headers take some 300 bytes of it.
      expect(bytes, board.key).toBeLessThanOrEqual(30 * 1024 - 512);
    }
  });

  it('keeps a heading-only face out of body text', () => {
    const hospitality = boards.find((b) => b.key === 'hospitality');
    const fonts = { heading: 'Fraunces Variable', body: 'Fraunces Variable' };
    const parsed = boardConfigSchema.safeParse({
      ...hospitality,
      theme: { ...hospitality?.theme, fonts },
    });
    expect(parsed.success).toBe(false);
    expect(JSON.stringify(parsed.error?.issues)).toContain('heading weights only');
  });

  it('serves fonts.css as the subset script wrote it (ranges, weights, optional display)', async () => {
    const file = path.join(dir, 'fonts.css');
    const css = readFileSync(file, 'utf8');
    const options = { ...(await resolveConfig(file)), filepath: file };
    expect(css).toBe(await format(fontFacesCss(fontUrls), options));
    expect(css.match(/font-display: optional;/g)).toHaveLength(webFontFamilies.length);
  });
});
