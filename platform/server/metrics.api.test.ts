import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@jobboard/api/app';
import { createMetrics } from '@jobboard/api/metrics/registry';
import { startPeriodicJob } from '@jobboard/api/services/periodic-job';
import { minimumWageInForce } from '@jobboard/api/contracts/employer-offers/quebec-rules';
import { readApiEnv } from '@jobboard/api/env';
import { createRuntime } from '@jobboard/api/runtime/create-runtime';
import type { DatabaseHandle } from '@jobboard/db/client';
import { seedDatabase } from '@jobboard/db/seed/index';
import { createTestDatabase } from '@jobboard/db/testing';
import { boards } from '@jobboard/tenants/registry';
import { createApiHandler } from './api-requests';
import { createMetricsEndpoint } from './metrics-endpoint';
import { createRequestHandler } from './request-handler';

/** The server's front on a real API and database, with /metrics on or off (issue 43). */
const TOKEN = 'metrics-token-for-tests-0123456789';
let handle: DatabaseHandle;
let runtime: ReturnType<typeof createRuntime>;
const servers: Server[] = [];

async function front(token: string | undefined): Promise<number> {
  const metrics = createMetrics(runtime, handle);
  const server = createServer(
    createRequestHandler({
      production: false,
      dev: false,
      sessionCookies: ['jb_session'],
      boardOf: runtime.boardOf,
      metrics,
      serveMetrics: createMetricsEndpoint(metrics, token),
      serveApi: createApiHandler(createApp(runtime).fetch),
      serveAsset: (_req, res) => res.end('asset'),
      servePage: (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<!doctype html>');
      },
      notFoundRender: { host: '127.0.0.1', port: 0, token: 'x' },
    }),
  );
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const get = (port: number, path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, headers: { host: 'hospitality.localhost', ...headers } },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDatabase(handle.db, { minimumWage: minimumWageInForce });
  runtime = createRuntime({ database: handle, boards, env: readApiEnv({ NODE_ENV: 'test' }) });
});
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  await runtime.offerViews.stop();
  await handle.close();
});

describe('/metrics', () => {
  it('is 404 without METRICS_TOKEN, and 401 with a wrong or missing token', async () => {
    const off = await front(undefined);
    expect((await get(off, '/metrics', { authorization: `Bearer ${TOKEN}` })).status).toBe(404);
    const on = await front(TOKEN);
    const missing = await get(on, '/metrics');
    expect(missing.status).toBe(401);
    expect(missing.headers['www-authenticate']).toMatch(/^Bearer/);
    expect((await get(on, '/metrics', { authorization: 'Bearer wrong' })).status).toBe(401);
    expect(
      (await get(on, '/metrics', { authorization: `Bearer ${TOKEN.replace(/9$/, '8')}` })).status,
    ).toBe(401);
  });

  it('lists the named series after a few requests', async () => {
    const port = await front(TOKEN);
    for (let i = 0; i < 2; i += 1) {
      expect((await get(port, '/api/jobboard/hospitality/offers?lg=fr')).status).toBe(200);
    }
    expect((await get(port, '/api/jobboard/hospitality/offers/999999999?lg=fr')).status).toBe(404);
    await get(port, '/fr/offre/cuisinier/12');
    // A path that names no board counts under the host's, as the API resolved it.
    expect((await get(port, '/api/experiences?lg=fr')).status).toBe(200);
    const job = startPeriodicJob(handle.db, 'metrics-test-job', () => Promise.resolve(), 60_000);
    await job.stop();

    const res = await get(port, '/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    expect(text).toContain(
      'http_requests_total{route="/api/jobboard/hospitality/offers",method="GET",status="200",board="hospitality"} 2',
    );
    expect(text).toContain(
      'http_requests_total{route="/api/jobboard/hospitality/offers/:id",method="GET",status="404",board="hospitality"} 1',
    );
    expect(text).toMatch(
      /http_requests_total\{route="\/fr\/offre\/\*",method="GET",status="200",board="hospitality"\} 1/,
    );
    expect(text).toContain(
      'http_requests_total{route="/api/experiences",method="GET",status="200",board="hospitality"} 1',
    );
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.1",route="\/api\/jobboard\/hospitality\/offers"/,
    );
    expect(text).toMatch(/search_cache_lookups_total\{result="(hit|miss)"\} \d+/);
    expect(text).toContain('job_runs_total{job="metrics-test-job",outcome="ok"}');
    expect(text).toContain('mail_outbox_messages{status="pending"}');
    expect(text).toContain('mail_outbox_messages{status="failed"}');
    expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);
    expect(text).toMatch(/process_resident_memory_bytes \d/);
    // Every statement of those requests was timed, on the driver this file runs on, and the
    // operation label holds a keyword from the fixed set, never SQL.
    const driver = runtime.driver === 'pg' ? 'postgres' : 'pglite';
    const selects = new RegExp(
      `^db_query_duration_seconds_count\\{driver="${driver}",operation="select"\\} (\\d+)$`,
      'm',
    ).exec(text);
    expect(Number(selects?.[1])).toBeGreaterThan(0);
    expect(text).toMatch(
      new RegExp(
        `^db_query_duration_seconds_bucket\\{le="0.1",driver="${driver}",operation="select"\\} \\d+$`,
        'm',
      ),
    );
    expect(text).not.toContain(`driver="${driver === 'pglite' ? 'postgres' : 'pglite'}"`);
    const labelled = [...text.matchAll(/^db_query_duration_seconds_count\{(.*)\} \d+$/gm)];
    expect(labelled.length).toBeGreaterThan(0);
    for (const [, labels] of labelled) {
      expect(labels).toMatch(
        /^driver="(pglite|postgres)",operation="(select|insert|update|delete|other)"$/,
      );
    }
    if (runtime.driver === 'pglite') {
      expect(text).toMatch(/pglite_queue_waiting \d/);
      expect(text).toMatch(/pglite_queries_total \d/);
    } else expect(text).not.toContain('pglite_queue_waiting');
  });
});
