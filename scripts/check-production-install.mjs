#!/usr/bin/env node
// `npm run check:production-install`: the built tree, installed as production installs it, serves.
// Copies the tracked files (and untracked ones git does not ignore) with the build outputs, without
// node_modules, to a temporary folder; runs `npm ci --omit=dev` there (no tsx, no esbuild, no
// Next build tools beyond `next` itself); runs the compiled operator commands; starts `npm start`'s
// script with the demo defaults (embedded PGlite in a temporary DATA_DIR, a free port); checks
// health, readiness and a board page; stops it with SIGTERM and expects a clean exit. Run it after
// `npm run build`. KEEP_PRODUCTION_COPY=true leaves the copy for a look.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stampIsCurrent } from './build-stamp.mjs';
import { compiledDir, compiledFile } from './compiled-entries.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
const timings = [];
const phase = async (name, run) => {
  const from = Date.now();
  console.log(`[check:production-install] ${name}…`);
  const result = await run();
  timings.push(`${name} ${((Date.now() - from) / 1000).toFixed(1)} s`);
  return result;
};
const fail = (message) => {
  throw new Error(message);
};

if (!existsSync(path.join(root, 'platform', '.next', 'BUILD_ID')) || !stampIsCurrent(root)) {
  console.error(
    '[check:production-install] no current build of these sources: run `npm run build`',
  );
  process.exit(1);
}

// npm's own variables (npm_config_*, the running script's package) would steer the copy's npm.
const cleanEnv = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')),
);
const copy = mkdtempSync(path.join(tmpdir(), 'jobboard-production-'));
const dataDir = path.join(copy, '.data');

function run(command, args, env = {}) {
  return execFileSync(command, args, {
    cwd: copy,
    env: { ...cleanEnv, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, headers, deadline, alive) {
  let last = 'no answer';
  for (;;) {
    if (!alive()) fail(`the server exited before ${url} answered`);
    if (Date.now() > deadline) fail(`${url} did not answer 200 in time; last: ${last}`);
    const response = await fetch(url, { headers }).catch((error) => error);
    if (response.status === 200) return response;
    last =
      response instanceof Error ? response.message : `${response.status} ${await response.text()}`;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** start.mjs and the server it started, when they did not stop by themselves. */
function killGroup(child) {
  try {
    if (child?.pid) process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

let server = null;
try {
  await phase('copying the tracked files and the build outputs', () => {
    const listed = execFileSync(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
      { cwd: root, encoding: 'utf8' },
    );
    for (const file of listed.split('\0')) {
      if (!file || !existsSync(path.join(root, file))) continue;
      mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      cpSync(path.join(root, file), path.join(copy, file), { verbatimSymlinks: true });
    }
    const nextDir = path.join(root, 'platform', '.next');
    cpSync(nextDir, path.join(copy, 'platform', '.next'), {
      recursive: true,
      filter: (source) => source !== path.join(nextDir, 'cache'),
    });
    cpSync(compiledDir(root), compiledDir(copy), { recursive: true });
  });

  await phase('npm ci --omit=dev', () => {
    run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline']);
    for (const tool of ['tsx', 'esbuild', 'typescript'])
      if (existsSync(path.join(copy, 'node_modules', tool)))
        fail(`${tool} is installed by npm ci --omit=dev: something lists it in dependencies`);
  });

  await phase('compiled operator commands (check:config, db:migrate, db:backup)', () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    // The shipped boards' host names are examples, so the check finds errors and exits 1 here;
    // what this proves is that the compiled command runs and judges (2 would be a crash or usage).
    const config = spawnSync('npm', ['run', '--silent', 'check:config'], {
      cwd: copy,
      env: { ...cleanEnv, ...env },
      encoding: 'utf8',
    });
    if (![0, 1].includes(config.status ?? -1) || !config.stdout.includes('check:config:'))
      fail(`check:config exited ${config.status}: ${config.stdout}${config.stderr}`);
    const migrate = run('npm', ['run', '--silent', 'db:migrate'], env);
    if (!migrate.includes('[db:migrate] migrations applied')) fail(`db:migrate said: ${migrate}`);
    if (!existsSync(compiledFile(copy, 'scripts/db-migrate')))
      fail('the compiled db:migrate is missing');
    // A backup of the migrated database, as an operator takes one before an upgrade.
    const backupDir = path.join(copy, '.check-backup');
    run('npm', ['run', '--silent', 'db:backup', '--', '--out', backupDir], env);
    if (!existsSync(path.join(backupDir, 'manifest.json')))
      fail('db:backup wrote no manifest.json');
  });

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const board = { host: `hospitality.localhost:${port}` };
  let log = '';
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: copy,
    // Readiness wants a mail transport in production: the demo's is the dev mailbox (as in e2e).
    env: {
      ...cleanEnv,
      PORT: String(port),
      // Loopback only, as docs/deploy.md has it behind a proxy (it once made a redirect loop:
      // server/next-hostname.ts).
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEV_MAILBOX: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that a failed or interrupted check can end the server with it.
    detached: true,
  });
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      killGroup(server);
      process.exit(1);
    });
  const exited = new Promise((resolve) =>
    server.on('exit', (code, signal) => resolve({ code, signal })),
  );
  for (const stream of [server.stdout, server.stderr])
    stream.on('data', (chunk) => {
      log += chunk;
      process.stdout.write(chunk);
    });
  const alive = () => server.exitCode === null && server.signalCode === null;

  try {
    await phase('starting the production server', async () => {
      await waitFor(`${base}/api/health`, {}, Date.now() + 180_000, alive);
      if (!log.includes('[start] the production build is current'))
        fail('start.mjs did not take the copied build as current');
    });
    await phase('serving readiness and a board page', async () => {
      await waitFor(`${base}/api/ready`, board, Date.now() + 30_000, alive);
      const page = await waitFor(`${base}/fr`, board, Date.now() + 30_000, alive);
      const html = await page.text();
      if (!html.includes('<html')) fail('the board page is not HTML');
    });
  } finally {
    if (alive()) server.kill('SIGTERM');
  }
  await phase('stopping with SIGTERM', async () => {
    const { code, signal } = await Promise.race([
      exited,
      // Unreferenced: a pending timer would keep this script alive for its whole length.
      new Promise((resolve) => setTimeout(() => resolve({ code: 'timeout' }), 30_000).unref()),
    ]);
    if (code !== 0) fail(`the server did not exit cleanly (code ${code}, signal ${signal})`);
    if (!log.includes('[server] stopped cleanly'))
      fail('the server did not say it stopped cleanly');
  });
  if (process.env.KEEP_PRODUCTION_COPY !== 'true')
    await phase('removing the copy', () => rmSync(copy, { recursive: true, force: true }));
  else console.log(`[check:production-install] copy kept at ${copy}`);
  console.log(
    `[check:production-install] passed in ${((Date.now() - started) / 1000).toFixed(1)} s (${timings.join('; ')}) on Node ${process.version}`,
  );
} catch (error) {
  console.error(`[check:production-install] FAILED: ${error.message}`);
  console.error(`[check:production-install] ${timings.join('; ')}; copy at ${copy}`);
  process.exitCode = 1;
  killGroup(server);
}
