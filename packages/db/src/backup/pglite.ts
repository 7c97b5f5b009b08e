import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type DatabaseHandle } from '../client';
import { migrateDatabase } from '../migrate';
import { BackupError } from './errors';
import { writeFileDurably } from './files';
import { countRows, readMigrationHead, readServerVersion, type RunSql } from './inspect';

/**
 * The entries of a PostgreSQL data directory (the ones PGlite writes in DATA_DIR). Everything
 * else in DATA_DIR, `uploads/` first, is not the database's: a backup leaves it out and a restore
 * leaves it in place. `postmaster.*` describe a process, not data.
 */
export function isClusterEntry(name: string): boolean {
  return /^(PG_VERSION|base|global|pg_[a-z_]+|pg_[a-z_]+\.conf|postgresql(\.auto)?\.conf|postmaster\.[a-z]+)$/.test(
    name,
  );
}

const isClusterData = (name: string) => isClusterEntry(name) && !name.startsWith('postmaster.');

export const hasCluster = (dataDir: string) => existsSync(path.join(dataDir, 'PG_VERSION'));

function clientOf(handle: DatabaseHandle): PGlite {
  return (handle.db as unknown as { $client: PGlite }).$client;
}

function runOn(client: PGlite): RunSql {
  return async (text) => (await client.query<Record<string, unknown>>(text)).rows;
}

export interface PgliteDumpResult {
  migrationHead: number | null;
  rowCounts: Record<string, number>;
  serverVersion: string;
}

/**
 * A consistent copy of the PGlite database in `dataDir` into `file` (PGlite's own dumpDataDir,
 * a gzip tar that `loadDataDir` reads back). The caller holds the folder's lock, so no server
 * writes it meanwhile. The files are copied to a private folder first and PGlite opens that copy:
 * the live folder is only read, its uploads and lock stay out of the dump, and a folder left by a
 * killed server is recovered (its WAL replayed) in the copy, as a restart would.
 */
export async function dumpPglite(dataDir: string, file: string): Promise<PgliteDumpResult> {
  if (!hasCluster(dataDir)) {
    throw new BackupError('nothing-to-back-up', `${dataDir} holds no PGlite database`);
  }
  const work = await mkdtemp(path.join(tmpdir(), 'jobboard-backup-'));
  try {
    const copy = path.join(work, 'pgdata');
    await cp(dataDir, copy, {
      recursive: true,
      // Only the top level decides: inside the cluster's folders everything is the database's.
      filter: (source) => {
        const relative = path.relative(dataDir, source);
        if (relative === '') return true;
        const [top] = relative.split(path.sep);
        return isClusterData(top ?? '');
      },
    });
    const handle = await openDatabase({ driver: 'pglite', dataDir: copy, lockDataDir: false });
    try {
      const client = clientOf(handle);
      const run = runOn(client);
      const migrationHead = await readMigrationHead(run);
      const rowCounts = await countRows(run);
      const serverVersion = `${await readServerVersion(run)} (PGlite)`;
      const dump = await client.dumpDataDir('gzip');
      await writeFileDurably(file, new Uint8Array(await dump.arrayBuffer()));
      return { migrationHead, rowCounts, serverVersion };
    } finally {
      await handle.close();
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** What a PGlite folder holds: null when it has no database, else its row counts. */
export async function inspectPglite(
  dataDir: string,
): Promise<{ rowCounts: Record<string, number> } | null> {
  if (!hasCluster(dataDir)) return null;
  // The caller holds the folder's lock.
  const handle = await openDatabase({ driver: 'pglite', dataDir, lockDataDir: false });
  try {
    return { rowCounts: await countRows(runOn(clientOf(handle))) };
  } finally {
    await handle.close();
  }
}

/**
 * Loads the dump `file` into the empty folder `staging`, checks it holds the manifest's head and
 * rows, then migrates it when this code's head is newer. The caller moves the staged cluster into
 * DATA_DIR afterwards: whatever fails here leaves DATA_DIR as it was.
 */
export async function stagePglite(
  file: string,
  staging: string,
  expected: { migrationHead: number; rowCounts: Record<string, number> },
  migrations: { folder: string; head: number },
): Promise<{ migrationHead: number | null }> {
  const dump = new Blob([new Uint8Array(await readFile(file))]);
  const handle = await openDatabase({
    driver: 'pglite',
    dataDir: staging,
    loadDataDir: dump,
    lockDataDir: false,
  });
  try {
    const run = runOn(clientOf(handle));
    const head = await readMigrationHead(run);
    if (head !== expected.migrationHead) {
      throw new BackupError(
        'count-mismatch',
        `the restored database's migration head is ${head}; the manifest says ${expected.migrationHead}`,
      );
    }
    assertCounts(await countRows(run), expected.rowCounts);
    if (head < migrations.head) await migrateDatabase(handle, migrations.folder);
    return { migrationHead: await readMigrationHead(run) };
  } finally {
    await handle.close();
  }
}

export function assertCounts(
  found: Record<string, number>,
  expected: Record<string, number>,
): void {
  const differences = Object.keys({ ...expected, ...found })
    .sort()
    .filter((key) => found[key] !== expected[key])
    .map((key) => `${key}: ${found[key] ?? 'missing'} (manifest: ${expected[key] ?? 'absent'})`);
  if (differences.length > 0) {
    throw new BackupError(
      'count-mismatch',
      `the restored tables do not hold the rows the manifest counted: ${differences.slice(0, 5).join('; ')}`,
    );
  }
}
