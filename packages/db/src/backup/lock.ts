import { DataDirBusyError, describeHolder, lockDataDir, type DataDirLock } from '../data-dir-lock';
import { BackupError } from './errors';

/**
 * The PGlite folder's lock for a backup or a restore: a server holding the folder makes the
 * command refuse (`server-running`) before it reads or writes anything.
 */
export async function lockForCommand(
  dataDir: string,
  command: 'backup' | 'restore',
): Promise<DataDirLock> {
  try {
    return await lockDataDir(dataDir, `db:${command}`);
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) throw error;
    const { pid } = error.holder;
    throw new BackupError(
      'server-running',
      `another process is using the embedded database in ${dataDir} (${describeHolder(error.holder)}). ` +
        `Stop the server first${pid !== null ? ` (pid ${pid})` : ''}: PGlite allows one process at a time, so the ${command} runs while it is stopped; start the server again afterwards.` +
        (command === 'backup'
          ? ' (A PostgreSQL deployment, with DATABASE_URL, is backed up while it runs.)'
          : ''),
      { cause: error },
    );
  }
}
