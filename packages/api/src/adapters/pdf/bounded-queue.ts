/**
 * Runs at most `concurrency` tasks at once and holds at most `maxWaiting` more; beyond that
 * `admit` refuses at once instead of letting a burst pile up work (and memory) without end.
 * No limiter library is in the repository, and p-limit's queue has no bound of its own.
 */
export interface BoundedQueue {
  /** Queues the task, or answers null (synchronously) when the queue is full. */
  admit<T>(task: () => Promise<T>): Promise<T> | null;
  readonly running: number;
  readonly waiting: number;
}

export function boundedQueue(concurrency: number, maxWaiting: number): BoundedQueue {
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return {
    admit<T>(task: () => Promise<T>): Promise<T> | null {
      if (running >= concurrency && waiting.length >= maxWaiting) return null;
      const start = () => {
        running += 1;
        return task().finally(next);
      };
      if (running < concurrency) return start();
      return new Promise<T>((resolve, reject) => {
        waiting.push(() => start().then(resolve, reject));
      });
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
