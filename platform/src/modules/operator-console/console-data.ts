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
