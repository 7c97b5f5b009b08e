import { constants } from 'node:fs';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type FileStorage } from './file-storage';

/** The embedded default: files under one folder (`<DATA_DIR>/uploads`), one sub-folder a board. */
export function localFileStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // `wx`: a generated key never overwrites an existing file.
      await writeFile(file, body, { flag: 'wx' });
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(fileOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async copy(fromKey, toKey) {
      const from = fileOf(fromKey);
      const to = fileOf(toKey);
      await mkdir(path.dirname(to), { recursive: true });
      try {
        // COPYFILE_EXCL: like `wx`, a generated key never overwrites an existing file.
        await copyFile(from, to, constants.COPYFILE_EXCL);
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
