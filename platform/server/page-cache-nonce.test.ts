import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_CACHE_HEADER } from '../src/public-page';
import { createPageCache } from './page-cache';
import { applyPageSecurityHeaders } from './security-headers';

let close: (() => void) | undefined;
afterEach(() => close?.());

/** The custom server's page path: security headers with a fresh nonce, then the page cache. */
async function server(gzip: boolean) {
  let renders = 0;
  const cache = createPageCache({
    ttlMs: 60_000,
    maxEntries: 10,
    maxBodyBytes: 1 << 20,
    sessionCookies: [],
  });
  const srv = createServer((req, res) => {
    const nonce = applyPageSecurityHeaders(req, res, { hsts: true, dev: false });
    void cache(
      req,
      res,
      async (r, s) => {
        renders += 1;
        // As Next does: the nonce comes from the request's CSP header.
        const used = /'nonce-([^']+)'/.exec(String(r.headers['content-security-policy']))?.[1];
        const html = `<html><script nonce="${used}" src="/a.js"></script>é ${renders}</html>`;
        s.setHeader(PAGE_CACHE_HEADER, 'public');
        s.setHeader('content-type', 'text/html; charset=utf-8');
        if (gzip) s.setHeader('content-encoding', 'gzip');
        s.end(gzip ? gzipSync(html) : html);
      },
      nonce,
    );
  });
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  close = () => srv.close();
  const { port } = srv.address() as AddressInfo;
  const get = () =>
    new Promise<{ headers: IncomingMessage['headers']; body: string }>((resolve, reject) => {
      request({ port, path: '/fr', headers: { host: 'a.localhost' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const body = (gzip ? gunzipSync(raw) : raw).toString('utf8');
          resolve({ headers: res.headers, body });
        });
      })
        .on('error', reject)
        .end();
    });
  return { get, renders: () => renders };
}

const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];

describe('page cache and the CSP nonce', () => {
  for (const gzip of [false, true]) {
    it(`gives each cached response its own nonce, in the header and the body (gzip: ${gzip})`, async () => {
      const s = await server(gzip);
      const seen = new Set<string>();
      for (let i = 0; i < 3; i += 1) {
        const res = await s.get();
        const nonce = nonceOf(res.headers['content-security-policy']);
        expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
        expect(res.body).toBe(`<html><script nonce="${nonce}" src="/a.js"></script>é 1</html>`);
        seen.add(nonce ?? '');
      }
      expect(s.renders()).toBe(1);
      expect(seen.size).toBe(3);
    });
  }
});
