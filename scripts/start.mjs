#!/usr/bin/env node
// `npm start`: build when no current production build exists, then serve every board.
// `npm run dev`: the same server in development mode (no build).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installed, stampIsCurrent } from './build-stamp.mjs';
import { compiledFile } from './compiled-entries.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const server = compiledFile(root, 'server/main');

if (!dev) {
  const built = existsSync(path.join(root, 'platform', '.next', 'BUILD_ID')) && existsSync(server);
  if (built && stampIsCurrent(root)) {
    console.log('[start] the production build is current');
  } else if (!installed(root, 'esbuild')) {
    // A production install (`npm ci --omit=dev`) has no build tools: serve what was built, or say
    // why nothing can be (docs/production-build.md).
    if (!built) {
      console.error(
        '[start] no production build, and no build tools to make one: run `npm run build` before `npm ci --omit=dev`',
      );
      process.exit(1);
    }
    console.warn(
      '[start] the sources differ from the build, which cannot be redone without the development dependencies: serving the existing build',
    );
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

// Production runs the compiled server with plain node; development runs the source through tsx.
const child = spawn(
  process.execPath,
  dev
    ? ['--import', 'tsx', path.join('server', 'main.ts'), '--dev']
    : ['--enable-source-maps', server],
  {
    cwd: path.join(root, 'platform'),
    stdio: 'inherit',
    env,
  },
);
// The server owns shutdown (it drains requests and closes the database); pass signals through.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
