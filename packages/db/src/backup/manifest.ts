import { open, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { BackupError } from './errors';

export const MANIFEST_FILE = 'manifest.json';
export const BACKUP_FORMAT = 'jobboard-backup';
/** Raised when a restore of this version could not read what a backup now writes. */
export const BACKUP_FORMAT_VERSION = 1;

/** `schema.table`, both plain identifiers: the restore's count check quotes them, nothing else. */
const tableKey = z.string().regex(/^[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*$/, 'a schema.table name');

/**
 * A path inside the backup folder: relative, forward slashes, no `.`/`..` segment and no hidden
 * name, under `database/` or `uploads/`. A manifest is data from a disk: a restore must not be
 * led out of the backup folder or into the target's own hidden files by one.
 */
const backupPath = z
  .string()
  .regex(
    /^(database|uploads)(\/(?!\.)[A-Za-z0-9._-]+)+$/,
    'a path under database/ or uploads/ without hidden or parent segments',
  );

const fileEntry = z.object({
  path: backupPath,
  sha256: z.string().regex(/^[a-f0-9]{64}$/),
  bytes: z.number().int().min(0),
});

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().min(1),
  createdAt: z.iso.datetime(),
  app: z.object({ version: z.string().nullable(), commit: z.string().nullable() }),
  driver: z.enum(['pglite', 'pg']),
  /** drizzle's journal `when` of the newest migration applied (migration-head.ts). */
  migrationHead: z.number().int(),
  database: z.object({
    file: backupPath,
    /** `pglite-datadir`: PGlite's dumpDataDir (gzip tar); `pg-custom`: `pg_dump -Fc`. */
    format: z.enum(['pglite-datadir', 'pg-custom']),
    /** The server's version (PGlite's PostgreSQL for an embedded database). */
    serverVersion: z.string(),
    /** `pg_dump --version`, for a PostgreSQL backup. */
    tool: z.string().nullable(),
  }),
  rowCounts: z.record(tableKey, z.number().int().min(0)),
  uploads: z.discriminatedUnion('storage', [
    z.object({
      storage: z.literal('local'),
      fileCount: z.number().int().min(0),
      bytes: z.number().int().min(0),
    }),
    z.object({
      storage: z.literal('s3'),
      bucket: z.string(),
      endpoint: z.string().nullable(),
      copied: z.literal(false),
      note: z.string(),
    }),
  ]),
  /** Every file of the backup but this manifest, the database's first. */
  files: z.array(fileEntry),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type BackupFile = z.infer<typeof fileEntry>;

/** Written last, through a temporary name: a folder without manifest.json is no backup. */
export async function writeManifest(dir: string, manifest: BackupManifest): Promise<void> {
  const target = path.join(dir, MANIFEST_FILE);
  const temporary = `${target}.partial`;
  const handle = await open(temporary, 'wx');
  try {
    await handle.writeFile(`${JSON.stringify(manifest, null, 2)}\n`);
    await handle.datasync();
  } finally {
    await handle.close();
  }
  await rename(temporary, target);
}

/** The manifest of the backup in `dir`, checked for shape and format version. */
export async function readManifest(dir: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(path.join(dir, MANIFEST_FILE), 'utf8');
  } catch (error) {
    throw new BackupError('not-a-backup', `${dir} holds no ${MANIFEST_FILE}: not a backup folder`, {
      cause: error,
    });
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new BackupError('not-a-backup', `${dir}/${MANIFEST_FILE} is not JSON`, { cause: error });
  }
  const version = (raw as { formatVersion?: unknown } | null)?.formatVersion;
  if (typeof version === 'number' && version > BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      'format-unsupported',
      `this backup's format is version ${version}; this code reads version ${BACKUP_FORMAT_VERSION} and older: restore it with the code that made it, or newer`,
    );
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new BackupError(
      'not-a-backup',
      `${dir}/${MANIFEST_FILE} is not a backup manifest (${first ? `${first.path.join('.')}: ${first.message}` : 'invalid'})`,
    );
  }
  return parsed.data;
}
