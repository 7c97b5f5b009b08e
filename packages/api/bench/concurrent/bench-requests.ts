import { sql } from 'drizzle-orm';
import { openDatabase } from '@jobboard/db/client';
import { queryRows } from '@jobboard/db/query';
import { mixIds } from '../mix-ids';
import { buildQueryMix, type BenchQuery } from '../query-mix';
import { offersQueryParams } from '../run-query';
import type { BenchData } from './bench-server';
import type { LoadRequest } from './load-run';

export interface BenchRequests {
  /** The search mix of bench:search, as offers endpoint URLs. */
  searches: LoadRequest[];
  /** Live offers of both boards, one per request. */
  offers: LoadRequest[];
}

/** The offers endpoint URL of one mix query, as the site's search calls it. */
export function searchRequest(q: BenchQuery): LoadRequest {
  const params = offersQueryParams(q);
  return { path: `/api/jobboard/${q.board}/offers?${params}`, host: `${q.board}.localhost` };
}

/**
 * Reads the ids the requests need from the benchmark data before the server starts (PGlite's
 * folder can be open in one process only), and builds the fixed request lists.
 */
export async function benchRequests(data: BenchData, count = 500): Promise<BenchRequests> {
  const handle =
    data.driver === 'pg'
      ? await openDatabase({ driver: 'pg', url: data.url, poolMax: 1 })
      : await openDatabase({ driver: 'pglite', dataDir: data.dataDir });
  try {
    const ids = await mixIds(handle);
    const live = await queryRows<{ offer_id: number; board: string }>(
      handle.db,
      sql`SELECT offer_id, board FROM offer_search
          WHERE published_at <= now() AND expires_at > now() + interval '1 day'
          ORDER BY offer_id LIMIT ${count}`,
    );
    return {
      searches: buildQueryMix(ids, count).map(searchRequest),
      offers: live.map((o) => ({
        path: `/api/jobboard/${o.board}/offers/${o.offer_id}`,
        host: `${o.board}.localhost`,
      })),
    };
  } finally {
    await handle.close();
  }
}
