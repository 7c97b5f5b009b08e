import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { boards } from '@jobboard/tenants/registry';
import { openDatabase, type DatabaseHandle } from '@jobboard/db/client';
import { migrateDatabase } from '@jobboard/db/migrate';
import { createThrowawayPgDatabase } from '@jobboard/db/testing';
import { localFileStorage } from '../src/adapters/storage/local-file-storage';
import { createApp } from '../src/app';
import { createRuntime } from '../src/runtime/create-runtime';
import { readApiEnv } from '../src/env';

/**
 * A migrated throwaway database for one benchmark run: in-memory PGlite, or a fresh database on
 * the server named by `serverUrl`, dropped on close. `poolMax` is 2 unless a bench measures
 * concurrent requests as the server serves them (its pool, DB_POOL_MAX, is 10 by default).
 */
export async function openBenchDatabase(serverUrl?: string, poolMax = 2): Promise<DatabaseHandle> {
  const handle = serverUrl
    ? await createThrowawayPgDatabase(serverUrl, 'jobboard_bench', poolMax)
    : await openDatabase({ driver: 'pglite' });
  await migrateDatabase(handle);
  return handle;
}

/**
 * The API app as the server builds it, on a bench database and a throwaway upload folder, for
 * benches that call it in-process. `close` drops both.
 */
export async function openBenchApp(name: string, serverUrl?: string, poolMax = 2) {
  const handle = await openBenchDatabase(serverUrl, poolMax);
  const uploadDir = mkdtempSync(path.join(tmpdir(), `jobboard-bench-${name}-`));
  const app = createApp(
    createRuntime({
      database: handle,
      boards,
      env: readApiEnv({}),
      storage: localFileStorage(uploadDir),
    }),
  );
  return {
    app,
    handle,
    close: async () => {
      await handle.close();
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}
