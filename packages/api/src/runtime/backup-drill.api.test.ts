import { createHash, randomUUID } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@jobboard/db/client';
import { BackupError } from '@jobboard/db/backup/errors';
import { createBackup } from '@jobboard/db/backup/create-backup';
import type { DatabaseLocation, UploadsLocation } from '@jobboard/db/backup/locations';
import { readManifest, type BackupManifest } from '@jobboard/db/backup/manifest';
import { restoreBackup } from '@jobboard/db/backup/restore-backup';
import { migrationsFolder } from '@jobboard/db/migrate';
import { appliedHead, committedHead } from '@jobboard/db/migration-head';
import { queryRows } from '@jobboard/db/query';
import {
  createTestDatabaseAt,
  recreateEmptyPgDatabase,
  type TestDatabaseLocation,
} from '@jobboard/db/testing';
import { call, signUp } from '../testing/accounts';
import { makePdf, upload } from '../testing/profile-files';
import { createTestApp } from '../testing/test-app';
import { backupCommand, restoreCommand, type CommandIo } from './backup-commands';

/**
 * The restore drill (issue 43, docs/backup.md): demo data, an application with its resume and a
 * file written through the storage adapter; back up; wipe the database and the uploads; restore;
 * then the same rows, the same files, and an API built on the restored database serving them.
 * Then the refusals. On PGlite always, on PostgreSQL too when TEST_DATABASE_URL is set.
 */

let source: Awaited<ReturnType<typeof createTestDatabaseAt>>;
let location: TestDatabaseLocation;
/** DATA_DIR: PGlite's folder (PGlite) and `uploads/` under it, as the server lays them out. */
let dataDir: string;
let uploadDir: string;
let scratch: string;
let backupDir: string;
let manifest: BackupManifest;
let env: NodeJS.ProcessEnv;

let cookie: string;
let offerId: number;
let offerTitle: string;
let applicationId: number;
let documentId: number;
let resumeBytes: Uint8Array;
let adapterKey: string;
const adapterBytes = new TextEncoder().encode('written through the storage adapter\n');
let sourceCounts: Record<string, number>;
let sourceFiles: Record<string, string>;

const database = (): DatabaseLocation =>
  location.driver === 'pglite'
    ? { driver: 'pglite', dataDir: location.dataDir }
    : { driver: 'pg', url: location.url };
const uploads = (): UploadsLocation => ({ storage: 'local', dir: uploadDir });

const openTarget = (): Promise<DatabaseHandle> =>
  location.driver === 'pglite'
    ? openDatabase({ driver: 'pglite', dataDir: location.dataDir })
    : openDatabase({ driver: 'pg', url: location.url, poolMax: 2 });

/** Every table's rows, counted here (not by the backup module). */
async function countTables(handle: DatabaseHandle): Promise<Record<string, number>> {
  const tables = await queryRows<{ schema: string; name: string }>(
    handle.db,
    sql`SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
         WHERE table_type = 'BASE TABLE' AND table_schema IN ('public', 'drizzle')`,
  );
  const counts: Record<string, number> = {};
  for (const { schema, name } of tables) {
    const [row] = await queryRows<{ n: number }>(
      handle.db,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(schema)}.${sql.identifier(name)}`,
    );
    counts[`${schema}.${name}`] = row?.n ?? -1;
  }
  return counts;
}

/** Every file of the uploads folder with its sha256, hashed here. */
async function hashUploads(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const entries = await readdir(uploadDir, { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const relative = path.relative(uploadDir, full).split(path.sep).join('/');
    out[relative] = createHash('sha256')
      .update(await readFile(full))
      .digest('hex');
  }
  return out;
}

/** The database and the uploads gone, as after losing the disk (the folder, or a new database). */
async function wipeTarget(): Promise<void> {
  if (location.driver === 'pglite') await rm(location.dataDir, { recursive: true, force: true });
  else {
    await recreateEmptyPgDatabase(location.adminUrl, location.name);
    await rm(uploadDir, { recursive: true, force: true });
  }
}

async function refusal(work: Promise<unknown>): Promise<BackupError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BackupError);
  return error as BackupError;
}

/** A copy of the backup to tamper with. */
async function copyOfBackup(label: string): Promise<string> {
  const copy = path.join(scratch, label);
  await cp(backupDir, copy, { recursive: true });
  return copy;
}

function captureIo(): CommandIo & { lines: string[] } {
  const lines: string[] = [];
  return { lines, log: (line) => lines.push(line), error: (line) => lines.push(line) };
}

beforeAll(async () => {
  source = await createTestDatabaseAt();
  location = source.location;
  scratch = await mkdtemp(path.join(tmpdir(), 'jobboard-drill-'));
  dataDir = location.driver === 'pglite' ? location.dataDir : path.join(scratch, 'data');
  uploadDir = path.join(dataDir, 'uploads');
  // What the commands read, as `npm run db:backup` would in the server's environment.
  env = { DATA_DIR: dataDir, DATABASE_URL: location.driver === 'pg' ? location.url : '' };

  const t = await createTestApp({ seed: true, on: { handle: source.handle, uploadDir } });
  try {
    const list = await t.getJson<{ data: { id: number; title: string }[] }>(
      '/api/jobboard/hospitality/offers?lg=en',
    );
    expect(list.status).toBe(200);
    offerId = list.body.data[0]?.id ?? 0;
    offerTitle = list.body.data[0]?.title ?? '';
    cookie = await signUp(t, 'jobboard', 'drill@example.com');
    resumeBytes = await makePdf('Camille Drill');
    const uploaded = await upload(
      t,
      cookie,
      { bytes: resumeBytes, name: 'Camille Drill.pdf' },
      { type: 'resume' },
    );
    expect(uploaded.status).toBe(201);
    documentId = ((await uploaded.json()) as { data: { id: number } }).data.id;
    const applied = await call(
      t,
      'POST',
      `/api/jobboard/hospitality/offers/${offerId}/apply`,
      { resume: documentId, consent: true },
      { cookie },
    );
    expect(applied.status).toBe(201);
    applicationId = ((await applied.json()) as { data: { id: number } }).data.id;
    adapterKey = `careers/${randomUUID()}.txt`;
    await t.runtime.storage.put(adapterKey, adapterBytes, 'text/plain');
    await t.runtime.offerViews.stop();
    sourceCounts = await countTables(source.handle);
  } finally {
    // The server stops: a PGlite backup needs its folder free.
    await t.close();
  }
  sourceFiles = await hashUploads();

  backupDir = path.join(scratch, 'backup');
  const io = captureIo();
  expect(await backupCommand({ outDir: backupDir }, io, env), io.lines.join('\n')).toBe(0);
  manifest = await readManifest(backupDir);
});

afterAll(async () => {
  await source?.drop();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe('backup and restore drill', () => {
  it('writes a manifest: driver, head, row counts, every file with its hash', () => {
    expect(manifest).toMatchObject({
      format: 'jobboard-backup',
      formatVersion: 1,
      driver: location.driver,
      migrationHead: committedHead(),
      uploads: { storage: 'local', fileCount: Object.keys(sourceFiles).length },
    });
    expect(manifest.rowCounts).toEqual(sourceCounts);
    expect(manifest.rowCounts['public.applications']).toBe(1);
    const listed = Object.fromEntries(
      manifest.files
        .filter((f) => f.path.startsWith('uploads/'))
        .map((f) => [f.path.slice('uploads/'.length), f.sha256]),
    );
    // The resume, the application's copy of it, the adapter's file.
    expect(Object.keys(sourceFiles)).toHaveLength(3);
    expect(listed).toEqual(sourceFiles);
    expect(manifest.files[0]?.path).toBe(manifest.database.file);
  });

  it('restores a wiped database and uploads: same rows, same files, served by the API', async () => {
    await wipeTarget();
    const io = captureIo();
    expect(
      await restoreCommand({ fromDir: backupDir, force: false }, io, env),
      io.lines.join('\n'),
    ).toBe(0);

    expect(await hashUploads()).toEqual(sourceFiles);
    const t = await createTestApp({ on: { handle: await openTarget(), uploadDir } });
    try {
      expect(await countTables(t.handle)).toEqual(sourceCounts);
      expect(await appliedHead(t.handle.db)).toBe(committedHead());

      // The candidate's session was restored with the rest: the same cookie still signs in.
      const mine = await call(t, 'GET', '/api/jobboard/hospitality/user/applications', undefined, {
        cookie,
      });
      expect(mine.status).toBe(200);
      const { data } = (await mine.json()) as {
        data: { id: number; offer: { id?: number; title: string } }[];
      };
      expect(data.map((a) => a.id)).toEqual([applicationId]);
      expect(data[0]?.offer.title).toBe(offerTitle);

      const offer = await t.getJson<{ data: { id: number; title: string } }>(
        `/api/jobboard/hospitality/offers/${offerId}?lg=en`,
      );
      expect(offer.status).toBe(200);
      expect(offer.body.data).toMatchObject({ id: offerId, title: offerTitle });

      const sent = await call(
        t,
        'GET',
        `/api/jobboard/hospitality/user/applications/${applicationId}/resume`,
        undefined,
        { cookie },
      );
      expect(sent.status).toBe(200);
      expect(new Uint8Array(await sent.arrayBuffer())).toEqual(resumeBytes);
      const file = await call(
        t,
        'GET',
        `/api/jobboard/hospitality/user/documents/${documentId}/file`,
        undefined,
        { cookie },
      );
      expect(file.status).toBe(200);
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(resumeBytes);
      expect(await t.runtime.storage.get(adapterKey)).toEqual(adapterBytes);
    } finally {
      await t.close();
    }
  });

  it('refuses a backup whose migration head is newer than this code, with exit code 1', async () => {
    const newer = await copyOfBackup('newer-head');
    const file = path.join(newer, 'manifest.json');
    const edited = { ...manifest, migrationHead: committedHead() + 1 };
    await writeFile(file, JSON.stringify(edited));
    const error = await refusal(
      restoreBackup({ fromDir: newer, database: database(), uploads: uploads(), force: true }),
    );
    expect(error.code).toBe('head-newer');
    expect(error.message).toMatch(/newer than this code's/);

    const io = captureIo();
    expect(await restoreCommand({ fromDir: newer, force: true }, io, env)).toBe(1);
    expect(io.lines.join('\n')).toMatch(/\[db:restore\] refused \(head-newer\)/);
  });

  it('refuses a backup whose files do not match their hashes, before touching the target', async () => {
    const changed = await copyOfBackup('changed-upload');
    const key = Object.keys(sourceFiles)[0] ?? '';
    await writeFile(path.join(changed, 'uploads', key), 'not the uploaded bytes');
    const upload = await refusal(
      restoreBackup({ fromDir: changed, database: database(), uploads: uploads(), force: true }),
    );
    expect(upload.code).toBe('hash-mismatch');
    expect(upload.message).toContain(`uploads/${key}`);

    const truncated = await copyOfBackup('truncated-database');
    const dump = path.join(truncated, manifest.database.file);
    await writeFile(dump, (await readFile(dump)).subarray(0, 1000));
    expect(
      (
        await refusal(
          restoreBackup({
            fromDir: truncated,
            database: database(),
            uploads: uploads(),
            force: true,
          }),
        )
      ).code,
    ).toBe('hash-mismatch');

    const missing = await copyOfBackup('missing-upload');
    await rm(path.join(missing, 'uploads', adapterKey));
    const gone = await refusal(
      restoreBackup({ fromDir: missing, database: database(), uploads: uploads(), force: true }),
    );
    expect(gone.message).toContain(`uploads/${adapterKey} is missing`);
    // The target still holds the restored files, untouched.
    expect(await hashUploads()).toEqual(sourceFiles);
  });

  it('refuses a target holding data without --force, and replaces it with --force', async () => {
    const error = await refusal(
      restoreBackup({ fromDir: backupDir, database: database(), uploads: uploads() }),
    );
    expect(error.code).toBe('target-not-empty');
    expect(error.message).toMatch(/--force/);

    // Data written after the backup: a stray upload and the sessions gone.
    const stray = `hospitality/${randomUUID()}.txt`;
    await writeFile(path.join(uploadDir, stray), 'after the backup');
    const handle = await openTarget();
    await handle.db.execute(sql`DELETE FROM sessions`);
    await handle.close();

    const restored = await restoreBackup({
      fromDir: backupDir,
      database: database(),
      uploads: uploads(),
      force: true,
    });
    expect(restored.migrationHead).toBe(manifest.migrationHead);
    expect(await hashUploads()).toEqual(sourceFiles);
    const after = await openTarget();
    try {
      expect(await countTables(after)).toEqual(sourceCounts);
    } finally {
      await after.close();
    }
  });

  it.runIf(process.env.TEST_DB_DRIVER !== 'pg')(
    'PGlite: refuses to back up or restore while a server holds the folder',
    async () => {
      const server = await openTarget();
      try {
        const backup = await refusal(
          createBackup({
            outDir: path.join(scratch, 'beside-a-server'),
            database: database(),
            uploads: uploads(),
          }),
        );
        expect(backup.code).toBe('server-running');
        expect(backup.message).toMatch(/Stop the server first \(pid \d+\)/);
        const restore = await refusal(
          restoreBackup({
            fromDir: backupDir,
            database: database(),
            uploads: uploads(),
            force: true,
          }),
        );
        expect(restore.code).toBe('server-running');
      } finally {
        await server.close();
      }
    },
  );

  it('restores an older head, then runs the migrations this code has since', async () => {
    // "Newer code": the committed migrations plus one more, whose head is past the backup's.
    const newerCode = path.join(scratch, 'newer-migrations');
    await cp(migrationsFolder, newerCode, { recursive: true });
    const journalFile = path.join(newerCode, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
      entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
    };
    const last = journal.entries[journal.entries.length - 1];
    const when = committedHead() + 60_000;
    journal.entries.push({
      idx: (last?.idx ?? 0) + 1,
      version: last?.version ?? '7',
      when,
      tag: '9999_backup_drill_probe',
      breakpoints: true,
    });
    await writeFile(journalFile, JSON.stringify(journal));
    await writeFile(
      path.join(newerCode, '9999_backup_drill_probe.sql'),
      'CREATE TABLE "backup_drill_probe" ("id" integer);',
    );

    await wipeTarget();
    const restored = await restoreBackup({
      fromDir: backupDir,
      database: database(),
      uploads: uploads(),
      migrationsFolder: newerCode,
    });
    expect(restored.migrationHead).toBe(when);
    const handle = await openTarget();
    try {
      expect(await appliedHead(handle.db)).toBe(when);
      const [probe] = await queryRows<{ present: boolean }>(
        handle.db,
        sql`SELECT to_regclass('public.backup_drill_probe') IS NOT NULL AS present`,
      );
      expect(probe?.present).toBe(true);
      const counts = await countTables(handle);
      expect(counts['public.applications']).toBe(1);
    } finally {
      await handle.close();
    }
  });
});
