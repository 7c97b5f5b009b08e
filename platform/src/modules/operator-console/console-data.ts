import 'server-only';
import { currentRuntime } from '@jobboard/api/runtime/current-runtime';
import type { OperatorContext } from '@jobboard/api/services/operator/operator-context';
import type { Locale } from '@jobboard/tenancy/board-config';

/** What the console's services need, for a page: the pages read through them as the API does. */
export function pageOperatorContext(locale: Locale): OperatorContext {
  const { db, boards } = currentRuntime();
  return {
    db,
    locale,
    // Pages only read; the address is for limits on writes, which go through the API.
    clientAddress: '',
    now: new Date(),
    boardKeys: boards.map((b) => b.key),
  };
}

/**
 * Filters read from the address (plain GET forms): the first value of each, blanks left out,
 * and a query the schema refuses replaced by its defaults (not an error page).
 */
export function queryFromAddress<T>(
  schema: {
    safeParse(v: unknown): { success: true; data: T } | { success: false };
    parse(v: unknown): T;
  },
  raw: Record<string, string | string[] | undefined>,
): T {
  const values = Object.fromEntries(
    Object.entries(raw)
      .map(([k, v]) => [k, Array.isArray(v) ? v[0] : v])
      .filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = schema.safeParse(values);
  return parsed.success ? parsed.data : schema.parse({});
}
