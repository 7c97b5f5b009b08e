import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicJob } from './periodic-job';

describe('startPeriodicJob', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('runs at once and then every interval, goes on after a failed run, and stop waits for the run', async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let runs = 0;
    let release: () => void = () => {};
    const job = startPeriodicJob(
      '[test] job',
      () => {
        runs += 1;
        if (runs === 2) return Promise.reject(new Error('boom'));
        return new Promise<void>((resolve) => (release = resolve));
      },
      1_000,
    );
    expect(runs).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);
    expect(error).toHaveBeenCalledWith('[test] job failed', expect.any(Error));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(3);

    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(3);
  });
});
