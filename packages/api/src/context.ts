import type { Database, Driver } from '@jobboard/db/client';
import type { Locale } from './http/locale';

/** What the API needs from the outside world; tests build it around a throwaway database. */
export interface AppDeps {
  db: Database;
  driver: Driver;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    locale: Locale;
  };
}
