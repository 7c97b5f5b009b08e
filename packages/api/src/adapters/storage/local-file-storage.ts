import { constants } from 'node:fs';
import { copyFile, mkdir, open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type FileStorage } from './file-storage';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Forces a file's bytes and its entry in its folder to the disk. A stored file is referenced by a
 * row the database commits durably: without this, a machine crash (not a process kill, which
 * leaves the page cache alone) could keep the row and lose the file for seconds after the 2xx.
 */
async function syncToDisk(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.datasync();
  } finally {
    await handle.close();
  }
  const folder = await open(path.dirname(file), 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

/**
 * Runs `write` into `file`'s folder, creating the folder (durably) only when a first attempt
 * finds it missing: a folder per board exists after its first file, and asking for it again on
 * every write cost a system call per request.
 */
async function intoFolder<T>(file: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!missing(error)) throw error;
    const folder = path.dirname(file);
    const created = await mkdir(folder, { recursive: true });
    if (created) await syncToDisk(folder);
    return write();
  }
}

/** The embedded default: files under one folder (`<DATA_DIR>/uploads`), one sub-folder a board. */
export function localFileStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      // `wx`: a generated key never overwrites an existing file.
      const handle = await intoFolder(file, () => open(file, 'wx'));
      try {
        await handle.writeFile(body);
        await handle.datasync();
      } finally {
        await handle.close();
      }
      await syncToDisk(file);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(fileOf(key)));
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async copy(fromKey, toKey) {
      const from = fileOf(fromKey);
      const to = fileOf(toKey);
      try {
        // COPYFILE_EXCL: like `wx`, a generated key never overwrites an existing file.
        await intoFolder(to, () => copyFile(from, to, constants.COPYFILE_EXCL));
      } catch (error) {
        // The destination folder exists by now: the source is what is missing.
        if (missing(error)) return false;
        throw error;
      }
      await syncToDisk(to);
      return true;
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
