import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@jobboard/api/logging/logger';
import { currentRequestId, noteUserKind } from '@jobboard/api/logging/request-context';
import { createRequestHandler } from './request-handler';

/** The server's front with a logger writing to memory, and stand-ins behind it (issue 43). */
let server: Server;
let port: number;
const lines: Record<string, unknown>[] = [];
/** What the stand-in API saw of the request id. */
let apiSawId: string | undefined;
/** The request id a page's render sees in its context. */
let pageSawId: string | undefined;

beforeAll(async () => {
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  server = createServer(
    createRequestHandler({
      production: true,
      dev: false,
      sessionCookies: ['jb_session'],
      boardOf: (host) =>
        host?.startsWith('hospitality.') ? ({ key: 'hospitality' } as never) : null,
      logger: createLogger({ level: 'info', destination }),
      serveApi: async (req, res) => {
        apiSawId = req.headers['x-request-id'] as string;
        // As the session lookup does, after an await (the context survives it).
        await Promise.resolve();
        if (req.url?.includes('employer')) noteUserKind('employer');
        res.writeHead(req.url?.includes('fail') ? 503 : 200, {
          'content-type': 'application/json',
        });
        res.end('{}');
      },
      serveAsset: (_req, res) => res.end('asset'),
      servePage: (_req, res) => {
        pageSawId = currentRequestId();
        res.writeHead(200, { 'content-type': 'text/html' });
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

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('request ids and the request log', () => {
  it('gives every answer an id, the one a proxy sent when it is plain, and hands it to the API', async () => {
    for (const path of ['/fr', '/api/jobboard/hospitality/offers', '/_next/static/a.js', '/%zz']) {
      const res = await send('GET', path);
      expect(res.headers['x-request-id'], path).toMatch(/^[0-9a-f-]{36}$/);
    }
    const given = await send('GET', '/api/x', { 'x-request-id': 'lb-7f3a.1' });
    expect(given.headers['x-request-id']).toBe('lb-7f3a.1');
    expect(apiSawId).toBe('lb-7f3a.1');
    // An id that could forge a log line is replaced.
    const forged = await send('GET', '/api/x', { 'x-request-id': 'a\tb"}{' });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs one line per request with its id, board, locale, status and duration, never the query or an address', async () => {
    lines.length = 0;
    const res = await send(
      'GET',
      '/fr/news-letter-confirmation/jane%40mail.ca/t0k?email=jane@mail.ca',
      {
        host: 'hospitality.localhost',
        cookie: 'jb_session=abc',
      },
    );
    await send('GET', '/api/jobboard/careers/fail?lg=en', { host: 'hospitality.localhost' });
    await send('GET', '/_next/static/chunk.js');
    await settle();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: 'info',
      msg: 'request',
      req_id: res.headers['x-request-id'],
      kind: 'page',
      method: 'GET',
      path: '/fr/news-letter-confirmation/:token/:token',
      status: 200,
      board: 'hospitality',
      locale: 'fr',
      user: 'session',
    });
    expect(typeof lines[0]!.duration_ms).toBe('number');
    // An API call's board is the one the API noted (the stand-in notes none), never the path's.
    expect(lines[1]).toMatchObject({
      level: 'error',
      kind: 'api',
      status: 503,
      locale: 'en',
      user: 'anonymous',
    });
    expect(JSON.stringify(lines)).not.toMatch(/jane|abc|t0k/);
  });

  it("names the user's kind the session lookup noted, and gives a page's render its request id", async () => {
    lines.length = 0;
    const page = await send('GET', '/fr', { host: 'hospitality.localhost' });
    expect(pageSawId).toBe(page.headers['x-request-id']);
    await send('GET', '/api/ats/employer/me', { cookie: 'jb_session=abc' });
    await send('GET', '/api/jobboard/hospitality/offers', { cookie: 'jb_session=abc' });
    await settle();
    expect(lines.map((line) => line.user)).toEqual(['anonymous', 'employer', 'session']);
    expect(JSON.stringify(lines)).not.toMatch(/abc/);
  });
});
