import { BackupError } from '@jobboard/db/backup/errors';
import { createBackup } from '@jobboard/db/backup/create-backup';
import {
  databaseLocationFromEnv,
  type DatabaseLocation,
  type UploadsLocation,
} from '@jobboard/db/backup/locations';
import { restoreBackup } from '@jobboard/db/backup/restore-backup';
import { readApiEnv } from '../env';

/**
 * `npm run db:backup` and `npm run db:restore` (scripts/db-backup.ts, scripts/db-restore.ts):
 * the environment read as the server reads it, a call into @jobboard/db/backup, one line per
 * step, and an exit code (0 done, 1 refused or failed). See docs/backup.md.
 */
export function backupTargetFromEnv(processEnv: NodeJS.ProcessEnv = process.env): {
  database: DatabaseLocation;
  uploads: UploadsLocation;
} {
  const env = readApiEnv(processEnv);
  return {
    database: databaseLocationFromEnv(processEnv),
    uploads: env.s3
      ? { storage: 's3', bucket: env.s3.bucket, endpoint: env.s3.endpoint }
      : { storage: 'local', dir: env.uploadDir },
  };
}

export interface CommandIo {
  log(line: string): void;
  error(line: string): void;
}

const consoleIo: CommandIo = {
  log: (line) => console.log(line),
  error: (line) => console.error(line),
};

function failure(io: CommandIo, tag: string, error: unknown): number {
  if (error instanceof BackupError) io.error(`[${tag}] refused (${error.code}): ${error.message}`);
  else
    io.error(
      `[${tag}] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  return 1;
}

export async function backupCommand(
  args: { outDir: string },
  io: CommandIo = consoleIo,
  processEnv: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  try {
    const target = backupTargetFromEnv(processEnv);
    const { manifest, outDir } = await createBackup({
      outDir: args.outDir,
      ...target,
      log: (line) => io.log(`[db:backup] ${line}`),
    });
    const rows = Object.values(manifest.rowCounts).reduce((a, b) => a + b, 0);
    io.log(
      `[db:backup] done: ${outDir} (${manifest.driver}, migration head ${manifest.migrationHead}, ${Object.keys(manifest.rowCounts).length} tables, ${rows} rows, ${manifest.files.length} files)`,
    );
    return 0;
  } catch (error) {
    return failure(io, 'db:backup', error);
  }
}

export async function restoreCommand(
  args: { fromDir: string; force: boolean },
  io: CommandIo = consoleIo,
  processEnv: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  try {
    const target = backupTargetFromEnv(processEnv);
    const { manifest, migrationHead, warnings } = await restoreBackup({
      fromDir: args.fromDir,
      force: args.force,
      ...target,
      log: (line) => io.log(`[db:restore] ${line}`),
    });
    io.log(
      `[db:restore] done: the backup of ${manifest.createdAt} is restored (${manifest.driver}, migration head ${migrationHead})${warnings.length ? `, ${warnings.length} warnings above` : ''}`,
    );
    return 0;
  } catch (error) {
    return failure(io, 'db:restore', error);
  }
}
