import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { candidateClient } from '../../support/durability';
import { freePort } from '../../support/free-port';
import { dropDatabase, freshDatabase } from '../../support/postgres';
import { killHard, startServer, type ServerProcess } from '../../support/server-process';

/**
 * Issue 13: applying must be impossible to lose. The server process is SIGKILLed while
 * applications are being submitted; after a restart on the same data, every application that
 * got a 2xx is there with its file. On PGlite (its folder), and on PostgreSQL too when
 * TEST_DATABASE_URL names a server (a throwaway database is created for the run).
 */
const drivers = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['pg'] : [])] as const;

for (const driver of drivers) {
  test(`${driver}: every application answered 2xx survives a SIGKILL of the server`, async () => {
    test.setTimeout(420_000);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'jobboard-apply-kill-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const host = `hospitality.localhost:${port}`;
    const adminUrl = process.env.TEST_DATABASE_URL ?? '';
    const dbName = `jobboard_apply_kill_${process.pid}`;
    const databaseUrl = driver === 'pg' ? freshDatabase(dbName, adminUrl) : '';
    // Several workers (issue 44): the SIGKILL takes the primary, and the workers go with it.
    const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, WEB_CONCURRENCY: '2' };
    let server: ServerProcess | null = null;
    const candidate = candidateClient(base, host);
    try {
      server = await startServer(port, env);
      expect(server.output()).toContain('2 workers');
      const { resumeId, offerIds } = await candidate.prepare();

      // Four candidates' worth of concurrent submissions; the kill lands while some are in flight.
      let killed = false;
      const running = server;
      const { answered } = await candidate.applyToAll(offerIds, resumeId, (done) => {
        if (!killed && done.length >= 10) {
          killed = true;
          killHard(running.child.pid ?? 0);
        }
      });
      expect(killed).toBe(true);
      expect(await running.exited).toBeNull();
      expect(answered.length).toBeGreaterThanOrEqual(10);

      server = await startServer(port, env);
      await candidate.expectStored(answered);
    } finally {
      if (server && server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
      if (driver === 'pg') dropDatabase(dbName, adminUrl);
    }
  });
}
