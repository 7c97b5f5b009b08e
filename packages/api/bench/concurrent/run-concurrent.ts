import { cpus, loadavg } from 'node:os';
import { benchRequests, type BenchRequests } from './bench-requests';
import { ensureBuild, prepareBenchData, startBenchServer } from './bench-server';
import { runLoad, type LoadRequest, type LoadResult } from './load-run';

/** One endpoint under load: a name and the requests it cycles through. */
export interface Endpoint {
  name: string;
  requests: (r: BenchRequests) => LoadRequest[];
}

const OFFERS = Number(process.env.BENCH_OFFERS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 20);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number);
const WARMUP_S = 3;

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

function printRow(
  driver: string,
  endpoint: string,
  connections: number,
  r: LoadResult,
  loadAfter: string,
): void {
  const pad = (s: string | number, n: number) => String(s).padStart(n);
  console.log(
    `${driver.padEnd(10)} ${endpoint.padEnd(16)} ${pad(connections, 5)} ${pad(r.rps, 7)} ${pad(r.p50, 7)} ${pad(r.p95, 7)} ${pad(r.p99, 7)} ${pad(r.cpuMsPerRequest, 8)} ${pad(r.non2xx + r.errors, 6)}   ${loadAfter}`,
  );
}

/**
 * The production server on OFFERS generated offers, for PGlite and (with DATABASE_URL) PostgreSQL,
 * each endpoint for DURATION_S seconds at each connection count, after one pass of its requests
 * and a short warm-up. Only
 * 127.0.0.1 is ever targeted, and every run is bounded in time.
 */
export async function runConcurrentBench(title: string, endpoints: Endpoint[]): Promise<void> {
  ensureBuild();
  const targets = (process.env.BENCH_TARGETS ?? 'pglite,pg').split(',');
  const drivers: ('pglite' | 'pg')[] = [];
  if (targets.includes('pg')) {
    if (process.env.DATABASE_URL) drivers.push('pg');
    else console.log('PostgreSQL: skipped (run with DATABASE_URL=postgres://... to include it)');
  }
  if (targets.includes('pglite')) drivers.push('pglite');

  const rows: (() => void)[] = [];
  for (const driver of drivers) {
    const label = driver === 'pg' ? 'PostgreSQL' : 'PGlite';
    const data = await prepareBenchData(driver, OFFERS, process.env.DATABASE_URL);
    try {
      const requests = await benchRequests(data);
      const server = await startBenchServer(data);
      try {
        for (const endpoint of endpoints) {
          const list = endpoint.requests(requests);
          // Every request of the list once, so the timed runs measure a server whose caches
          // have seen the whole mix (the search cache keeps answers until the data changes;
          // SEARCH_CACHE_ENTRIES=0 measures the searches themselves), then a short warm-up.
          await runLoad({
            port: server.port,
            serverPid: server.pid,
            requests: list,
            connections: 10,
            durationS: 0,
            // autocannon needs at least one request per connection (health is a list of one).
            amount: Math.max(list.length, 10),
          });
          await runLoad({
            port: server.port,
            serverPid: server.pid,
            requests: list,
            connections: 10,
            durationS: WARMUP_S,
          });
          for (const connections of CONNECTIONS) {
            const result = await runLoad({
              port: server.port,
              serverPid: server.pid,
              requests: list,
              connections,
              durationS: DURATION_S,
            });
            const loadNow = load();
            rows.push(() => printRow(label, endpoint.name, connections, result, loadNow));
            console.log(
              `[${label}] ${endpoint.name} x${connections}: ${result.rps} req/s, p95 ${result.p95} ms, ${result.cpuMsPerRequest} CPU ms/req (load ${loadNow})`,
            );
          }
        }
      } finally {
        await server.stop();
      }
    } finally {
      await data.drop();
    }
  }
  console.log(
    `\n${title}: ${OFFERS} offers, ${DURATION_S} s per run, ${cpus().length} CPUs; server CPU = user + system of the server process (not the PostgreSQL server's)`,
  );
  console.log(
    `${'driver'.padEnd(10)} ${'endpoint'.padEnd(16)} ${'conns'.padStart(5)} ${'req/s'.padStart(7)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} ${'CPU ms'.padStart(8)} ${'errors'.padStart(6)}   load average after run`,
  );
  for (const row of rows) row();
}
