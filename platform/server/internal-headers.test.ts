import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hideInternalHeaders } from './security-headers';

let server: Server;
let base: string;

beforeAll(async () => {
  // Next's three ways to send a head: setHeader then an implicit head, writeHead with an
  // object, writeHead with raw pairs.
  server = createServer((req, res) => {
    hideInternalHeaders(res);
    if (req.url === '/implicit') {
      res.setHeader('x-middleware-rewrite', '/hospitality/en/search');
      res.setHeader('x-kept', 'yes');
      res.end('ok');
    } else if (req.url === '/object') {
      res.writeHead(200, { 'X-Middleware-Rewrite': '/careers/fr', 'x-kept': 'yes' }).end();
    } else {
      res.writeHead(200, ['x-middleware-rewrite', '/careers/en', 'x-kept', 'yes']).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('never sends x-middleware-rewrite (the internal board path) to clients', async () => {
  for (const path of ['/implicit', '/object', '/raw']) {
    const res = await fetch(`${base}${path}`);
    expect(res.headers.get('x-middleware-rewrite'), path).toBeNull();
    expect(res.headers.get('x-kept'), path).toBe('yes');
  }
});
