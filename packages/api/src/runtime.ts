import { getDatabase } from '@jobboard/db/runtime';
import { createApp, type ApiApp } from './app';

const key = Symbol.for('@jobboard/api/app');
type Holder = { [key]?: Promise<ApiApp> };

/** The process-wide API app, built once on the process-wide database. */
export function getApiApp(): Promise<ApiApp> {
  const holder = globalThis as Holder;
  holder[key] ??= getDatabase().then(({ db, driver }) => createApp({ db, driver }));
  return holder[key];
}
