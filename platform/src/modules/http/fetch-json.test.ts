import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson } from './fetch-json';

const texts = { unauthorized: 'unauthorized', generic: 'Something went wrong' };
let server: Server;
let origin = '';

beforeAll(async () => {
  // A real server whose /stalled answer sends its headers and half a body, then waits.
  server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    if (request.url === '/stalled') response.write('{"meta":');
    else response.end('{"meta":{"total":1}}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('fetchJson', () => {
  it('returns the JSON of a 2xx answer', async () => {
    const shown: string[] = [];
    await expect(
      fetchJson(`${origin}/whole`, texts, {}, (message) => shown.push(message)),
    ).resolves.toEqual({ meta: { total: 1 } });
    expect(shown).toEqual([]);
  });

  it('rejects, without a toast, when the call is aborted while its body is read', async () => {
    const controller = new AbortController();
    const shown: string[] = [];
    const call = fetchJson(`${origin}/stalled`, texts, { signal: controller.signal }, (message) =>
      shown.push(message),
    );
    // The headers are in once the server has written them; abort during the body.
    await new Promise((resolve) => setTimeout(resolve, 100));
    controller.abort();
    await expect(call).rejects.toThrow();
    expect(shown).toEqual([]);
  });
});
