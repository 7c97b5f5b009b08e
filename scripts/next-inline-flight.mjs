#!/usr/bin/env node
// `postinstall`: keeps Next's inline RSC data writer on one-byte strings.
//
// Next 16's Node-stream renderer (next/dist/server/app-render/stream-ops.node.js, compiled into
// next/dist/compiled/next-server/app-page*.runtime.prod.js) copies the RSC payload into the HTML
// as <script>self.__next_f.push([1, "…"])</script>: it decodes each chunk as UTF-8, runs
// JSON.stringify and an HTML escape over it and encodes it back. One character above U+00FF
// anywhere in the chunk (the French apostrophe ’, the narrow no-break space Intl puts in fr-CA
// amounts, an emoji in an offer's title) makes V8 hold the whole chunk, 80 kB on the home page,
// as a two-byte string, and those four passes then took about a quarter of an uncached home
// render's CPU (docs/benchmarks.md, "Later: the inline RSC data on one-byte strings").
//
// Reading the bytes as Latin-1 (one character per byte) keeps the string one-byte. JSON.stringify
// and the HTML escape only rewrite ASCII characters, never the bytes of a multi-byte UTF-8
// sequence (all >= 0x80), so encoding the result back as Latin-1 gives the same bytes as before;
// U+2028 and U+2029, the two non-ASCII characters the escape rewrites, are matched as their UTF-8
// bytes. scripts/next-inline-flight.test.ts checks the equivalence and that the installed runtime
// is patched.
//
// A replacement of two exact snippets rather than patch-package: the runtime is minified, and a
// diff of its 32 kB line would be unreadable. When an upgrade of Next changes the snippets, this
// script says so (and the test fails) instead of patching blindly.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The two edits, as they read in Next 16.4's minified runtime and after. */
export const EDITS = [
  {
    from: 'let t=n.toString("utf-8");e=(0,d.ui)(JSON.stringify([1,t]))',
    to: 'let t=n.toString("latin1");e=(0,d.ui)(JSON.stringify([1,t])).replace(/\\xe2\\x80[\\xa8\\xa9]/g,e=>"\\xa8"===e[2]?"\\\\u2028":"\\\\u2029")',
  },
  {
    from: 't.push(Buffer.from(`${r}self.__next_f.push(${e})</script>`));continue',
    to: 't.push(Buffer.from(`${r}self.__next_f.push(${e})</script>`,"latin1"));continue',
  },
];

/** 'patched' (now or before), or 'unknown' when the runtime no longer holds the snippets. */
export function patchSource(source) {
  const count = (text) => source.split(text).length - 1;
  if (EDITS.every((edit) => count(edit.to) === 1 && count(edit.from) === 0))
    return { state: 'patched', source };
  if (!EDITS.every((edit) => count(edit.from) === 1)) return { state: 'unknown', source };
  return {
    state: 'patched',
    source: EDITS.reduce((text, edit) => text.replace(edit.from, () => edit.to), source),
  };
}

/** The production App Router runtimes of the installed Next (turbopack, webpack, experimental). */
export function runtimeFiles(root) {
  const require = createRequire(path.join(root, 'platform', 'package.json'));
  const next = path.dirname(require.resolve('next/package.json'));
  const server = path.join(next, 'dist', 'compiled', 'next-server');
  return readdirSync(server)
    .filter((name) => /^app-page.*\.runtime\.prod\.js$/.test(name))
    .map((name) => path.join(server, name));
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  let files;
  try {
    files = runtimeFiles(root);
  } catch {
    return; // next is not installed (a partial install): nothing to patch
  }
  for (const file of files) {
    const before = readFileSync(file, 'utf8');
    const { state, source } = patchSource(before);
    if (state === 'unknown')
      console.warn(
        `[next-inline-flight] ${path.basename(file)}: the inline RSC writer is not the one this patch knows (a new Next?); left as is: see scripts/next-inline-flight.mjs`,
      );
    else if (source !== before) writeFileSync(file, source);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
