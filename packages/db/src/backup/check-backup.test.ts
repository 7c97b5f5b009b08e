import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createBackup } from './create-backup';
import { BackupError } from './errors';
import { sha256File } from './files';
import type { BackupManifest } from './manifest';
import { checkBackup } from './restore-backup';

const root = mkdtempSync(path.join(tmpdir(), 'jobboard-check-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const HEAD = 1_800_000_000_000;
let n = 0;

/** A backup folder with one database file, one upload and a manifest made from `edit`. */
async function backupFolder(edit: (m: BackupManifest) => unknown = (m) => m): Promise<string> {
  const dir = path.join(root, `backup-${(n += 1)}`);
  mkdirSync(path.join(dir, 'database'), { recursive: true });
  mkdirSync(path.join(dir, 'uploads', 'hospitality'), { recursive: true });
  writeFileSync(path.join(dir, 'database', 'postgres.dump'), 'dump');
  const upload = 'hospitality/0a0a0a0a-0a0a-0a0a-0a0a-0a0a0a0a0a0a.pdf';
  writeFileSync(path.join(dir, 'uploads', upload), '%PDF-');
  const manifest: BackupManifest = {
    format: 'jobboard-backup',
    formatVersion: 1,
    createdAt: new Date(0).toISOString(),
    app: { version: null, commit: null },
    driver: 'pg',
    migrationHead: HEAD,
    database: {
      file: 'database/postgres.dump',
      format: 'pg-custom',
      serverVersion: '15',
      tool: null,
    },
    rowCounts: { 'public.offers': 1 },
    uploads: { storage: 'local', fileCount: 1, bytes: 5 },
    files: [
      {
        path: 'database/postgres.dump',
        ...(await sha256File(path.join(dir, 'database', 'postgres.dump'))),
      },
      { path: `uploads/${upload}`, ...(await sha256File(path.join(dir, 'uploads', upload))) },
    ],
  };
  writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(edit(manifest)));
  return dir;
}

const pgTarget = { driver: 'pg', url: 'postgres://nobody@127.0.0.1:1/none' } as const;

async function code(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BackupError);
  return (error as BackupError).code;
}

describe('what a restore checks before it touches anything', () => {
  it('accepts a backup at or behind this code head whose files match', async () => {
    const dir = await backupFolder();
    await expect(checkBackup(dir, pgTarget, HEAD)).resolves.toMatchObject({ migrationHead: HEAD });
    await expect(checkBackup(dir, pgTarget, HEAD + 1)).resolves.toBeTruthy();
  });

  it('refuses a newer head, the other driver, a newer format, or no manifest', async () => {
    const dir = await backupFolder();
    expect(await code(checkBackup(dir, pgTarget, HEAD - 1))).toBe('head-newer');
    expect(await code(checkBackup(dir, { driver: 'pglite', dataDir: root }, HEAD))).toBe(
      'driver-mismatch',
    );
    const future = await backupFolder((m) => ({ ...m, formatVersion: 2 }));
    expect(await code(checkBackup(future, pgTarget, HEAD))).toBe('format-unsupported');
    expect(await code(checkBackup(path.join(root, 'nothing-here'), pgTarget, HEAD))).toBe(
      'not-a-backup',
    );
  });

  it('refuses a manifest that points outside the backup or at hidden files', async () => {
    for (const bad of ['../etc/passwd', 'uploads/../../x', 'uploads/.hidden', '/abs', 'other/x']) {
      const dir = await backupFolder((m) => ({
        ...m,
        files: [...m.files, { path: bad, sha256: 'a'.repeat(64), bytes: 1 }],
      }));
      expect(await code(checkBackup(dir, pgTarget, HEAD)), bad).toBe('not-a-backup');
    }
  });

  it('refuses files that are missing or whose bytes changed', async () => {
    const dir = await backupFolder();
    writeFileSync(path.join(dir, 'database', 'postgres.dump'), 'dumq');
    expect(await code(checkBackup(dir, pgTarget, HEAD))).toBe('hash-mismatch');
    const gone = await backupFolder();
    rmSync(path.join(gone, 'uploads'), { recursive: true });
    await expect(checkBackup(gone, pgTarget, HEAD)).rejects.toThrow(/uploads\/.* is missing/);
  });
});

describe('where a backup goes', () => {
  it('refuses a folder that already holds files, or one inside the uploads folder', async () => {
    const used = path.join(root, 'used');
    mkdirSync(used);
    writeFileSync(path.join(used, 'old.txt'), 'x');
    const uploads = { storage: 'local', dir: path.join(root, 'uploads') } as const;
    expect(await code(createBackup({ outDir: used, database: pgTarget, uploads }))).toBe(
      'output-not-empty',
    );
    expect(
      await code(
        createBackup({ outDir: path.join(uploads.dir, 'backup'), database: pgTarget, uploads }),
      ),
    ).toBe('output-not-empty');
  });
});
