import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DatabaseHandle } from '@jobboard/db/client';
import { pgliteQueueStats, type PgliteQueueStats } from '@jobboard/db/pglite-queue';
import {
  queryOperations,
  type QueryDriverLabel,
  type QueryOperation,
  type QueryRecorder,
} from '@jobboard/db/query-timing';
import type { Runtime } from '../context';
import { talliesOf } from './tally';

/** What the server's front records for each answered request (platform/server/request-log.ts). */
export interface RequestSample {
  route: string;
  method: string;
  status: number;
  board: string;
  seconds: number;
  /** The page cache's verdict, when the page went through it. */
  pageCache?: 'hit' | 'miss';
}

export interface Metrics {
  registry: Registry;
  observeRequest(sample: RequestSample): void;
}

/**
 * The process's Prometheus registry (issue 43), built once by the server on its runtime: request
 * counts and durations by route template, method, status and board; the page and search caches;
 * periodic jobs; the mail outbox; database statement durations; the embedded database's queue;
 * Node's own (event-loop lag, memory, GC). Gauges that need the database read it when scraped,
 * not on a timer. `database` is the handle the runtime was built on: its statements are timed
 * into this registry from now on.
 */
export function createMetrics(
  runtime: Pick<Runtime, 'db' | 'driver'>,
  database: Pick<DatabaseHandle, 'recordQueries'>,
): Metrics {
  const registry = new Registry();
  database.recordQueries(queryDurations(registry));
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const labelNames = ['route', 'method', 'status', 'board'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Answered requests by route template, method, status and board.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of its answer.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pageCache = new Counter({
    name: 'page_cache_requests_total',
    help: 'Anonymous public pages answered from the page cache (hit) or rendered (miss).',
    labelNames: ['result'],
    registers: [registry],
  });
  const fromTallies = (name: string, help: string, labels: string[], tallyName: string) =>
    new Counter({
      name,
      help,
      labelNames: labels,
      registers: [registry],
      collect() {
        this.reset();
        for (const [values, count] of talliesOf(tallyName))
          this.inc(Object.fromEntries(labels.map((l, i) => [l, values[i] ?? ''])), count);
      },
    });
  fromTallies(
    'search_cache_lookups_total',
    'Searches, featured lists and offer pages: from the cache (hit), computed (miss), or joined to one being computed (shared).',
    ['result'],
    'search_cache',
  );
  fromTallies(
    'job_runs_total',
    'Ticks of the periodic jobs (expiry sweep, alert digests) by outcome: ok or failed when this process ran the job, skipped when another worker or instance had claimed the period.',
    ['job', 'outcome'],
    'job_runs',
  );
  new Gauge({
    name: 'mail_outbox_messages',
    help: 'Mail in the outbox by status: pending and sending wait for the worker, failed gave up.',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const result = (await runtime.db.execute(
        sql`SELECT status::text AS status, count(*)::int AS n FROM mail_outbox WHERE status <> 'sent' GROUP BY status`,
      )) as unknown as { rows: { status: string; n: number }[] };
      this.reset();
      for (const status of ['pending', 'sending', 'failed']) this.set({ status }, 0);
      for (const row of result.rows) this.set({ status: row.status }, Number(row.n));
    },
  });
  // The embedded database's queue: only where this process has one.
  if (runtime.driver === 'pglite') pgliteMetrics(registry);

  return {
    registry,
    observeRequest(sample) {
      const labels = {
        route: sample.route,
        method: sample.method,
        status: String(sample.status),
        board: sample.board,
      };
      requests.inc(labels);
      duration.observe(labels, sample.seconds);
      if (sample.pageCache) pageCache.inc({ result: sample.pageCache });
    },
  };
}

/**
 * A histogram of statement durations by driver and first keyword. It runs on every query, so the
 * ten label children are bound here, once: an observation is then a table lookup and prom-client's
 * own bookkeeping (a short label key and a bucket search), under a microsecond.
 */
function queryDurations(registry: Registry): QueryRecorder {
  const histogram = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Time a database statement took to answer, by driver and first keyword (not the wait for a connection or for the embedded queue).',
    labelNames: ['driver', 'operation'],
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15],
    registers: [registry],
  });
  const childrenOf = (driver: QueryDriverLabel) =>
    Object.fromEntries(
      queryOperations.map((operation) => [operation, histogram.labels({ driver, operation })]),
    ) as Record<QueryOperation, ReturnType<typeof histogram.labels>>;
  const children = { pglite: childrenOf('pglite'), postgres: childrenOf('postgres') };
  return (driver, operation, seconds) => children[driver][operation].observe(seconds);
}

function pgliteMetrics(registry: Registry): void {
  const stats = pgliteQueueStats;
  new Gauge({
    name: 'pglite_queue_waiting',
    help: 'Calls waiting for the embedded database (absent on PostgreSQL).',
    registers: [registry],
    collect() {
      const now = stats();
      if (now) this.set(now.waiting);
    },
  });
  const queueCounter = (name: string, help: string, read: (s: PgliteQueueStats) => number) =>
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        const now = stats();
        if (!now) return;
        this.reset();
        this.inc(read(now));
      },
    });
  queueCounter('pglite_queries_total', 'Calls the embedded database ran.', (s) => s.runs);
  queueCounter(
    'pglite_query_seconds_total',
    'Time the embedded database spent running them (divide by the calls for an average).',
    (s) => s.runSeconds,
  );
  queueCounter(
    'pglite_refused_total',
    'Calls refused with a 503: the queue was full or they waited too long.',
    (s) => s.refused,
  );
}
