import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequestHandler } from './request-handler';

/** The custom server's front with stand-ins for the API, the assets and Next (issue 46, item 31). */
let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer(
    createRequestHandler({
      production: true,
      dev: false,
      trustedProxy: true,
      sessionCookies: ['jb_session'],
      boardOf: () => null,
      isConsole: (host) => host?.split(':')[0] === 'operator.localhost',
      serveApi: (req, res) => {
        // A route that chose its own caching keeps it.
        const own = req.url?.startsWith('/api/own')
          ? { 'cache-control': 'public, max-age=60' }
          : {};
        res.writeHead(200, { 'content-type': 'application/json', ...own });
        res.end('{"data":[]}');
      },
      serveAsset: (_req, res) => res.end('asset'),
      servePage: (req, res) => {
        // What the proxy would see of the console mark.
        res.writeHead(200, {
          'content-type': 'text/html',
          'x-test-console': String(req.headers['x-jobboard-console'] ?? 'none'),
        });
        res.end('<!doctype html>');
      },
      notFoundRender: { host: '127.0.0.1', port: 0, token: 'x' },
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const send = (method: string, path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });

describe('the front of the server (issue 46, item 31)', () => {
  it('marks page requests to the console host for the proxy, never on a client’s say-so', async () => {
    expect(
      (await send('GET', '/fr/connexion', { host: 'operator.localhost:3000' })).headers[
        'x-test-console'
      ],
    ).toBe('1');
    const forged = await send('GET', '/fr', {
      host: 'hospitality.localhost',
      'x-jobboard-console': '1',
    });
    expect(forged.headers['x-test-console']).toBe('none');
  });

  it('answers OPTIONS on a page as its Allow header says, and 405 with the same list', async () => {
    const options = await send('OPTIONS', '/fr');
    expect(options.status).toBe(204);
    const allow = options.headers.allow;
    expect(allow).toBe('GET, HEAD, POST, OPTIONS');
    for (const method of ['PUT', 'PATCH', 'DELETE', 'TRACE']) {
      const refused = await send(method, '/fr/emplois');
      expect(refused.status, method).toBe(405);
      expect(refused.headers.allow, method).toBe(allow);
    }
    for (const method of ['GET', 'POST']) expect((await send(method, '/fr')).status).toBe(200);
  });

  it('sends HSTS over HTTPS only: a trusted proxy saying https, never plain HTTP', async () => {
    for (const path of ['/fr', '/api/health', '/_next/static/chunks/app.js']) {
      expect((await send('GET', path)).headers['strict-transport-security'], path).toBeUndefined();
      const https = await send('GET', path, { 'x-forwarded-proto': 'https' });
      expect(https.headers['strict-transport-security'], path).toBe(
        'max-age=31536000; includeSubDomains',
      );
      const http = await send('GET', path, { 'x-forwarded-proto': 'http, https' });
      expect(http.headers['strict-transport-security'], path).toBeUndefined();
    }
  });

  it('gives anonymous API JSON a Cache-Control, keeps a route’s own, no-store with a session', async () => {
    expect((await send('GET', '/api/jobboard/hospitality/offers')).headers['cache-control']).toBe(
      'no-cache',
    );
    expect((await send('GET', '/api/own')).headers['cache-control']).toBe('public, max-age=60');
    const signedIn = await send('GET', '/api/jobboard/hospitality/offers', {
      cookie: 'jb_session=abc',
    });
    expect(signedIn.headers['cache-control']).toBe('no-store');
  });
});
