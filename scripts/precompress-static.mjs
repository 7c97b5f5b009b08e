#!/usr/bin/env node
// After `next build`: a Brotli copy (.br) beside every script and stylesheet of the build, at the
// highest quality, which the custom server sends to browsers that take Brotli
// (platform/server/static-assets.ts). Done once here; compressing at quality 11 per request
// would cost more CPU than the render.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { constants, brotliCompressSync } from 'node:zlib';

const dir = path.resolve(process.argv[2] ?? '.next/static');
let before = 0;
let after = 0;
for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !/\.(?:js|css)$/.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const body = readFileSync(file);
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  writeFileSync(`${file}.br`, br);
  before += body.length;
  after += br.length;
}
console.log(
  `[precompress] ${Math.round(before / 1024)} KiB of scripts and styles → ${Math.round(after / 1024)} KiB Brotli`,
);
