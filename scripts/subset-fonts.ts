// `npm run fonts:subset`: writes the board fonts the pages load (platform/public/fonts) from the
// fontsource packages' Latin files, cut to what the boards show (font-subset.ts), then the CSS
// and the URL table that name them. On a phone over a mobile network the fonts were the largest
// download after React (85 KB for a board's two families, 60 KB cut), and Lighthouse counts them
// before the first paint. The output is committed; run this again after upgrading a
// @fontsource-variable package or changing font-subset.ts.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import {
  FONT_FEATURES,
  FONT_RANGES,
  FONT_SOURCES,
  fontFacesCss,
  type FontFamily,
} from '../platform/src/modules/chrome/branding/font-subset';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'platform/public/fonts');
const branding = path.join(root, 'platform/src/modules/chrome/branding');

const text = FONT_RANGES.flatMap(([from, to = from]) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
).join('');

const urls = {} as Record<FontFamily, string>;
for (const { family, source, name, weights } of FONT_SOURCES) {
  const input = readFileSync(path.join(root, 'node_modules', source));
  const woff2 = await subsetFont(input, text, {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: weights[0], max: weights[1] } },
    keepFeatures: FONT_FEATURES,
  });
  const file = `${name}.${createHash('sha256').update(woff2).digest('hex').slice(0, 10)}.woff2`;
  for (const old of readdirSync(publicDir))
    if (old.startsWith(`${name}.`)) rmSync(path.join(publicDir, old));
  writeFileSync(path.join(publicDir, file), woff2);
  urls[family] = `/fonts/${file}`;
  console.log(`${family}: ${input.length} → ${woff2.length} bytes (${file})`);
}

const table = path.join(branding, 'font-urls.ts');
writeFileSync(
  table,
  `// Written by \`npm run fonts:subset\` (scripts/subset-fonts.ts): the cut board fonts' URLs.
import type { FontFamily } from './font-subset';

export const fontUrls: Record<FontFamily, string> = ${JSON.stringify(urls, null, 2)};
`,
);
const css = path.join(branding, 'fonts.css');
writeFileSync(css, fontFacesCss(urls));
execFileSync(path.join(root, 'node_modules/.bin/prettier'), ['--write', table, css]);
