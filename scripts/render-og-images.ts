/**
 * Renders each board's Open Graph image (1200x630 PNG) from its config and logo with the
 * machine's Chromium, so social previews match the board's brand, and the PNG of each of its
 * logos that mails show (`logo.svg` → `logo-mail.png`, twice the size the mail draws it: Gmail
 * and Outlook show no SVG). Run after changing a board's name, colours or logo:
 * `npx tsx scripts/render-og-images.ts` (the mail-logo test fails while a PNG is missing).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { boardImageFile, parseBoardImageUrl } from '@jobboard/tenancy/board-images';
import { boardMailLogo, boardLogo } from '@jobboard/tenancy/board-logo';
import { locales } from '@jobboard/tenancy/locales';
import { boards } from '@jobboard/tenants/registry';

const root = path.resolve(import.meta.dirname, '..');
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const work = mkdtempSync(path.join(tmpdir(), 'og-'));

/** The file in the board's tenant folder (tenants/<key>/images/) that an image URL names. */
function fileOf(url: string): string {
  const image = parseBoardImageUrl(url);
  if (!image) throw new Error(`${url} is not a board image path (/boards/<key>/<file>)`);
  return boardImageFile(path.join(root, 'tenants'), image);
}

function screenshot(html: string, name: string, out: string, width: number, height: number) {
  const file = path.join(work, `${name}.html`);
  writeFileSync(file, html);
  execFileSync(
    chromium,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--hide-scrollbars',
      `--screenshot=${out}`,
      `--window-size=${width},${height}`,
      `file://${file}`,
    ],
    { stdio: 'ignore' },
  );
}

for (const board of boards) {
  for (const locale of locales) {
    const mail = boardMailLogo(board, locale);
    const out = fileOf(mail.path);
    const [width, height] = [mail.width * 2, mail.height * 2];
    const svg = `file://${fileOf(boardLogo(board, locale).path)}`;
    screenshot(
      `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;background:#fff}
        img{display:block;width:${width}px;height:${height}px}</style></head>
        <body><img src="${svg}" alt=""></body></html>`,
      `${board.key}-${locale}-mail`,
      out,
      width,
      height,
    );
    console.log(`${board.key} (${locale} mail logo): ${out}`);
  }
}

for (const board of boards) {
  const logo = `file://${fileOf(board.images.logoLight)}`;
  const html = `<!doctype html><html><head><meta charset="utf-8"><style>
    body{margin:0;width:1200px;height:630px;display:flex;flex-direction:column;justify-content:center;
      padding:0 96px;box-sizing:border-box;font-family:Helvetica,Arial,sans-serif;color:#fff;
      background:linear-gradient(135deg,${board.theme.primary} 0%,${board.theme.dark} 75%)}
    img{width:375px;height:auto;margin-left:-8px}
    h1{font-size:64px;line-height:1.05;margin:24px 0 16px;max-width:1000px}
    p{font-size:30px;margin:0;opacity:.9;max-width:1000px}
  </style></head><body><img src="${logo}" alt="">
    <h1>${board.title.fr}</h1><p>${board.title.en}</p></body></html>`;
  const out = fileOf(board.images.ogImage);
  screenshot(html, board.key, out, 1200, 630);
  console.log(`${board.key}: ${out}`);
}
