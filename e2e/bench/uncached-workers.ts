import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { processCpuMs } from '../../packages/api/bench/concurrent/process-cpu';
import { freePort } from '../support/free-port';
import { dropDatabase, freshDatabase, postgresUnavailable } from '../support/postgres';
import {
  descendants,
  startServer,
  stopServer,
  type ServerProcess,
} from '../support/server-process';
import { candidateCookie } from './candidate-cookie';
import { fetchRaw } from './first-load-js';
import { measureLoad } from './load';

/** Issue 44's budgets for pages no cache answers. */
export const UNCACHED_TARGET_RPS = 160;
export const RENDER_CPU_TARGET_MS = 10;
/** Seconds of unmeasured load on each server, page and visitor before the rounds. */
const UNCACHED_WARM_UP_S = Number(process.env.BENCH_UNCACHED_WARMUP_S ?? 10);

interface Served {
  driver: 'pglite' | 'pg';
  workers: number;
  port: number;
  server: ServerProcess;
  cleanup: () => void;
  cookie: string;
}

/** CPU of the whole server: start.mjs, the primary, every worker and their helpers. */
export function treeCpuMs(root: number): number {
  return [root, ...descendants(root)].reduce((sum, pid) => {
    try {
      return sum + processCpuMs(pid);
    } catch {
      return sum; // a process that ended between the listing and the read
    }
  }, 0);
}

async function serve(driver: 'pglite' | 'pg', workers: number, node: string): Promise<Served> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `jobboard-bench-${driver}-${workers}-`));
  const dbName = `jobboard_bench_${driver}_${workers}_${process.pid}`;
  const databaseUrl = driver === 'pg' ? freshDatabase(dbName) : '';
  const server = await startServer(
    port,
    {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      WEB_CONCURRENCY: String(workers),
      // Every request renders: the figures are the render's, not the micro-cache's.
      PAGE_CACHE_TTL_MS: '0',
      LOG_LEVEL: 'warn',
    },
    node,
  );
  const cookie = await candidateCookie(port, `hospitality.localhost:${port}`);
  return {
    driver,
    workers,
    port,
    server,
    cookie,
    cleanup: () => {
      rmSync(dataDir, { recursive: true, force: true });
      if (driver === 'pg') dropDatabase(dbName);
    },
  };
}

async function pagesOf(port: number): Promise<{ name: string; path: string }[]> {
  const host = `hospitality.localhost:${port}`;
  const list = JSON.parse(
    (
      await fetchRaw(`http://127.0.0.1:${port}/api/jobboard/hospitality/offers?lg=fr`, {
        host,
        accept: 'application/json',
      })
    ).body.toString('utf8'),
  ) as { data: { id: number; slug: string }[] };
  const offer = list.data[0];
  return [
    { name: 'home', path: '/fr' },
    { name: 'search', path: '/fr/trouver-un-emploi' },
    { name: 'offer', path: offer ? `/fr/offre/${offer.slug}/${offer.id}` : '/fr' },
  ];
}

async function measure(s: Served, pagePath: string, signedIn: boolean, durationS: number) {
  const host = `hospitality.localhost:${s.port}`;
  const url = `http://127.0.0.1:${s.port}${pagePath}`;
  const cookie = signedIn ? s.cookie : undefined;
  const root = s.server.child.pid ?? 0;
  const before = treeCpuMs(root);
  const result = await measureLoad(url, host, { cookie, durationS });
  const cpu = treeCpuMs(root) - before;
  const answered = Math.max(1, result.rps * durationS);
  return { ...result, cpuMsPerReq: Math.round((cpu / answered) * 10) / 10 };
}

/**
 * Uncached home, search and offer pages (page cache off), anonymous and signed in as the demo
 * candidate, at one worker and at one per core, on the embedded database and on PostgreSQL when
 * one answers: the two servers of a driver run side by side and their runs alternate, `rounds`
 * times, so a busier moment of the machine falls on both. Prints req/s, p95 and the whole
 * server's CPU per request (primary, workers and the embedded database included), with the
 * machine's load average at each run.
 */
export async function benchUncached(options: { rounds: number; durationS: number; node: string }) {
  const cores = availableParallelism();
  const drivers: ('pglite' | 'pg')[] = [
    'pglite',
    ...(postgresUnavailable() ? [] : ['pg' as const]),
  ];
  const rows: Record<string, unknown>[] = [];
  for (const driver of drivers) {
    console.log(`uncached: starting ${driver} servers at 1 and ${cores} workers`);
    const servers = [
      await serve(driver, 1, options.node),
      await serve(driver, cores, options.node),
    ];
    try {
      const pages = await pagesOf(servers[0]?.port ?? 0);
      // Warm-up: the JIT compiles each render path in every worker before anything is counted.
      // A fresh server's home page needs some 20 s of load to reach its steady rate (two workers
      // on PGlite, 10 s runs: 119, 151, 163, then 157 to 169 req/s); 3 s a page left the home
      // page, measured first, about 15 % short of what the same server answers a minute later.
      for (const s of servers)
        for (const page of pages)
          for (const signedIn of [false, true]) {
            const r = await measure(s, page.path, signedIn, UNCACHED_WARM_UP_S);
            const who = signedIn ? 'candidate' : 'anonymous';
            console.log(
              `uncached warm-up: ${driver} ${page.name} ${who} at ${s.workers} worker(s), ${UNCACHED_WARM_UP_S} s: ${r.rps} req/s`,
            );
          }
      for (const page of pages)
        for (const signedIn of [false, true])
          for (let round = 1; round <= options.rounds; round += 1)
            for (const s of servers) {
              const r = await measure(s, page.path, signedIn, options.durationS);
              rows.push({
                driver,
                page: page.name,
                visitor: signedIn ? 'candidate' : 'anonymous',
                workers: s.workers,
                round,
                rps: r.rps,
                p95: r.p95,
                cpuMsPerReq: r.cpuMsPerReq,
                non2xx: r.non2xx,
                load1: loadavg()[0]?.toFixed(2),
                rpsTarget:
                  s.workers === cores ? (r.rps >= UNCACHED_TARGET_RPS ? 'ok' : 'BELOW') : '',
              });
            }
    } finally {
      for (const s of servers) {
        await stopServer(s.server);
        s.cleanup();
      }
    }
  }
  return rows;
}
