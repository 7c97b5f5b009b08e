import { tally } from '../metrics/tally';
import { noteLocalWrite } from './offers/search-generations';

export interface PeriodicJob {
  /** Stops the timer and waits for a run in progress, so the database can close after it. */
  stop(): Promise<void>;
}

/**
 * Runs `run` once now and then every `intervalMs` in the server process. A failed run is logged
 * and the next one comes on time: the jobs using this (expiry sweep, job-alert digests) claim
 * their rows in the database, so a run that died leaves nothing half-done for the next.
 */
export function startPeriodicJob(
  label: string,
  run: () => Promise<unknown>,
  intervalMs: number,
): PeriodicJob {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = run()
      .then(
        () => tally('job_runs', [label, 'ok']),
        (error: unknown) => {
          tally('job_runs', [label, 'failed']);
          console.error(`${label} failed`, error);
        },
      )
      // The sweep and the digests write outside any request: the next search re-reads the
      // database's change counters (search-generations.ts) instead of waiting for its check.
      .finally(noteLocalWrite);
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
