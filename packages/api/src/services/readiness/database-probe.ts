import { sql } from 'drizzle-orm';
import type { Database } from '@jobboard/db/client';
import { withPriority } from '@jobboard/db/pglite-queue';

/** How long a successful round trip vouches for the database. */
const FRESH_MS = 200;

interface ProbeState {
  okAt: number;
  pending: Promise<void> | null;
}

const states = new WeakMap<Database, ProbeState>();

/**
 * `SELECT 1` at the head of the database queue, shared: concurrent health checks wait for the
 * one round trip in flight, and one that succeeded less than FRESH_MS ago answers for them all.
 * A health check still proves a real round trip (a failure is never remembered), but a flood of
 * checks costs the database a few queries a second instead of one each.
 */
export function probeDatabase(db: Database): Promise<void> {
  let state = states.get(db);
  if (!state) {
    state = { okAt: Number.NEGATIVE_INFINITY, pending: null };
    states.set(db, state);
  }
  if (performance.now() - state.okAt < FRESH_MS) return Promise.resolve();
  if (state.pending) return state.pending;
  const s = state;
  s.pending = withPriority(async () => {
    await db.execute(sql`SELECT 1`);
  })
    .then(() => {
      s.okAt = performance.now();
    })
    .finally(() => {
      s.pending = null;
    });
  return s.pending;
}
