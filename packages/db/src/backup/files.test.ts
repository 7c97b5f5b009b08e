import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hiddenFolder, isWithin, listFiles, replaceEntries } from './files';
import { isClusterEntry } from './pglite';

const root = mkdtempSync(path.join(tmpdir(), 'jobboard-backup-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function tree(dir: string, files: Record<string, string>): void {
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), body);
  }
}

describe('backup files', () => {
  it('lists uploads as keys, leaving hidden entries, skipped folders and odd names out', async () => {
    const dir = path.join(root, 'uploads');
    tree(dir, {
      'hospitality/a.pdf': 'a',
      'careers/b.png': 'b',
      'readiness/probe.txt': 'r',
      '.restore-1/hospitality/c.pdf': 'c',
      'hospitality/with space.pdf': 'odd',
    });
    const skipped: string[] = [];
    expect(
      await listFiles(dir, {
        skip: (relative) => relative === 'readiness',
        onSkipped: (relative) => skipped.push(relative),
      }),
    ).toEqual(['careers/b.png', 'hospitality/a.pdf']);
    expect(skipped).toEqual(['hospitality/with space.pdf']);
    expect(await listFiles(path.join(root, 'absent'))).toEqual([]);
  });

  it("swaps a PGlite folder's cluster entries and leaves the rest of DATA_DIR alone", async () => {
    const dataDir = path.join(root, 'data');
    tree(dataDir, {
      PG_VERSION: 'old',
      'base/1/1': 'old',
      'pg_wal/000001': 'old',
      'postgresql.conf': 'old',
      'pg_hba.conf': 'old',
      'postmaster.pid': '-42',
      'uploads/hospitality/a.pdf': 'kept',
      'backups/2026-11-01/manifest.json': 'kept',
      '.jobboard.lock': 'kept',
    });
    const staging = await hiddenFolder(dataDir, 'restore');
    tree(staging, { PG_VERSION: 'new', 'base/1/1': 'new', 'pg_wal/000002': 'new' });
    await replaceEntries(dataDir, staging, isClusterEntry);

    const names = readdirSync(dataDir).sort();
    expect(names).toEqual(
      [
        '.jobboard.lock',
        path.basename(staging),
        'PG_VERSION',
        'backups',
        'base',
        'pg_wal',
        'uploads',
      ].sort(),
    );
    expect(readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8')).toBe('new');
    expect(readdirSync(path.join(dataDir, 'pg_wal'))).toEqual(['000002']);
    expect(readFileSync(path.join(dataDir, 'uploads/hospitality/a.pdf'), 'utf8')).toBe('kept');
    expect(readdirSync(staging)).toEqual([]);
  });

  it('tells whether a path is inside a folder', () => {
    expect(isWithin('/a/b', '/a/b/c')).toBe(true);
    expect(isWithin('/a/b', '/a/b')).toBe(true);
    expect(isWithin('/a/b', '/a/bc')).toBe(false);
    expect(isWithin('/a/b', '/a')).toBe(false);
  });
});
