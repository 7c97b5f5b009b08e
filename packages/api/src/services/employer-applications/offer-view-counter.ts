import { sql } from 'drizzle-orm';
import type { Database } from '@jobboard/db/client';

/** How often the buffered views are written: one statement per period, not per page view. */
export const VIEW_FLUSH_INTERVAL_MS = 15_000;
/** A buffer this large is written at once rather than waiting for the timer. */
const MAX_KEYS = 5_000;

export interface OfferViewCounter {
  /** Counts one view in memory (no database work, no personal data). */
  record(offerId: number, board: string): void;
  /** Writes what was counted so far (the timer calls it; tests and shutdown too). */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Offer page views for the employer's funnel. Public offer pages are cached, so the page only
 * sends a beacon; the beacon adds one in memory and the counts go to `offer_daily_counts` in
 * one upsert per flush. A crash loses at most one period of views, which a funnel tolerates.
 */
export function createOfferViewCounter(
  db: Database,
  intervalMs = VIEW_FLUSH_INTERVAL_MS,
): OfferViewCounter {
  let buffer = new Map<string, number>();
  let flushing: Promise<void> = Promise.resolve();

  async function write(batch: Map<string, number>) {
    if (batch.size === 0) return;
    const rows = [...batch].map(([key, n]) => {
      const [id, board] = key.split('|');
      return sql`(${Number(id)}::int, ${board}::text, ${n}::int)`;
    });
    try {
      // Offers deleted since the view are skipped by the join, not an error.
      await db.execute(sql`INSERT INTO offer_daily_counts (offer_id, board, day, views)
        SELECT v.offer_id, v.board, (now() AT TIME ZONE 'America/Toronto')::date, v.n
        FROM (VALUES ${sql.join(rows, sql`, `)}) AS v(offer_id, board, n)
        JOIN offers o ON o.id = v.offer_id
        ON CONFLICT (offer_id, board, day)
        DO UPDATE SET views = offer_daily_counts.views + EXCLUDED.views`);
    } catch (error) {
      console.error('[funnel] offer views not written', error);
    }
  }

  function flush(): Promise<void> {
    const batch = buffer;
    buffer = new Map();
    flushing = flushing.then(() => write(batch));
    return flushing;
  }

  const timer = setInterval(() => void flush(), intervalMs);
  timer.unref?.();

  return {
    record(offerId, board) {
      const key = `${offerId}|${board}`;
      buffer.set(key, (buffer.get(key) ?? 0) + 1);
      if (buffer.size >= MAX_KEYS) void flush();
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
