import { createTestDatabase } from '@jobboard/db/testing';
import type { DatabaseHandle } from '@jobboard/db/client';
import { boards } from '@jobboard/tenants/registry';
import { createApp, type ApiApp } from '../app';
import type { AppDeps } from '../context';
import { readApiEnv } from '../env';
import { CLIENT_ADDRESS_HEADER } from '../http/client-address';

export interface TestApp {
  app: ApiApp;
  handle: DatabaseHandle;
  deps: AppDeps;
  /**
   * Calls the app in-process, as the platform's route handler does. `clientAddress` stands for
   * the socket address our Node server would stamp on the request.
   */
  request(
    path: string,
    init?: RequestInit & { host?: string; clientAddress?: string },
  ): Promise<Response>;
  close(): Promise<void>;
}

/** `env` overrides start from an empty environment, so the developer's shell cannot leak in. */
export async function createTestApp(
  overrides: Partial<Omit<AppDeps, 'db' | 'driver'>> = {},
): Promise<TestApp> {
  const handle = await createTestDatabase();
  const deps: AppDeps = {
    db: handle.db,
    driver: handle.driver,
    boards,
    env: readApiEnv({}),
    ...overrides,
  };
  const app = createApp(deps);
  return {
    app,
    handle,
    deps,
    request(path, init = {}) {
      const { host = 'hospitality.localhost', clientAddress = '192.0.2.1', ...rest } = init;
      const headers = new Headers(rest.headers);
      // Node's resolver may not know *.localhost: the board comes from the Host header.
      headers.set('host', host);
      headers.set('accept', headers.get('accept') ?? 'application/json');
      headers.set(CLIENT_ADDRESS_HEADER, clientAddress);
      return Promise.resolve(app.request(`http://${host}${path}`, { ...rest, headers }));
    },
    close: () => handle.close(),
  };
}
