import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { isWellFormedTarget, refuseMalformedRequest } from './request-guard';
import { applyPageSecurityHeaders, isTokenPage } from './security-headers';

let close: (() => void) | undefined;
afterEach(() => close?.());

async function send(method: string, path: string) {
  const srv = createServer((req, res) => {
    if (refuseMalformedRequest(req, res)) return;
    applyPageSecurityHeaders(req, res, { hsts: true, dev: false });
    res.end('page');
  });
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  close = () => srv.close();
  const { port } = srv.address() as AddressInfo;
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      request({ port, path, method }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
        .on('error', reject)
        .end();
    },
  );
}

describe('requests refused before Next and the API', () => {
  it('answers TRACE and other unserved methods 405 with Allow', async () => {
    for (const method of ['TRACE', 'PROPFIND', 'MKCOL']) {
      const res = await send(method, '/fr');
      expect(res.status, method).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
      const api = await send(method, '/api/health');
      expect(api.status, method).toBe(405);
      expect(api.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    }
  });

  it('answers malformed percent escapes 400, as JSON under /api', async () => {
    const page = await send('GET', '/fr/%ff');
    expect(page.status).toBe(400);
    const api = await send('GET', '/api/jobboard/hospitality/offers/%ff%fe');
    expect(api.status).toBe(400);
    expect(JSON.parse(api.body)).toEqual({ message: 'Malformed URL. / Adresse mal formée.' });
    expect(isWellFormedTarget('/fr/caf%C3%A9?q=%ff')).toBe(true);
    expect(isWellFormedTarget('/fr/%E0%A4%A')).toBe(false);
  });

  it('sets the page headers, with no-referrer on token pages only', async () => {
    const res = await send('GET', '/fr/emplois');
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toMatch(
      /^script-src 'nonce-[^']+' 'strict-dynamic' 'sha256-[^']+' 'sha256-[^']+'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self' https:\/\/checkout\.stripe\.com$/,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(isTokenPage('/fr/reset-password/abc/def')).toBe(true);
    expect(isTokenPage('/en/email-confirmation/a@b.ca/tok')).toBe(true);
    expect(isTokenPage('/fr/news-letter-confirmation/x')).toBe(true);
    expect(isTokenPage('/en/jobboard_news_letter/unsubscribe/x?y=1')).toBe(true);
    expect(isTokenPage('/fr/emplois')).toBe(false);
    const token = await send('GET', '/fr/reset-password/abc/def');
    expect(token.headers['referrer-policy']).toBe('no-referrer');
  });
});
