import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '@jobboard/db/client';
import { jobPeriods } from '@jobboard/db/schema/jobs';
import { createTestDatabaseAt } from '@jobboard/db/testing';
import { talliesOf } from '../metrics/tally';
import { noteLocalWrite } from './offers/search-generations';
import { KEPT_PERIODS_MS, runPeriod, startPeriodicJob } from './periodic-job';

// Whether a run told this process's search cache that it wrote (only a run that happened does).
vi.mock('./offers/search-generations', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  noteLocalWrite: vi.fn(),
}));

const WORKERS = 6;
const INTERVAL = 5 * 60_000;
/** The start of a period (a multiple of INTERVAL since the epoch). */
const PERIOD = new Date(Math.floor(Date.parse('2026-11-29T10:00:00Z') / INTERVAL) * INTERVAL);
const at = (ms: number) => new Date(PERIOD.getTime() + ms);

let drop: () => Promise<void>;
/** One handle per simulated process: on PostgreSQL each its own pool, as separate instances. */
let handles: DatabaseHandle[] = [];

beforeAll(async () => {
  const created = await createTestDatabaseAt();
  drop = created.drop;
  handles = [created.handle];
  const { location } = created;
  for (let i = 1; i < WORKERS; i += 1) {
    // Workers on the embedded database all reach its one process: the same handle here.
    handles.push(
      location.driver === 'pg'
        ? await openDatabase({ driver: 'pg', url: location.url, poolMax: 2 })
        : created.handle,
    );
  }
}, 180_000);

afterAll(async () => {
  for (const handle of new Set(handles)) await handle.close();
  await drop?.();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.mocked(noteLocalWrite).mockClear();
});

const outcomes = (label: string) =>
  Object.fromEntries(
    talliesOf('job_runs')
      .filter(([labels]) => labels[0] === label)
      .map(([labels, count]) => [labels[1], count]),
  );

const claims = (label: string) =>
  handles[0]!.db
    .select()
    .from(jobPeriods)
    .where(eq(jobPeriods.job, label))
    .orderBy(jobPeriods.periodStart);

/** Starts the job in every simulated process at `now` and waits for their start-up ticks. */
async function startEverywhere(label: string, run: () => Promise<unknown>, now: Date) {
  const jobs = handles.map((h) => startPeriodicJob(h.db, label, run, INTERVAL, { now: () => now }));
  await Promise.all(jobs.map((job) => job.stop()));
}

describe('periodic jobs across workers', () => {
  it('six workers starting in one period run the job once; the others skip it', async () => {
    let runs = 0;
    // Slow enough that every worker's claim is made while the winner is still running.
    const run = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
    };
    await startEverywhere('[test] once', run, at(1_000));
    expect(runs).toBe(1);
    expect(outcomes('[test] once')).toEqual({ ok: 1, skipped: WORKERS - 1 });
    // Only the worker that ran notes a local write.
    expect(noteLocalWrite).toHaveBeenCalledTimes(1);
    expect(await claims('[test] once')).toEqual([expect.objectContaining({ periodStart: PERIOD })]);
  });

  it('the next period runs again; a later tick in a claimed period does not', async () => {
    let runs = 0;
    const run = () => Promise.resolve((runs += 1));
    await startEverywhere('[test] periods', run, at(0));
    expect(runs).toBe(1);
    await startEverywhere('[test] periods', run, at(INTERVAL - 1));
    expect(runs).toBe(1);
    await startEverywhere('[test] periods', run, at(INTERVAL));
    expect(runs).toBe(2);
    await startEverywhere('[test] periods', run, at(2 * INTERVAL + 30_000));
    expect(runs).toBe(3);
    expect(outcomes('[test] periods')).toEqual({ ok: 3, skipped: 4 * WORKERS - 3 });
    expect((await claims('[test] periods')).map((c) => c.periodStart)).toEqual([
      at(0),
      at(INTERVAL),
      at(2 * INTERVAL),
    ]);
  });

  it('a failed run gives its period back: the next tick in that period retries it, once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let runs = 0;
    const failing = () => {
      runs += 1;
      return Promise.reject(new Error('boom'));
    };
    expect(await runPeriod(handles[0]!.db, '[test] retry', failing, INTERVAL, at(1_000))).toBe(
      'failed',
    );
    expect(error).toHaveBeenCalledWith('[test] retry failed', expect.any(Error));
    expect(await claims('[test] retry')).toEqual([]);
    // A failed run wrote (or may have written) before failing: the search cache hears of it.
    expect(noteLocalWrite).toHaveBeenCalledTimes(1);

    await startEverywhere('[test] retry', () => Promise.resolve((runs += 1)), at(2_000));
    expect(runs).toBe(2);
    expect(outcomes('[test] retry')).toEqual({ failed: 1, ok: 1, skipped: WORKERS - 1 });
    expect(await claims('[test] retry')).toHaveLength(1);
  });

  it('the run that wins a period prunes its own job’s claims older than a few days', async () => {
    const db = handles[0]!.db;
    const old = new Date(PERIOD.getTime() - KEPT_PERIODS_MS - INTERVAL);
    const recent = new Date(PERIOD.getTime() - KEPT_PERIODS_MS + INTERVAL);
    await db.insert(jobPeriods).values([
      { job: '[test] prune', periodStart: old },
      { job: '[test] prune', periodStart: recent },
      { job: '[test] other', periodStart: old },
    ]);
    expect(await runPeriod(db, '[test] prune', () => Promise.resolve(), INTERVAL, at(0))).toBe(
      'ok',
    );
    expect((await claims('[test] prune')).map((c) => c.periodStart)).toEqual([recent, PERIOD]);
    expect(await claims('[test] other')).toHaveLength(1);
  });

  it('ticks every interval on its own clock, and stop waits for the run in progress', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let now = at(10_000);
    let runs = 0;
    let release: () => void = () => {};
    const job = startPeriodicJob(
      handles[0]!.db,
      '[test] timer',
      () => {
        runs += 1;
        if (runs === 2) return Promise.reject(new Error('boom'));
        return new Promise<void>((resolve) => (release = resolve));
      },
      INTERVAL,
      { now: () => now },
    );
    await vi.waitFor(() => expect(runs).toBe(1));
    release();
    now = at(INTERVAL + 10_000);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    await vi.waitFor(() => expect(outcomes('[test] timer')).toEqual({ ok: 1, failed: 1 }));
    now = at(2 * INTERVAL + 10_000);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    await vi.waitFor(() => expect(runs).toBe(3));

    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(stopped).toBe(true);
    now = at(3 * INTERVAL + 10_000);
    await vi.advanceTimersByTimeAsync(5 * INTERVAL);
    expect(runs).toBe(3);
  });
});
