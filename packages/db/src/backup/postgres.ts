import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { BackupError } from './errors';
import { countRows, readMigrationHead, readServerVersion, type RunSql } from './inspect';

/**
 * PostgreSQL through its own client tools: `pg_dump -Fc` inside a snapshot the row counts share,
 * and a restore that pg_restore turns into SQL which psql applies in one transaction with the
 * schemas dropped first and the counts checked last, so a restore is all or nothing.
 */

/**
 * How the tools reach the server of `url`: the URL without its password (command lines are
 * visible to every user of the machine) and the password in PGPASSWORD.
 */
export function libpqTarget(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = parsed.password ? decodeURIComponent(parsed.password) : undefined;
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password !== undefined ? { PGPASSWORD: password } : {}) },
  };
}

/** Fails with `tool-missing` now rather than half-way through a restore. */
export async function checkTools(commands: readonly string[]): Promise<void> {
  for (const command of commands) {
    await runTool({ command, args: ['--version'], env: process.env });
  }
}

interface ToolRun {
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
}

function toolError(command: string, error: NodeJS.ErrnoException): BackupError {
  if (error.code === 'ENOENT') {
    return new BackupError(
      'tool-missing',
      `${command} was not found: install the PostgreSQL client tools (pg_dump, pg_restore, psql; the server's major version or newer), e.g. Debian's postgresql-client`,
      { cause: error },
    );
  }
  return new BackupError('tool-failed', `${command} could not start: ${error.message}`, {
    cause: error,
  });
}

function failed(command: string, code: number | null, stderr: string): BackupError {
  const said = stderr.trim().split('\n').slice(-8).join('\n');
  return new BackupError(
    'tool-failed',
    `${command} failed (exit ${code ?? 'signal'})${said ? `:\n${said}` : ''}`,
  );
}

/** Runs one tool to completion; resolves with its standard output. */
function runTool(run: ToolRun): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(run.command, run.args, { env: run.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', (error) => reject(toolError(run.command, error)));
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else reject(failed(run.command, code, stderr));
    });
  });
}

/** `producer`'s standard output into `consumer`'s standard input; both must succeed. */
function runPiped(producer: ToolRun, consumer: ToolRun): Promise<void> {
  return new Promise((resolve, reject) => {
    const from = spawn(producer.command, producer.args, {
      env: producer.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const to = spawn(consumer.command, consumer.args, {
      env: consumer.env,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let fromErr = '';
    let toErr = '';
    let startError: BackupError | undefined;
    from.stderr.on('data', (chunk: Buffer) => (fromErr += chunk.toString('utf8')));
    to.stderr.on('data', (chunk: Buffer) => (toErr += chunk.toString('utf8')));
    to.stdout.resume();
    // psql stopping at an error closes its input: pg_restore then sees EPIPE, which is not news.
    to.stdin.on('error', () => {});
    from.stdout.pipe(to.stdin);
    from.on('error', (error) => {
      startError ??= toolError(producer.command, error);
      to.kill();
    });
    to.on('error', (error) => {
      startError ??= toolError(consumer.command, error);
      from.kill();
    });
    const codes = new Map<string, number | null>();
    const settle = () => {
      if (codes.size < 2) return;
      if (startError) reject(startError);
      // The consumer's error says what went wrong; the producer's only that its reader left.
      else if (codes.get('to') !== 0)
        reject(failed(consumer.command, codes.get('to') ?? null, toErr));
      else if (codes.get('from') !== 0) {
        reject(failed(producer.command, codes.get('from') ?? null, fromErr));
      } else resolve();
    };
    from.on('close', (code) => {
      codes.set('from', code);
      settle();
    });
    to.on('close', (code) => {
      codes.set('to', code);
      settle();
    });
  });
}

async function withClient<T>(url: string, work: (run: RunSql, client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const run: RunSql = async (text) =>
      (await client.query(text)).rows as Record<string, unknown>[];
    return await work(run, client);
  } finally {
    await client.end();
  }
}

export interface PgDumpResult {
  migrationHead: number | null;
  rowCounts: Record<string, number>;
  serverVersion: string;
  tool: string;
}

/**
 * `pg_dump -Fc` of the database at `url` into `file`, online: the counts and the head are read
 * in a repeatable-read transaction whose snapshot pg_dump imports (`--snapshot`), so the dump
 * holds exactly the rows the manifest counts, whatever the server writes meanwhile.
 */
export async function dumpPostgres(url: string, file: string): Promise<PgDumpResult> {
  const target = libpqTarget(url);
  const tool = (await runTool({ command: 'pg_dump', args: ['--version'], env: target.env })).trim();
  return withClient(url, async (run) => {
    await run('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    try {
      const [exported] = await run('SELECT pg_export_snapshot() AS snapshot');
      const snapshot = String(exported?.snapshot);
      const migrationHead = await readMigrationHead(run);
      const rowCounts = await countRows(run);
      const serverVersion = await readServerVersion(run);
      await runTool({
        command: 'pg_dump',
        args: [
          '--format=custom',
          `--snapshot=${snapshot}`,
          `--file=${file}`,
          `--dbname=${target.dbname}`,
        ],
        env: target.env,
      });
      return { migrationHead, rowCounts, serverVersion, tool };
    } finally {
      await run('COMMIT');
    }
  });
}

/** What a PostgreSQL target holds: row counts, and the other sessions connected to it. */
export async function inspectPostgres(
  url: string,
): Promise<{ rowCounts: Record<string, number>; otherSessions: number }> {
  return withClient(url, async (run) => {
    const rowCounts = await countRows(run);
    const [sessions] = await run(
      `SELECT count(*)::int AS n FROM pg_catalog.pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    return { rowCounts, otherSessions: Number(sessions?.n ?? 0) };
  });
}

/**
 * Drops what the app's migrations made (its two schemas; the extensions in `public` go with it)
 * and gives `public` back with its owner and grants, so the dump lands in a clean database
 * whatever the target held, including tables of a newer migration the backup never had.
 */
const CLEAN_SQL = `
DO $clean$
DECLARE
  public_owner text;
  public_acl aclitem[];
  granted record;
BEGIN
  SELECT pg_catalog.pg_get_userbyid(nspowner), nspacl INTO public_owner, public_acl
    FROM pg_catalog.pg_namespace WHERE nspname = 'public';
  EXECUTE 'DROP SCHEMA IF EXISTS drizzle CASCADE';
  EXECUTE 'DROP SCHEMA IF EXISTS public CASCADE';
  EXECUTE 'CREATE SCHEMA public';
  IF public_owner IS NOT NULL THEN
    EXECUTE pg_catalog.format('ALTER SCHEMA public OWNER TO %I', public_owner);
  END IF;
  IF public_acl IS NOT NULL THEN
    FOR granted IN SELECT grantee, privilege_type FROM pg_catalog.aclexplode(public_acl) LOOP
      EXECUTE pg_catalog.format('GRANT %s ON SCHEMA public TO %s', granted.privilege_type,
        CASE WHEN granted.grantee = 0 THEN 'PUBLIC'
             ELSE pg_catalog.quote_ident(pg_catalog.pg_get_userbyid(granted.grantee)) END);
    END LOOP;
  END IF;
END
$clean$;
`;

/** Fails the transaction unless every table holds the rows the manifest counted. */
function verifySql(expected: Record<string, number>): string {
  const json = JSON.stringify(expected).replace(/'/g, "''");
  return `
DO $verify$
DECLARE
  expected jsonb := '${json}'::jsonb;
  entry record;
  found bigint;
BEGIN
  FOR entry IN SELECT key, value::bigint AS want FROM pg_catalog.jsonb_each_text(expected) LOOP
    EXECUTE pg_catalog.format('SELECT count(*) FROM %I.%I',
      pg_catalog.split_part(entry.key, '.', 1), pg_catalog.split_part(entry.key, '.', 2)) INTO found;
    IF found <> entry.want THEN
      RAISE EXCEPTION 'restored table % holds % rows; the backup''s manifest counted %',
        entry.key, found, entry.want;
    END IF;
  END LOOP;
END
$verify$;
`;
}

/**
 * Replaces the database at `url` with the dump in `file`, in one transaction: the app's schemas
 * dropped, the dump applied (`--no-owner --no-privileges`: objects belong to the restoring role,
 * the one in DATABASE_URL), the row counts checked. Any error rolls all of it back.
 */
export async function restorePostgres(
  url: string,
  file: string,
  expectedCounts: Record<string, number>,
): Promise<void> {
  const target = libpqTarget(url);
  const work = await mkdtemp(path.join(tmpdir(), 'jobboard-restore-'));
  try {
    const clean = path.join(work, 'clean.sql');
    const verify = path.join(work, 'verify.sql');
    await writeFile(clean, CLEAN_SQL);
    await writeFile(verify, verifySql(expectedCounts));
    await runPiped(
      {
        command: 'pg_restore',
        args: ['--no-owner', '--no-privileges', '--file=-', file],
        env: target.env,
      },
      {
        command: 'psql',
        args: [
          '--no-psqlrc',
          '--quiet',
          '--single-transaction',
          '--set=ON_ERROR_STOP=1',
          `--dbname=${target.dbname}`,
          `--file=${clean}`,
          '--file=-',
          `--file=${verify}`,
        ],
        env: target.env,
      },
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
