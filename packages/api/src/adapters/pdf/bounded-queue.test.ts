import { describe, expect, it } from 'vitest';
import { boundedQueue } from './bounded-queue';

function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('boundedQueue', () => {
  it('runs up to its concurrency, holds up to its waiting room, and refuses beyond', async () => {
    const queue = boundedQueue(2, 1);
    const gates = [gate(), gate(), gate()];
    const started: number[] = [];
    const runs = gates.map((g, i) =>
      queue.admit(async () => {
        started.push(i);
        await g.opened;
        return i;
      }),
    );
    expect(runs.every((run) => run !== null)).toBe(true);
    expect(queue.admit(() => Promise.resolve(9))).toBeNull();
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect([queue.running, queue.waiting]).toEqual([2, 1]);

    gates[0]!.open();
    expect(await runs[0]).toBe(0);
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual([0, 1, 2]);
    // A failed task frees its place too.
    const failing = queue.admit(() => Promise.reject(new Error('boom')));
    expect(failing).not.toBeNull();
    gates[1]!.open();
    gates[2]!.open();
    await expect(failing).rejects.toThrow('boom');
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });
});
