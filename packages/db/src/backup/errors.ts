/**
 * Why a backup or a restore refused or stopped. The commands print the message and exit 1; tests
 * read the code. A refusal is raised before anything is written to the target.
 */
export type BackupErrorCode =
  /** The output folder already holds files (a backup never mixes with another). */
  | 'output-not-empty'
  /** No database to back up, or one no migration ran on. */
  | 'nothing-to-back-up'
  /** A server (another process) holds the PGlite folder. */
  | 'server-running'
  /** The folder has no readable manifest.json. */
  | 'not-a-backup'
  /** Written by a newer version of these commands. */
  | 'format-unsupported'
  /** A PGlite backup into PostgreSQL, or the other way. */
  | 'driver-mismatch'
  /** The backup's migration head is newer than this code's. */
  | 'head-newer'
  /** A file of the backup is missing, or its bytes are not the ones the manifest hashed. */
  | 'hash-mismatch'
  /** The restored tables do not hold the rows the manifest counted. */
  | 'count-mismatch'
  /** The target database or uploads folder holds data, and --force was not given. */
  | 'target-not-empty'
  /** The backup's uploads are local files, but this environment stores them in S3. */
  | 'uploads-mismatch'
  /** pg_dump, pg_restore or psql is not installed. */
  | 'tool-missing'
  /** pg_dump, pg_restore or psql failed. */
  | 'tool-failed';

export class BackupError extends Error {
  constructor(
    readonly code: BackupErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'BackupError';
  }
}
