import { createTestDatabase } from '@jobboard/db/testing';
import type { DatabaseHandle } from '@jobboard/db/client';
import { seedDatabase } from '@jobboard/db/seed/index';
import { createApp, type ApiApp } from '../app';

export interface TestApp {
  app: ApiApp;
  handle: DatabaseHandle;
  /** Calls the app in-process, as the platform's route handler does. */
  request(path: string, init?: RequestInit & { host?: string }): Promise<Response>;
  /** GET + JSON body, for the many read-only checks. */
  getJson<T = unknown>(
    path: string,
    init?: RequestInit & { host?: string },
  ): Promise<{ status: number; body: T }>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Load the demo seed (cities, attributes, companies, offers on both boards). */
  seed?: boolean;
  /** Unknown hosts get no board (404), as in production. */
  production?: boolean;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const handle = await createTestDatabase();
  if (options.seed) await seedDatabase(handle.db);
  const app = createApp({
    db: handle.db,
    driver: handle.driver,
    boardResolution: { defaultBoard: 'hospitality', production: options.production ?? false },
  });
  const request: TestApp['request'] = (path, init = {}) => {
    const { host = 'hospitality.localhost', ...rest } = init;
    const headers = new Headers(rest.headers);
    // Node's resolver may not know *.localhost: the board comes from the Host header.
    headers.set('host', host);
    headers.set('accept', headers.get('accept') ?? 'application/json');
    return Promise.resolve(app.request(`http://${host}${path}`, { ...rest, headers }));
  };
  return {
    app,
    handle,
    request,
    async getJson<T>(path: string, init?: RequestInit & { host?: string }) {
      const res = await request(path, init);
      return { status: res.status, body: (await res.json()) as T };
    },
    close: () => handle.close(),
  };
}
