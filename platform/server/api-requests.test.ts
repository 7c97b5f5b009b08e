import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiHandler, isApiRequest } from './api-requests';

let close: (() => void) | undefined;
afterEach(() => close?.());

async function get(path: string) {
  const server = createServer(
    createApiHandler((req) =>
      Response.json({ url: req.url, host: req.headers.get('host') }, { headers: { 'x-a': '1' } }),
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => server.close();
  const { port } = server.address() as AddressInfo;
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = request(
        { port, path, host: '127.0.0.1', headers: { host: 'careers.localhost' } },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
}

describe('the /api path of the custom server', () => {
  it('claims /api, /api/... and /api?... but not lookalike pages', () => {
    for (const url of ['/api', '/api/health', '/api?x=1', '/api/jobboard/careers/offers?page=2'])
      expect(isApiRequest(url)).toBe(true);
    for (const url of ['/', '/apis', '/api-docs', '/fr/api', undefined])
      expect(isApiRequest(url)).toBe(false);
  });

  it('hands the request to the app with its Host, and sends its answer as it is', async () => {
    const res = await get('/api/health?x=1');
    expect(res.status).toBe(200);
    expect(res.headers['x-a']).toBe('1');
    expect(JSON.parse(res.body)).toEqual({
      url: 'http://careers.localhost/api/health?x=1',
      host: 'careers.localhost',
    });
  });

  it('redirects a trailing slash as Next did (308, Location, Refresh, the path as body)', async () => {
    const res = await get('/api/health/?x=1');
    expect(res.status).toBe(308);
    expect(res.headers.location).toBe('/api/health?x=1');
    expect(res.headers.refresh).toBe('0;url=/api/health?x=1');
    expect(res.body).toBe('/api/health?x=1');
  });
});
