import { getDatabase } from '@jobboard/db/runtime';
import { boards } from '@jobboard/tenants/registry';
import { createApp, type ApiApp } from './app';
import { readApiEnv } from './env';

const key = Symbol.for('@jobboard/api/app');
type Holder = { [key]?: Promise<ApiApp> };

/** The process-wide API app, built once on the process-wide database. */
export function getApiApp(): Promise<ApiApp> {
  const holder = globalThis as Holder;
  holder[key] ??= getDatabase().then(({ db, driver }) =>
    createApp({ db, driver, boards, env: readApiEnv() }),
  );
  return holder[key];
}
