import { readDbEnv } from '../env';

/** The database a backup reads or a restore replaces, as the server finds it. */
export type DatabaseLocation =
  { driver: 'pg'; url: string } | { driver: 'pglite'; dataDir: string };

/**
 * Where uploaded files live: the storage adapter's local folder (`<DATA_DIR>/uploads`), or an
 * S3 bucket, which a backup names but does not copy (the bucket's own versioning keeps it).
 */
export type UploadsLocation =
  | { storage: 'local'; dir: string }
  | { storage: 's3'; bucket: string; endpoint: string | undefined };

/** The database of the environment, read as `openDatabaseFromEnv` reads it (env.ts). */
export function databaseLocationFromEnv(processEnv?: NodeJS.ProcessEnv): DatabaseLocation {
  const env = readDbEnv(processEnv);
  return env.databaseUrl
    ? { driver: 'pg', url: env.databaseUrl }
    : { driver: 'pglite', dataDir: env.dataDir };
}

/** Where a log line goes; the commands print them, tests may keep them. */
export type BackupLog = (line: string) => void;
