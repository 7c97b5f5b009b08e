import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '@jobboard/db/client';
import { migrateDatabase } from '@jobboard/db/migrate';
import { minimumWageInForce } from '../../src/contracts/employer-offers/quebec-rules';
import { bulkLoadOffers } from '@jobboard/db/seed/bulk-load';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

/** Where the benchmark data live: a PGlite folder or a database on the PostgreSQL server. */
export type BenchData =
  | { driver: 'pglite'; dataDir: string; drop(): Promise<void> }
  | { driver: 'pg'; url: string; drop(): Promise<void> };

async function withAdmin<T>(adminUrl: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function load(handle: DatabaseHandle, offers: number, label: string): Promise<void> {
  await migrateDatabase(handle);
  const started = performance.now();
  await bulkLoadOffers(handle.db, {
    count: offers,
    minimumWage: minimumWageInForce(),
    onProgress: (n) => process.stdout.write(`\r[${label}] loading offers: ${n}`),
  });
  // Index-only scans need the visibility map; a server's autovacuum would get there too.
  await handle.db.execute(sql`VACUUM ANALYZE`);
  console.log(`\n[${label}] loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/**
 * A database holding `offers` generated offers for the server under test. BENCH_KEEP_DATA=1
 * keeps it (a folder under the temp dir, or a database named after the offer count) and reuses
 * it on the next run, so before/after runs measure the same data without loading it twice.
 */
export async function prepareBenchData(
  driver: 'pglite' | 'pg',
  offers: number,
  adminUrl?: string,
): Promise<BenchData> {
  const keep = process.env.BENCH_KEEP_DATA === '1';
  const label = driver === 'pg' ? 'PostgreSQL' : 'PGlite';
  if (driver === 'pglite') {
    const dataDir = keep
      ? path.join(tmpdir(), `jobboard-bench-pglite-${offers}`)
      : mkdtempSync(path.join(tmpdir(), 'jobboard-bench-pglite-'));
    const ready = path.join(dataDir, '.bench-ready');
    if (!existsSync(ready)) {
      rmSync(dataDir, { recursive: true, force: true });
      const handle = await openDatabase({ driver: 'pglite', dataDir });
      await load(handle, offers, label);
      await handle.close();
      writeFileSync(ready, String(offers));
    } else console.log(`[${label}] reusing ${dataDir}`);
    const drop = async () => {
      if (!keep) rmSync(dataDir, { recursive: true, force: true });
    };
    return { driver, dataDir, drop };
  }
  if (!adminUrl) throw new Error('PostgreSQL needs DATABASE_URL');
  const name = keep ? `jobboard_bench_keep_${offers}` : `jobboard_bench_${process.pid}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const exists = await withAdmin(adminUrl, async (admin) => {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    return (found.rowCount ?? 0) > 0;
  });
  let ready = false;
  if (exists && keep) {
    const handle = await openDatabase({ driver: 'pg', url: url.toString(), poolMax: 1 });
    const rows = (await handle.db.execute(
      sql`SELECT to_regclass('bench_ready') AS t`,
    )) as unknown as {
      rows: { t: string | null }[];
    };
    ready = rows.rows[0]?.t != null;
    await handle.close();
  }
  if (!ready) {
    await withAdmin(adminUrl, async (admin) => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${name}"`);
    });
    const handle = await openDatabase({ driver: 'pg', url: url.toString(), poolMax: 2 });
    await load(handle, offers, label);
    await handle.db.execute(sql`CREATE TABLE bench_ready (offers int)`);
    await handle.close();
  } else console.log(`[${label}] reusing database ${name}`);
  const drop = async () => {
    if (keep) return;
    await withAdmin(adminUrl, (admin) =>
      admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
    );
  };
  return { driver, url: url.toString(), drop };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface BenchServer {
  port: number;
  pid: number;
  stop(): Promise<void>;
}

/** The production build must exist: the server serves pages from it and refuses to start bare. */
export function ensureBuild(): void {
  if (existsSync(path.join(repoRoot, 'platform', '.next', 'BUILD_ID'))) return;
  console.log('[bench] no production build: building once…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@jobboard/platform'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('build failed');
}

/**
 * The production server (platform/server/main.ts, as `npm start` runs it) on 127.0.0.1 and a
 * free port, on the benchmark data, without the demo seed. Started directly rather than through
 * scripts/start.mjs so that its process id is the server's own, for CPU accounting.
 * BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the server there when it stops.
 */
export async function startBenchServer(data: BenchData): Promise<BenchServer> {
  const port = await freePort();
  const profile = process.env.BENCH_CPU_PROF;
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`] : []),
      '--import',
      'tsx',
      path.join('server', 'main.ts'),
    ],
    {
      cwd: path.join(repoRoot, 'platform'),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        DATABASE_URL: data.driver === 'pg' ? data.url : '',
        DATA_DIR: data.driver === 'pglite' ? data.dataDir : '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const deadline = Date.now() + 180_000;
  while (!log.includes('[server] ready')) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port,
    pid: child.pid ?? 0,
    async stop() {
      child.kill('SIGTERM');
      const timeout = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timeout);
      if (!log.includes('stopped cleanly')) console.log(`[bench] server log:\n${log.slice(-2000)}`);
    },
  };
}
