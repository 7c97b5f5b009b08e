#!/usr/bin/env node
// `node scripts/run-compiled.mjs <entry> [args…]`: an operator command (db:migrate, db:seed,
// check:config…) from scripts/compiled-entries.mjs. Runs the compiled file with plain node when
// the build is of the current sources; otherwise, in a development tree, the TypeScript source
// through tsx. A production install has no tsx: there the compiled file is all there is.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installed, stampIsCurrent } from './build-stamp.mjs';
import { compiledEntries, compiledFile } from './compiled-entries.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [name, ...args] = process.argv.slice(2);
const source = compiledEntries[name];
if (!source) {
  console.error(`[run-compiled] no entry "${name}" in scripts/compiled-entries.mjs`);
  process.exit(2);
}
const compiled = compiledFile(root, name);

function command() {
  if (existsSync(compiled) && stampIsCurrent(root)) return ['--enable-source-maps', compiled];
  if (installed(root, 'tsx')) return ['--import', 'tsx', path.join(root, source)];
  if (existsSync(compiled)) {
    console.warn(`[run-compiled] the sources differ from the build; running the built ${name}`);
    return ['--enable-source-maps', compiled];
  }
  console.error(`[run-compiled] ${name} is not built and tsx is absent: run \`npm run build\``);
  process.exit(1);
}

const child = spawn(process.execPath, [...command(), ...args], { stdio: 'inherit' });
// The command owns its shutdown (it closes the database); pass signals through.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
