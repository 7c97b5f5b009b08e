import { createTestDatabase } from '@jobboard/db/testing';
import type { DatabaseHandle } from '@jobboard/db/client';
import { createApp, type ApiApp } from '../app';

export interface TestApp {
  app: ApiApp;
  handle: DatabaseHandle;
  /** Calls the app in-process, as the platform's route handler does. */
  request(path: string, init?: RequestInit & { host?: string }): Promise<Response>;
  close(): Promise<void>;
}

export async function createTestApp(): Promise<TestApp> {
  const handle = await createTestDatabase();
  const app = createApp({ db: handle.db, driver: handle.driver });
  return {
    app,
    handle,
    request(path, init = {}) {
      const { host = 'hospitality.localhost', ...rest } = init;
      const headers = new Headers(rest.headers);
      // Node's resolver may not know *.localhost: the board comes from the Host header.
      headers.set('host', host);
      headers.set('accept', headers.get('accept') ?? 'application/json');
      return Promise.resolve(app.request(`http://${host}${path}`, { ...rest, headers }));
    },
    close: () => handle.close(),
  };
}
