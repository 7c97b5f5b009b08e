import { minimumWageInForce } from '../contracts/employer-offers/quebec-rules';
import { createTestDatabase } from '@jobboard/db/testing';
import type { DatabaseHandle } from '@jobboard/db/client';
import { seedDatabase } from '@jobboard/db/seed/index';
import { boards } from '@jobboard/tenants/registry';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localFileStorage } from '../adapters/storage/local-file-storage';
import { createApp, type ApiApp } from '../app';
import type { Runtime } from '../context';
import { readApiEnv } from '../env';
import { CLIENT_ADDRESS_HEADER } from '../http/client-address';
import { createRuntime, type RuntimeParts } from '../runtime/create-runtime';

type RequestOptions = RequestInit & { host?: string; clientAddress?: string };

export interface TestApp {
  app: ApiApp;
  handle: DatabaseHandle;
  /** The runtime the app was built on, as the server builds its own. */
  runtime: Runtime;
  /** The throwaway folder uploads go to, unless the test gave its own storage. */
  uploadDir: string;
  /**
   * Calls the app in-process, as the platform's route handler does. `clientAddress` stands for
   * the socket address our Node server would stamp on the request.
   */
  request(path: string, init?: RequestOptions): Promise<Response>;
  /** GET + JSON body, for the many read-only checks. */
  getJson<T = unknown>(path: string, init?: RequestOptions): Promise<{ status: number; body: T }>;
  close(): Promise<void>;
}

export interface TestAppOptions extends Partial<Omit<RuntimeParts, 'database'>> {
  /** Load the demo seed (cities, attributes, companies, offers on both boards). */
  seed?: boolean;
  /** Unknown hosts get no board (404), as in production. */
  production?: boolean;
  /**
   * Build the app on this open database (closed with the app) and this uploads folder (left in
   * place), instead of a fresh database and a throwaway folder: a server on data that outlives
   * the app (the backup drill).
   */
  on?: { handle: DatabaseHandle; uploadDir: string };
}

/** `env` starts from an empty environment, so the developer's shell cannot leak in. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { seed, production, on, ...overrides } = options;
  const handle = on?.handle ?? (await createTestDatabase());
  if (seed) await seedDatabase(handle.db, { minimumWage: minimumWageInForce });
  const uploadDir = on?.uploadDir ?? (await mkdtemp(path.join(tmpdir(), 'jobboard-uploads-')));
  const runtime = createRuntime({
    database: handle,
    boards,
    env: readApiEnv(production ? { NODE_ENV: 'production' } : {}),
    storage: localFileStorage(uploadDir),
    ...overrides,
  });
  const app = createApp(runtime);
  const request: TestApp['request'] = async (path, init = {}) => {
    const { host = 'hospitality.localhost', clientAddress = '192.0.2.1', ...rest } = init;
    const headers = new Headers(rest.headers);
    // Node's resolver may not know *.localhost: the board comes from the Host header.
    headers.set('host', host);
    headers.set('accept', headers.get('accept') ?? 'application/json');
    headers.set(CLIENT_ADDRESS_HEADER, clientAddress);
    const body = rest.body instanceof FormData ? await encodeForm(rest.body, headers) : rest.body;
    return app.request(`http://${host}${path}`, { ...rest, body, headers });
  };
  return {
    app,
    handle,
    runtime,
    uploadDir,
    request,
    async getJson<T>(path: string, init?: RequestOptions) {
      const res = await request(path, init);
      return { status: res.status, body: (await res.json()) as T };
    },
    async close() {
      await runtime.offerViews.stop();
      await handle.close();
      if (!on) await rm(uploadDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second runtime like the test app's on another database handle: a second process on the same
 * PostgreSQL database, or a database with other limits.
 */
export function runtimeOn(t: TestApp, database: RuntimeParts['database']): Runtime {
  const { env, storage } = t.runtime;
  return createRuntime({ database, boards, env, storage });
}

/**
 * A form goes in as its encoded bytes, as it would arrive from a socket. Node 24's fetch streams a
 * FormData body from a detached task that throws (an unhandled rejection) when the reader cancels
 * the stream early, which the upload limit does when it answers 413 (http/body-limits.ts).
 */
async function encodeForm(form: FormData, headers: Headers): Promise<ArrayBuffer> {
  const encoded = new Response(form);
  headers.set('content-type', encoded.headers.get('content-type') ?? 'multipart/form-data');
  return encoded.arrayBuffer();
}
