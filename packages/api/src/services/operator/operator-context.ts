import type { Database } from '@jobboard/db/client';
import type { Locale } from '@jobboard/tenancy/board-config';

/** What operator services need from a console request, as plain data (no board: the console has none). */
export interface OperatorContext {
  db: Database;
  locale: Locale;
  clientAddress: string;
  now: Date;
  /** Keys of every board this deployment serves, for the operator's scope. */
  boardKeys: readonly string[];
}
