import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '../client';
import { MIGRATE_LOCK, migrateDatabase, migrationsFolder } from '../migrate';
import { appliedHead, committedHead } from '../migration-head';
import { BackupError } from './errors';
import {
  copyFileHashing,
  hiddenFolder,
  isHidden,
  listFiles,
  replaceEntries,
  verifyBackupFiles,
} from './files';
import { tablesWithData } from './inspect';
import type { BackupLog, DatabaseLocation, UploadsLocation } from './locations';
import { lockForCommand } from './lock';
import { readManifest, type BackupManifest } from './manifest';
import { hasCluster, inspectPglite, isClusterEntry, stagePglite } from './pglite';
import { checkTools, inspectPostgres, restorePostgres } from './postgres';

export interface RestoreOptions {
  fromDir: string;
  database: DatabaseLocation;
  uploads: UploadsLocation;
  /** Replace a target that holds data (rows beyond the migrations' own, or uploaded files). */
  force?: boolean;
  log?: BackupLog;
  /** The migrations this code applies; another folder only in tests ("newer code"). */
  migrationsFolder?: string;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** The head after the restore: the backup's, or this code's when migrations ran after it. */
  migrationHead: number | null;
  warnings: string[];
}

/**
 * The checks that need no target: a readable manifest of this format, the same driver, a head
 * this code knows, every file as hashed. Nothing is touched before they pass.
 */
export async function checkBackup(
  fromDir: string,
  database: DatabaseLocation,
  codeHead: number,
): Promise<BackupManifest> {
  const manifest = await readManifest(fromDir);
  if (manifest.driver !== database.driver) {
    const made = manifest.driver === 'pg' ? 'PostgreSQL (DATABASE_URL)' : 'the embedded PGlite';
    const here = database.driver === 'pg' ? 'PostgreSQL (DATABASE_URL)' : 'the embedded PGlite';
    throw new BackupError(
      'driver-mismatch',
      `this backup was made from ${made}; this environment uses ${here}: restore it where DATABASE_URL is ${manifest.driver === 'pg' ? 'set' : 'unset'}`,
    );
  }
  if (manifest.migrationHead > codeHead) {
    throw new BackupError(
      'head-newer',
      `the backup's migration head (${manifest.migrationHead}, ${new Date(manifest.migrationHead).toISOString()}) is newer than this code's (${codeHead}, ${new Date(codeHead).toISOString()}): restore it with the code that made it${manifest.app.commit ? ` (commit ${manifest.app.commit})` : ''} or newer`,
    );
  }
  const databaseFiles = manifest.files.filter((f) => f.path === manifest.database.file);
  if (databaseFiles.length !== 1) {
    throw new BackupError(
      'not-a-backup',
      `the manifest lists no hash for ${manifest.database.file}`,
    );
  }
  await verifyBackupFiles(fromDir, manifest.files);
  return manifest;
}

/** Why the target is not empty (none: empty): rows beyond the migrations' own, uploaded files. */
async function occupied(
  database: DatabaseLocation,
  uploads: UploadsLocation,
): Promise<{ reasons: string[]; otherSessions: number }> {
  const reasons: string[] = [];
  let otherSessions = 0;
  if (database.driver === 'pglite') {
    try {
      const found = await inspectPglite(database.dataDir);
      const tables = found ? tablesWithData(found.rowCounts) : [];
      if (tables.length > 0)
        reasons.push(`the database has rows in ${tables.slice(0, 4).join(', ')}`);
    } catch (error) {
      reasons.push(
        `${database.dataDir} holds a database that could not be opened (${String(error)})`,
      );
    }
  } else {
    const found = await inspectPostgres(database.url);
    otherSessions = found.otherSessions;
    const tables = tablesWithData(found.rowCounts);
    if (tables.length > 0)
      reasons.push(`the database has rows in ${tables.slice(0, 4).join(', ')}`);
  }
  if (uploads.storage === 'local') {
    const files = await listFiles(uploads.dir);
    if (files.length > 0) reasons.push(`${uploads.dir} holds ${files.length} files`);
  }
  return { reasons, otherSessions };
}

/** Copies the backup's uploads into a hidden folder of the uploads folder, checking each hash. */
async function stageUploads(
  fromDir: string,
  manifest: BackupManifest,
  uploadDir: string,
): Promise<string> {
  await mkdir(uploadDir, { recursive: true });
  const staging = await hiddenFolder(uploadDir, 'restore');
  for (const file of manifest.files) {
    if (!file.path.startsWith('uploads/')) continue;
    const relative = file.path.slice('uploads/'.length).split('/');
    const copied = await copyFileHashing(
      path.join(fromDir, ...file.path.split('/')),
      path.join(staging, ...relative),
    );
    if (copied.sha256 !== file.sha256 || copied.bytes !== file.bytes) {
      throw new BackupError('hash-mismatch', `${file.path} changed while it was being restored`);
    }
  }
  return staging;
}

/**
 * Restores a backup made by createBackup. Refuses, before touching anything, a backup whose head
 * is newer than this code's, whose files do not match their hashes, of the other driver, or a
 * target holding data without `force`; with PGlite, also while a server holds the folder. An
 * older head is restored, then migrated with the app's own migrations.
 *
 * PGlite: the dump is loaded and checked in a staging folder inside DATA_DIR, then its entries
 * replace the cluster's by renames. PostgreSQL: one transaction (restorePostgres). Uploads are
 * staged and checked, then swapped in the same way, after the database.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const log = options.log ?? (() => {});
  const fromDir = path.resolve(options.fromDir);
  const { database, uploads } = options;
  const folder = options.migrationsFolder ?? migrationsFolder;
  const codeHead = committedHead(folder);
  const warnings: string[] = [];
  const warn = (line: string) => {
    warnings.push(line);
    log(`warning: ${line}`);
  };

  // First the cheapest and likeliest stops: a server holding the PGlite folder, missing tools.
  const lock =
    database.driver === 'pglite' ? await lockForCommand(database.dataDir, 'restore') : null;
  if (database.driver === 'pg') await checkTools(['pg_restore', 'psql']);
  const stagings: string[] = [];
  try {
    const manifest = await checkBackup(fromDir, database, codeHead);
    log(
      `backup of ${manifest.createdAt} (${manifest.driver}, head ${manifest.migrationHead}, ${manifest.files.length} files): hashes match`,
    );
    if (manifest.uploads.storage === 'local' && uploads.storage === 's3') {
      throw new BackupError(
        'uploads-mismatch',
        `the backup holds ${manifest.uploads.fileCount} uploaded files, but this environment keeps files in the S3 bucket ${uploads.bucket}: restore where S3_BUCKET is unset, or copy ${fromDir}/uploads/ into the bucket (same keys) and restore the database alone there`,
      );
    }
    if (manifest.uploads.storage === 's3') {
      warn(
        `the backup's uploads are in the S3 bucket ${manifest.uploads.bucket}, not in the backup: if files are missing, bring the bucket's objects back to their versions of ${manifest.createdAt} (docs/backup.md)`,
      );
    }

    const target = await occupied(database, uploads);
    if (target.reasons.length > 0 && !options.force) {
      throw new BackupError(
        'target-not-empty',
        `the target is not empty (${target.reasons.join('; ')}): pass --force to replace it with the backup`,
      );
    }
    if (target.reasons.length > 0)
      log(`replacing the target's data (--force): ${target.reasons.join('; ')}`);
    if (target.otherSessions > 0) {
      warn(
        `${target.otherSessions} other sessions are connected to the database: stop the servers during a restore (their caches keep serving what they read before it)`,
      );
    }

    const databaseFile = path.join(fromDir, ...manifest.database.file.split('/'));
    const uploadsStaging =
      manifest.uploads.storage === 'local' && uploads.storage === 'local'
        ? await stageUploads(fromDir, manifest, uploads.dir)
        : null;
    if (uploadsStaging) stagings.push(uploadsStaging);

    let migrationHead: number | null;
    if (database.driver === 'pglite') {
      await mkdir(database.dataDir, { recursive: true });
      const staging = await hiddenFolder(database.dataDir, 'restore');
      stagings.push(staging);
      log('loading the database into a staging folder');
      ({ migrationHead } = await stagePglite(
        databaseFile,
        staging,
        { migrationHead: manifest.migrationHead, rowCounts: manifest.rowCounts },
        { folder, head: codeHead },
      ));
      if (hasCluster(database.dataDir)) log(`replacing the database in ${database.dataDir}`);
      await replaceEntries(database.dataDir, staging, isClusterEntry);
    } else {
      log('restoring the PostgreSQL database (pg_restore, one transaction)');
      await restorePostgres(database.url, databaseFile, manifest.rowCounts);
      const handle = await openDatabase({ driver: 'pg', url: database.url, poolMax: 2 });
      try {
        if (manifest.migrationHead < codeHead) {
          await handle.exclusive(MIGRATE_LOCK, () => migrateDatabase(handle, folder));
        }
        migrationHead = await appliedHead(handle.db);
      } finally {
        await handle.close();
      }
    }
    if (migrationHead !== manifest.migrationHead) {
      log(`migrated from head ${manifest.migrationHead} to ${migrationHead}`);
    }

    if (uploadsStaging && uploads.storage === 'local') {
      await replaceEntries(uploads.dir, uploadsStaging, (name) => !isHidden(name));
      log(
        `uploads: ${manifest.uploads.storage === 'local' ? manifest.uploads.fileCount : 0} files into ${uploads.dir}`,
      );
    }
    return { manifest, migrationHead, warnings };
  } finally {
    for (const staging of stagings) await rm(staging, { recursive: true, force: true });
    await lock?.release();
  }
}
