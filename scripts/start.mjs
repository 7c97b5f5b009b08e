#!/usr/bin/env node
// `npm start`: build when no current production build exists, then serve every board.
// `npm run dev`: the same server in development mode (no build).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { computeStamp, stampFile } from './build-stamp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');

if (!dev) {
  const stamp = computeStamp(root);
  const current =
    existsSync(path.join(root, 'platform', '.next', 'BUILD_ID')) &&
    existsSync(stampFile(root)) &&
    readFileSync(stampFile(root), 'utf8') === stamp;
  if (current) {
    console.log('[start] the production build is current');
  } else {
    console.log('[start] building the production bundle (first run or sources changed)…');
    const build = spawnSync('npm', ['run', 'build', '-w', '@jobboard/platform'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

// `npm start` is the demo: without Stripe keys, paying goes to the local fake Stripe (README
// "Payments"), which the server starts in production only when FAKE_STRIPE=true says so. A real
// deployment sets STRIPE_SECRET_KEY (the fake is then never started) or FAKE_STRIPE=false.
const env = { ...process.env, NODE_ENV: dev ? 'development' : 'production' };
if (!env.STRIPE_SECRET_KEY && !env.FAKE_STRIPE) {
  env.FAKE_STRIPE = 'true';
  if (!dev) console.log('[start] no STRIPE_SECRET_KEY: payments go to the local fake Stripe');
}

const child = spawn(
  process.execPath,
  ['--import', 'tsx', path.join('server', 'main.ts'), ...(dev ? ['--dev'] : [])],
  {
    cwd: path.join(root, 'platform'),
    stdio: 'inherit',
    env,
  },
);
// The server owns shutdown (it drains requests and closes the database); pass signals through.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
