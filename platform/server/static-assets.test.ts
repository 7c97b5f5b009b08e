import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptsBrotli,
  applyAssetSecurityHeaders,
  isStaticAsset,
  serveBrotliAsset,
} from './static-assets';

const script = 'console.log("a chunk of the build");'.repeat(50);
let root: string;
let staticDir: string;
let port: number;
let close: () => void;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'static-assets-'));
  staticDir = path.join(root, 'static');
  mkdirSync(path.join(staticDir, 'chunks'), { recursive: true });
  writeFileSync(path.join(staticDir, 'chunks', 'app.js'), script);
  writeFileSync(path.join(staticDir, 'chunks', 'plain.js'), script);
  writeFileSync(path.join(root, 'secret.js'), 'secret');
  writeFileSync(path.join(root, 'secret.js.br'), 'secret');
  // The build's own step writes the .br copies.
  execFileSync(process.execPath, ['scripts/precompress-static.mjs', staticDir]);
  rmSync(path.join(staticDir, 'chunks', 'plain.js.br'));
  const srv = createServer((req, res) => {
    applyAssetSecurityHeaders(res, true);
    if (serveBrotliAsset(req, res, staticDir)) return;
    res.writeHead(299).end('next');
  });
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  port = (srv.address() as AddressInfo).port;
  close = () => srv.close();
});
afterAll(() => {
  close();
  rmSync(root, { recursive: true, force: true });
});

function get(urlPath: string, acceptEncoding: string, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      request(
        { port, path: urlPath, method, headers: { 'accept-encoding': acceptEncoding } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      )
        .on('error', reject)
        .end();
    },
  );
}

describe('static assets', () => {
  it('are the build files and the fonts, not pages or board images', () => {
    expect(isStaticAsset('/_next/static/chunks/app.js')).toBe(true);
    expect(isStaticAsset('/fonts/inter-fr-en.0123456789.woff2')).toBe(true);
    expect(isStaticAsset('/boards/hospitality/logo.svg')).toBe(false);
    expect(isStaticAsset('/fr/offre/x/1')).toBe(false);
  });

  it('reads Accept-Encoding, q=0 included', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsBrotli('br;q=0.5')).toBe(true);
    expect(acceptsBrotli('gzip, br;q=0')).toBe(false);
    expect(acceptsBrotli('gzip, brotli')).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });

  it('sends the Brotli copy to a browser that takes it, with no document-only headers', async () => {
    const res = await get('/_next/static/chunks/app.js', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
    expect(res.body.length).toBeLessThan(script.length / 5);
    const head = await get('/_next/static/chunks/app.js', 'br', 'HEAD');
    expect([head.status, head.body.length]).toEqual([200, 0]);
  });

  it('leaves the rest to Next: no Brotli asked, no copy, not a script, outside the folder', async () => {
    expect((await get('/_next/static/chunks/app.js', 'gzip')).body.toString()).toBe('next');
    expect((await get('/_next/static/chunks/app.js', 'br;q=0')).body.toString()).toBe('next');
    expect((await get('/_next/static/chunks/plain.js', 'br')).body.toString()).toBe('next');
    expect((await get('/_next/static/media/x.woff2', 'br')).body.toString()).toBe('next');
    expect((await get('/_next/static/..%2fsecret.js', 'br')).body.toString()).toBe('next');
    expect((await get('/_next/static/%E0%A4%A.js', 'br')).body.toString()).toBe('next');
  });
});
