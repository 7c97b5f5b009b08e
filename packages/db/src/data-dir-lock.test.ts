import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DATA_DIR_LOCK_NAME, DataDirBusyError, lockDataDir } from './data-dir-lock';

const root = mkdtempSync(path.join(tmpdir(), 'jobboard-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let n = 0;
const folder = () => path.join(root, `data-${(n += 1)}`);

describe('the data folder lock', () => {
  it('lets one holder in, refuses the next with who holds it, and frees the folder on release', async () => {
    const dir = folder();
    const lock = await lockDataDir(dir, 'first holder');
    expect(existsSync(path.join(dir, DATA_DIR_LOCK_NAME))).toBe(true);
    const refused = await lockDataDir(dir, 'second').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DataDirBusyError);
    expect((refused as DataDirBusyError).holder).toMatchObject({
      pid: process.pid,
      purpose: 'first holder',
    });
    expect((refused as Error).message).toContain(`first holder, pid ${process.pid}`);

    await lock.release();
    await lock.release();
    expect(existsSync(path.join(dir, DATA_DIR_LOCK_NAME))).toBe(false);
    const again = await lockDataDir(dir, 'after release');
    await again.release();
  });

  it.runIf(process.platform !== 'win32')(
    'takes over the socket a killed process left behind',
    async () => {
      const dir = folder();
      mkdirSync(dir, { recursive: true });
      const socket = path.join(dir, DATA_DIR_LOCK_NAME);
      // Another process listens on the lock, then dies without closing it (SIGKILL).
      const child = spawn(
        process.execPath,
        [
          '-e',
          `require('net').createServer().listen(${JSON.stringify(socket)}, () => console.log('up')); setInterval(() => {}, 1000);`,
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
      const busy = await lockDataDir(dir, 'while alive').catch((e: unknown) => e);
      expect(busy).toBeInstanceOf(DataDirBusyError);
      // A holder that says nothing is still a holder.
      expect((busy as DataDirBusyError).holder.pid).toBeNull();

      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
      expect(existsSync(socket)).toBe(true);
      const lock = await lockDataDir(dir, 'after the crash');
      await lock.release();
    },
  );

  it('locks a folder too deep for a socket path in the folder itself', async () => {
    const deep = path.join(root, 'd'.repeat(60), 'e'.repeat(60));
    const lock = await lockDataDir(deep, 'deep');
    expect(existsSync(path.join(deep, DATA_DIR_LOCK_NAME))).toBe(false);
    await expect(lockDataDir(deep, 'second')).rejects.toBeInstanceOf(DataDirBusyError);
    await lock.release();
    await (await lockDataDir(deep, 'again')).release();
  });
});
