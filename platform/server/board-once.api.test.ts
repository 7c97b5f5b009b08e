import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '@jobboard/api/app';
import { readApiEnv } from '@jobboard/api/env';
import { createRuntime } from '@jobboard/api/runtime/create-runtime';
import { installRuntime, uninstallRuntime } from '@jobboard/api/runtime/current-runtime';
import type { DatabaseHandle } from '@jobboard/db/client';
import { createTestDatabase } from '@jobboard/db/testing';
import * as resolver from '@jobboard/tenancy/resolve-board';
import { boards } from '@jobboard/tenants/registry';
import { proxy } from '../src/proxy';
import { BOARD_REQUEST_HEADER } from '../src/board-request-header';
import { createApiHandler } from './api-requests';
import { createRequestHandler } from './request-handler';

// The real resolver, only counted: every Host -> board resolution in this process goes through it.
vi.mock('@jobboard/tenancy/resolve-board', async (importOriginal) => {
  const real = await importOriginal<typeof resolver>();
  return { ...real, resolveBoard: vi.fn(real.resolveBoard) };
});
const resolutions = () => vi.mocked(resolver.resolveBoard).mock.calls.length;

let handle: DatabaseHandle;
let server: Server;
let port: number;
let runtime: ReturnType<typeof createRuntime>;

beforeAll(async () => {
  handle = await createTestDatabase();
  runtime = createRuntime({ database: handle, boards, env: readApiEnv({ NODE_ENV: 'test' }) });
  installRuntime(runtime);
  const serveApi = createApiHandler(createApp(runtime).fetch);
  server = createServer(
    createRequestHandler({
      production: false,
      dev: false,
      sessionCookies: ['jb_session'],
      boardOf: runtime.boardOf,
      serveApi,
      serveAsset: (_req, res) => res.end(),
      // Next's part, reduced to the proxy the pages sit behind: where it would route the page.
      servePage: (req, res) => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(req.headers))
          if (typeof value === 'string') headers.set(name, value);
        const answer = proxy(new NextRequest(`http://${req.headers.host}${req.url}`, { headers }));
        res.writeHead(answer.status, {
          'x-rewrite': new URL(answer.headers.get('x-middleware-rewrite') ?? 'http://x/').pathname,
        });
        res.end();
      },
      notFoundRender: { host: '127.0.0.1', port: 0, token: runtime.notFoundToken },
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  uninstallRuntime(runtime);
  await runtime.offerViews.stop();
  await handle.close();
});

beforeEach(() => {
  vi.mocked(resolver.resolveBoard).mockClear();
});

// node:http rather than fetch: fetch sets the Host header itself, and the Host is the point here.
const get = (path: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });

describe('the board is resolved once per request', () => {
  it('for a page: by the server, and the proxy routes with that board', async () => {
    const res = await get('/fr/a-propos', { host: 'careers.localhost' });
    expect(res.headers['x-rewrite']).toBe('/careers/fr/about-us');
    expect(resolutions()).toBe(1);
  });

  it('for a page whose client names another board: the Host still decides', async () => {
    const res = await get('/en/about-us', {
      host: 'hospitality.localhost',
      [BOARD_REQUEST_HEADER]: 'careers',
    });
    expect(res.headers['x-rewrite']).toBe('/hospitality/en/about-us');
    expect(resolutions()).toBe(1);
  });

  it('for an API call: by the API alone', async () => {
    const res = await get('/api/experiences?lg=fr', { host: 'hospitality.localhost' });
    expect(res.status).toBe(200);
    expect(resolutions()).toBe(1);
  });
});
