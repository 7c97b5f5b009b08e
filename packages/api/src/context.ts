import type { Database, Driver } from '@jobboard/db/client';
import type { BoardConfig } from '@jobboard/tenancy/board-config';
import type { ApiEnv } from './env';
import type { Locale } from './http/locale';

/** What the API needs from the outside world; tests build it around a throwaway database. */
export interface AppDeps {
  db: Database;
  driver: Driver;
  boards: readonly BoardConfig[];
  env: ApiEnv;
  /** Injected clock, for rate-limit windows in tests. */
  now?: () => Date;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    locale: Locale;
  };
}
