import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { findRepoRoot } from '../repo-root';
import { BackupError } from './errors';
import { copyFileHashing, isWithin, listFiles, sha256File } from './files';
import { lockForCommand } from './lock';
import type { BackupLog, DatabaseLocation, UploadsLocation } from './locations';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  writeManifest,
  type BackupFile,
  type BackupManifest,
} from './manifest';
import { dumpPglite } from './pglite';
import { dumpPostgres } from './postgres';

export interface BackupOptions {
  /** A new or empty folder; the backup is complete once its manifest.json is there. */
  outDir: string;
  database: DatabaseLocation;
  uploads: UploadsLocation;
  log?: BackupLog;
  now?: () => Date;
}

export const S3_UPLOADS_NOTE =
  'Uploads are in the S3 bucket and are not copied by this backup: keep versioning on for the bucket (and replicate it) so its objects can be brought back to this backup time; see docs/backup.md.';

/** Readiness probes write and delete a file here every 30 s: not data. */
const TRANSIENT_UPLOADS = new Set(['readiness']);

/** The code that made the backup: the root package's version and the git commit, when known. */
export function appInfo(root: string = findRepoRoot()): BackupManifest['app'] {
  let version: string | null = null;
  try {
    const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      version?: unknown;
    };
    version = typeof manifest.version === 'string' ? manifest.version : null;
  } catch {
    version = null;
  }
  let commit: string | null = null;
  try {
    commit = execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 5_000,
    }).trim();
  } catch {
    commit = null;
  }
  return { version, commit: commit && /^[0-9a-f]{7,64}$/.test(commit) ? commit : null };
}

async function prepareOutDir(outDir: string): Promise<void> {
  let entries: string[] = [];
  try {
    entries = await readdir(outDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (entries.length > 0) {
    throw new BackupError(
      'output-not-empty',
      `${outDir} is not empty: give a new folder for each backup (e.g. one named by date)`,
    );
  }
  await mkdir(outDir, { recursive: true });
}

export interface BackupResult {
  manifest: BackupManifest;
  outDir: string;
}

/**
 * Backs up the database and the local uploads into `outDir`: the database file, `uploads/` as
 * the storage adapter keeps it, and `manifest.json` (written last) with the head, the row counts
 * and a sha256 for every file. PostgreSQL is dumped online; PGlite needs its server stopped and
 * the command refuses while one holds the folder.
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const log = options.log ?? (() => {});
  const outDir = path.resolve(options.outDir);
  const { database, uploads } = options;
  if (uploads.storage === 'local' && isWithin(uploads.dir, outDir)) {
    throw new BackupError(
      'output-not-empty',
      `${outDir} is inside the uploads folder ${uploads.dir}: put backups elsewhere (another disk)`,
    );
  }
  if (database.driver === 'pglite' && isWithin(outDir, database.dataDir)) {
    throw new BackupError('output-not-empty', `${outDir} holds the database folder itself`);
  }
  await prepareOutDir(outDir);
  const lock =
    database.driver === 'pglite' ? await lockForCommand(database.dataDir, 'backup') : null;
  try {
    const createdAt = (options.now ?? (() => new Date()))().toISOString();
    const databaseFile =
      database.driver === 'pglite' ? 'database/pglite.tar.gz' : 'database/postgres.dump';
    const databasePath = path.join(outDir, ...databaseFile.split('/'));
    await mkdir(path.dirname(databasePath), { recursive: true });
    log(
      database.driver === 'pglite'
        ? `copying the embedded database in ${database.dataDir}`
        : 'dumping the PostgreSQL database (pg_dump -Fc, online)',
    );
    const dumped =
      database.driver === 'pglite'
        ? { ...(await dumpPglite(database.dataDir, databasePath)), tool: null }
        : await dumpPostgres(database.url, databasePath);
    if (dumped.migrationHead === null) {
      throw new BackupError(
        'nothing-to-back-up',
        'the database has no migration applied: nothing to back up (run npm run db:migrate or start the server once)',
      );
    }
    const files: BackupFile[] = [{ path: databaseFile, ...(await sha256File(databasePath)) }];

    let uploadsEntry: BackupManifest['uploads'];
    if (uploads.storage === 's3') {
      log(`uploads: S3 bucket ${uploads.bucket}, not copied. ${S3_UPLOADS_NOTE}`);
      uploadsEntry = {
        storage: 's3',
        bucket: uploads.bucket,
        endpoint: uploads.endpoint ?? null,
        copied: false,
        note: S3_UPLOADS_NOTE,
      };
    } else {
      // After the dump: a file the dumped rows name was written before them (a row is committed
      // after its file), so it is here unless deleted since.
      const names = await listFiles(uploads.dir, {
        skip: (relative) => TRANSIENT_UPLOADS.has(relative),
        onSkipped: (relative) => log(`uploads: skipped ${relative} (not a storage key)`),
      });
      let bytes = 0;
      for (const name of names) {
        const from = path.join(uploads.dir, ...name.split('/'));
        const to = path.join(outDir, 'uploads', ...name.split('/'));
        try {
          const copied = await copyFileHashing(from, to);
          files.push({ path: `uploads/${name}`, ...copied });
          bytes += copied.bytes;
        } catch (error) {
          // Deleted between the listing and the copy (a profile document removed meanwhile).
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
          await rm(to, { force: true });
        }
      }
      log(`uploads: ${files.length - 1} files (${bytes} bytes) from ${uploads.dir}`);
      uploadsEntry = { storage: 'local', fileCount: files.length - 1, bytes };
    }

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt,
      app: appInfo(),
      driver: database.driver,
      migrationHead: dumped.migrationHead,
      database: {
        file: databaseFile,
        format: database.driver === 'pglite' ? 'pglite-datadir' : 'pg-custom',
        serverVersion: dumped.serverVersion,
        tool: dumped.tool,
      },
      rowCounts: dumped.rowCounts,
      uploads: uploadsEntry,
      files,
    };
    await writeManifest(outDir, manifest);
    return { manifest, outDir };
  } catch (error) {
    // Nothing half-made is left to pass for a backup (the folder was empty or new).
    for (const entry of await readdir(outDir).catch(() => [] as string[])) {
      await rm(path.join(outDir, entry), { recursive: true, force: true });
    }
    throw error;
  } finally {
    await lock?.release();
  }
}
