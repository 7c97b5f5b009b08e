// The API as a process of its own, for tests that measure a real server (its memory, its
// latency) from outside: started with `node --import tsx`, it prints its port and serves until
// killed. The database is the test app's (PGlite, or PostgreSQL with TEST_DB_DRIVER=pg).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { CLIENT_ADDRESS_HEADER } from '../http/client-address';
import { createTestApp } from './test-app';

const t = await createTestApp();
const listener = getRequestListener(t.app.fetch, { overrideGlobalObjects: false });
const server = createServer((req, res) => {
  // What the platform's server stamps: the socket's address, never a client's header.
  req.headers[CLIENT_ADDRESS_HEADER] = req.socket.remoteAddress ?? '127.0.0.1';
  void listener(req, res);
});
server.listen(0, '127.0.0.1', () => {
  console.log(`[api-server] listening on ${(server.address() as AddressInfo).port}`);
});
const stop = () => {
  server.close();
  void t.close().finally(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
