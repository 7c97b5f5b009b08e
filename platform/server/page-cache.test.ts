import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_CACHE_HEADER } from '../src/public-page';
import { createPageCache } from './page-cache';

interface Reply {
  status: number;
  headers: IncomingMessage['headers'];
  body: string;
}

let close: (() => void) | undefined;
afterEach(() => close?.());

/** A server whose "Next" counts renders and answers as `page` says, behind the page cache. */
async function serverWith(
  page: (req: IncomingMessage, res: ServerResponse, render: number) => void,
  ttlMs = 60_000,
) {
  let renders = 0;
  const cache = createPageCache({
    ttlMs,
    maxEntries: 2,
    maxBodyBytes: 1024,
    sessionCookies: ['jb_session'],
  });
  const server = createServer((req, res) => {
    // The request handler's own per-request header, set before the cache (security-headers.ts).
    if (req.headers['x-forwarded-proto'] === 'https')
      res.setHeader('strict-transport-security', 'max-age=31536000');
    void cache(req, res, async (r, s) => {
      renders += 1;
      page(r, s, renders);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => server.close();
  const port = (server.address() as AddressInfo).port;
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<Reply>((resolve, reject) => {
      request({ port, path, headers: { host: 'a.localhost', ...headers } }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
        .on('error', reject)
        .end();
    });
  return { get, renders: () => renders };
}

const publicHtml = (res: ServerResponse, body: string) => {
  res.setHeader(PAGE_CACHE_HEADER, 'public');
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.write(body.slice(0, 3));
  res.end(body.slice(3));
};

describe('page cache', () => {
  it('renders a public page once and serves the copy to the next visitor', async () => {
    const s = await serverWith((_req, res, n) => publicHtml(res, `page ${n}`));
    const first = await s.get('/fr');
    const second = await s.get('/fr');
    expect(first.body).toBe('page 1');
    expect(second.body).toBe('page 1');
    expect(second.headers[PAGE_CACHE_HEADER]).toBe('HIT');
    expect(s.renders()).toBe(1);
  });

  it("keeps each request's HSTS: a copy made over HTTPS sends none over HTTP (issue 46, item 31)", async () => {
    const s = await serverWith((_req, res) => publicHtml(res, 'page'));
    const https = await s.get('/fr', { 'x-forwarded-proto': 'https' });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000');
    const plain = await s.get('/fr');
    expect(plain.headers[PAGE_CACHE_HEADER]).toBe('HIT');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const again = await s.get('/fr', { 'x-forwarded-proto': 'https' });
    expect(again.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('keys on host and the full URL, query included', async () => {
    const s = await serverWith((req, res) => publicHtml(res, `${req.headers.host} ${req.url}`));
    expect((await s.get('/fr?city=1')).body).toBe('a.localhost /fr?city=1');
    expect((await s.get('/fr?city=2')).body).toBe('a.localhost /fr?city=2');
    expect((await s.get('/fr', { host: 'b.localhost' })).body).toBe('b.localhost /fr');
    expect(s.renders()).toBe(3);
  });

  it('never reads or fills the cache for a request with a session cookie', async () => {
    const s = await serverWith((req, res) => publicHtml(res, req.headers.cookie ?? 'visitor'));
    expect((await s.get('/fr')).body).toBe('visitor');
    expect((await s.get('/fr', { cookie: 'lang=fr; jb_session=abc' })).body).toBe(
      'lang=fr; jb_session=abc',
    );
    expect((await s.get('/fr')).body).toBe('visitor');
    expect(s.renders()).toBe(2);
  });

  it('does not keep answers that set a cookie, are not marked, are not 200 HTML, or are in an encoding it cannot give a new nonce', async () => {
    const s = await serverWith((req, res, n) => {
      if (req.url === '/cookie') res.setHeader('set-cookie', 'x=1');
      if (req.url === '/zstd') res.setHeader('content-encoding', 'zstd');
      if (req.url === '/missing') res.statusCode = 404;
      if (req.url === '/unmarked') {
        res.setHeader('content-type', 'text/html');
        res.end(`unmarked ${n}`);
        return;
      }
      publicHtml(res, `${req.url} ${n}`);
    });
    for (const path of ['/cookie', '/missing', '/unmarked', '/zstd']) {
      const first = await s.get(path);
      const second = await s.get(path);
      expect(second.body).not.toBe(first.body);
      expect(second.headers[PAGE_CACHE_HEADER]).toBeUndefined();
    }
  });

  it('skips RSC requests and removes the proxy mark from every answer', async () => {
    const s = await serverWith((_req, res, n) => publicHtml(res, `page ${n}`));
    await s.get('/fr', { rsc: '1' });
    const again = await s.get('/fr', { rsc: '1' });
    expect(again.body).toBe('page 2');
    expect(again.headers[PAGE_CACHE_HEADER]).toBeUndefined();
  });

  it('expires copies after the TTL', async () => {
    const s = await serverWith((_req, res, n) => publicHtml(res, `page ${n}`), 1);
    await s.get('/fr');
    await new Promise((r) => setTimeout(r, 5));
    expect((await s.get('/fr')).body).toBe('page 2');
  });
});
