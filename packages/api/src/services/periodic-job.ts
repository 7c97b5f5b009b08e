import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '@jobboard/db/client';
import { jobPeriods } from '@jobboard/db/schema/jobs';
import { tally } from '../metrics/tally';
import { noteLocalWrite } from './offers/search-generations';

export interface PeriodicJob {
  /** Stops the timer and waits for the runs in progress, so the database can close after them. */
  stop(): Promise<void>;
}

/** What one tick did: ran the job (ok or failed), or left the period to the process that won it. */
export type PeriodOutcome = 'ok' | 'failed' | 'skipped';

/** Claims older than this are pruned by the run that wins a newer period of the same job. */
export const KEPT_PERIODS_MS = 3 * 24 * 60 * 60_000;

/**
 * The start of the period `now` falls in: periods of `intervalMs` aligned to the epoch, so every
 * process computes the same start for the same moment whenever it started.
 */
export function periodStart(now: Date, intervalMs: number): Date {
  if (!Number.isSafeInteger(intervalMs) || intervalMs <= 0) {
    throw new RangeError(`period length must be a positive whole number of ms: ${intervalMs}`);
  }
  return new Date(Math.floor(now.getTime() / intervalMs) * intervalMs);
}

/**
 * Claims `job`'s period starting at `start` for this process: true for the one INSERT that adds
 * the row, false for every other worker or instance on the same database (ON CONFLICT DO NOTHING
 * waits for a concurrent insert of the same key to commit, then adds nothing).
 */
export async function claimPeriod(db: Database, job: string, start: Date): Promise<boolean> {
  const won = await db
    .insert(jobPeriods)
    .values({ job, periodStart: start })
    .onConflictDoNothing()
    .returning({ job: jobPeriods.job });
  return won.length > 0;
}

/** Gives a claimed period back, so a later tick of any process may run it again. */
export async function releasePeriod(db: Database, job: string, start: Date): Promise<void> {
  await db
    .delete(jobPeriods)
    .where(and(eq(jobPeriods.job, job), eq(jobPeriods.periodStart, start)));
}

/**
 * One tick of a periodic job: claims the period `now` falls in and runs `run` only if this
 * process won it. A run that fails gives its period back (see startPeriodicJob); the winner
 * prunes the job's claims older than KEPT_PERIODS_MS so the table stays a few rows per job.
 */
export async function runPeriod(
  db: Database,
  label: string,
  run: () => Promise<unknown>,
  intervalMs: number,
  now: Date,
): Promise<PeriodOutcome> {
  const start = periodStart(now, intervalMs);
  let outcome: PeriodOutcome;
  try {
    if (!(await claimPeriod(db, label, start))) {
      outcome = 'skipped';
    } else {
      try {
        await run();
        outcome = 'ok';
      } catch (error) {
        outcome = 'failed';
        console.error(`${label} failed`, error);
        await releasePeriod(db, label, start).catch((releaseError: unknown) =>
          console.error(`${label}: its period could not be given back`, releaseError),
        );
      }
      // The sweep and the digests write outside any request: the next search on this process
      // re-reads the database's change counters (search-generations.ts) instead of waiting for
      // its check. A skipped tick wrote nothing.
      noteLocalWrite(db);
      await db
        .delete(jobPeriods)
        .where(
          and(
            eq(jobPeriods.job, label),
            lt(jobPeriods.periodStart, new Date(start.getTime() - KEPT_PERIODS_MS)),
          ),
        )
        .catch((pruneError: unknown) =>
          console.error(`${label}: old periods could not be pruned`, pruneError),
        );
    }
  } catch (error) {
    // The claim itself failed (the database is unreachable): nothing ran.
    outcome = 'failed';
    console.error(`${label} failed`, error);
  }
  tally('job_runs', [label, outcome]);
  return outcome;
}

export interface PeriodicJobOptions {
  /** The clock periods are read from (tests move it instead of waiting). */
  now?: () => Date;
}

/**
 * Runs `run` at most once per period of `intervalMs` across every worker and instance sharing
 * `db`: each process ticks once at start and then every `intervalMs`, and a tick runs the job
 * only if it claims the period it falls in (job_periods). A process ticks once in every period,
 * so each period gets exactly one run as long as one process is alive, whichever it is.
 *
 * A failed run is logged and gives its period back: a transient failure on one worker (a
 * dropped connection, a statement timeout) is retried by the next tick of any process that
 * falls in the same period instead of waiting a whole period; the jobs using this (expiry sweep,
 * job-alert digests) claim their rows in the database, so a run that died leaves nothing
 * half-done and a retry never does work twice. A lasting failure is then tried at most once per
 * process and period. A process killed during a run keeps its claim: that period is consumed and
 * the next period's run picks up what it left (both jobs work from the state of their rows).
 */
export function startPeriodicJob(
  db: Database,
  label: string,
  run: () => Promise<unknown>,
  intervalMs: number,
  options: PeriodicJobOptions = {},
): PeriodicJob {
  const now = options.now ?? (() => new Date());
  const inFlight = new Set<Promise<PeriodOutcome>>();
  const tick = () => {
    const running = runPeriod(db, label, run, intervalMs, now());
    inFlight.add(running);
    void running.finally(() => inFlight.delete(running));
  };
  // A bad interval throws here, at start, rather than in every tick.
  periodStart(now(), intervalMs);
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(inFlight);
    },
  };
}
