import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../../support/free-port';
import { startServer } from '../../support/server-process';

test('the server drains, stops cleanly on SIGTERM and keeps its data across a restart', async () => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jobboard-restart-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  try {
    // Several workers (issue 44): the primary stops them all, each drains, then the database.
    const metricsToken = 'restart-spec-metrics-token';
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_CONCURRENCY: '2',
      METRICS_TOKEN: metricsToken,
    };
    const first = await startServer(port, env);
    expect(first.output()).toContain('seeded the demo data');
    expect(first.output()).toContain('2 workers');
    const attributes = await (await fetch(`${base}/api/health`)).json();
    expect(attributes).toMatchObject({ driver: 'pglite' });

    // A scrape reaches one worker and answers with every worker's counts: after 12 health checks
    // spread over both workers, each scrape counts all of them, whichever worker answers it.
    for (let i = 0; i < 11; i += 1) await fetch(`${base}/api/health`);
    for (let i = 0; i < 4; i += 1) {
      const text = await (
        await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })
      ).text();
      const healthChecks = [...text.matchAll(/^http_requests_total\{([^}]*)\} (\d+)$/gm)]
        .filter(([, labels]) => labels?.includes('/api/health'))
        .reduce((sum, [, , count]) => sum + Number(count), 0);
      expect(healthChecks).toBeGreaterThanOrEqual(12);
    }

    // A request in flight when the signal arrives still gets its answer.
    const inFlight = fetch(`${base}/fr`, { headers: { host: `hospitality.localhost:${port}` } });
    await new Promise((r) => setTimeout(r, 20));
    first.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    expect(await first.exited).toBe(0);
    expect(first.output()).toMatch(/\[worker 1\] stopped cleanly/);
    expect(first.output()).toMatch(/\[worker 2\] stopped cleanly/);
    expect(first.output()).toContain('[server] stopped cleanly');

    const second = await startServer(port, env);
    // The data written by the first run is found, so nothing is seeded again.
    expect(second.output()).not.toContain('seeded the demo data');
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
