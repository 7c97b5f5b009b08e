import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app';

// The app as the platform serves it: on Node's request and response through @hono/node-server,
// whose request object is not a standard Request (in-process `app.request` hid these 500s).
let t: TestApp;
let port = 0;
let close: () => void = () => undefined;
beforeAll(async () => {
  t = await createTestApp();
  const listener = getRequestListener(t.app.fetch, { overrideGlobalObjects: false });
  const server = createServer((req, res) => {
    req.headers['x-jobboard-client-address'] = '198.51.100.77';
    void listener(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  close = () => server.close();
});
afterAll(async () => {
  close();
  await t.close();
});

function send(method: string, path: string, chunks?: string[]) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      {
        port,
        method,
        path,
        headers: {
          host: 'hospitality.localhost',
          ...(chunks ? { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } : {}),
        },
      },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    for (const chunk of chunks ?? []) req.write(chunk);
    req.end();
  });
}

describe('the API on a Node server', () => {
  it('reads a chunked JSON body within the limit (it was a 500)', async () => {
    const message = JSON.stringify({
      name: 'Marie',
      email: 'marie@example.com',
      message: 'Bonjour, un message envoyé en morceaux.',
    });
    const res = await send('POST', '/api/jobboard/hospitality/contact?lg=en', [
      message.slice(0, 10),
      message.slice(10),
    ]);
    expect(res.status, res.body).toBe(201);
  });

  it('refuses a chunked body past the limit with 413', async () => {
    const res = await send('POST', '/api/jobboard/signup', ['{"a":"', 'x'.repeat(1_100_000), '"}']);
    expect(res.status).toBe(413);
  });

  it('answers a DELETE without a body (it was a 500)', async () => {
    const res = await send('DELETE', '/api/jobboard/user/skills/9');
    expect(res.status).toBe(401);
  });
});
