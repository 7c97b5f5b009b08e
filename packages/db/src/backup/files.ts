import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { BackupError } from './errors';
import type { BackupFile } from './manifest';

/** A name a backup may carry (manifest.ts checks the same on the way back). */
export const SAFE_NAME = /^(?!\.)[A-Za-z0-9._-]+$/;

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Hidden names are ours (lock socket, staging folders), never data. */
export const isHidden = (name: string) => name.startsWith('.');

export async function sha256File(file: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

/** Copies `from` to a new file `to`, hashing the bytes on the way, and forces them to disk. */
export async function copyFileHashing(
  from: string,
  to: string,
): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  await mkdir(path.dirname(to), { recursive: true });
  const out = await open(to, 'wx');
  try {
    for await (const chunk of createReadStream(from)) {
      hash.update(chunk as Buffer);
      bytes += (chunk as Buffer).length;
      await out.write(chunk as Buffer);
    }
    await out.datasync();
  } finally {
    await out.close();
  }
  return { sha256: hash.digest('hex'), bytes };
}

/** Writes `body` to a new file and forces it to disk. */
export async function writeFileDurably(file: string, body: Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const out = await open(file, 'wx');
  try {
    await out.writeFile(body);
    await out.datasync();
  } finally {
    await out.close();
  }
}

/** Whether `child` is `parent` or inside it (both absolute or both relative to one folder). */
export function isWithin(parent: string, child: string): boolean {
  const relative = path.relative(path.resolve(parent), path.resolve(child));
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/**
 * The regular files under `root`, as paths relative to it with forward slashes, sorted; hidden
 * names and anything `skip` names (relative path) left out, and names a manifest could not carry
 * reported through `onSkipped`. A missing root has no files.
 */
export async function listFiles(
  root: string,
  options: { skip?: (relative: string) => boolean; onSkipped?: (relative: string) => void } = {},
): Promise<string[]> {
  const out: string[] = [];
  const walk = async (relative: string) => {
    let entries;
    try {
      entries = await readdir(path.join(root, relative), { withFileTypes: true });
    } catch (error) {
      if (missing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      if (isHidden(entry.name)) continue;
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (options.skip?.(child)) continue;
      if (!SAFE_NAME.test(entry.name)) {
        options.onSkipped?.(child);
        continue;
      }
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) out.push(child);
    }
  };
  await walk('');
  return out.sort();
}

/**
 * Checks every listed file of a backup: present, same size, same sha256. Throws one
 * `hash-mismatch` naming what differs (up to five) before anything is restored.
 */
export async function verifyBackupFiles(dir: string, files: readonly BackupFile[]): Promise<void> {
  const problems: string[] = [];
  for (const file of files) {
    const full = path.join(dir, ...file.path.split('/'));
    try {
      const info = await stat(full);
      if (!info.isFile()) {
        problems.push(`${file.path} is not a file`);
        continue;
      }
      const found = await sha256File(full);
      if (found.bytes !== file.bytes || found.sha256 !== file.sha256) {
        problems.push(
          `${file.path}: sha256 ${found.sha256.slice(0, 12)}…, ${found.bytes} bytes; the manifest says ${file.sha256.slice(0, 12)}…, ${file.bytes} bytes`,
        );
      }
    } catch (error) {
      if (!missing(error)) throw error;
      problems.push(`${file.path} is missing`);
    }
  }
  if (problems.length > 0) {
    const shown = problems.slice(0, 5).join('; ');
    const more = problems.length > 5 ? ` (and ${problems.length - 5} more)` : '';
    throw new BackupError(
      'hash-mismatch',
      `the backup does not match its manifest, nothing was restored: ${shown}${more}`,
    );
  }
}

/** A new hidden folder inside `parent` (same filesystem, so its entries can be renamed in). */
export async function hiddenFolder(parent: string, label: string): Promise<string> {
  const folder = path.join(parent, `.${label}-${randomBytes(6).toString('hex')}`);
  await mkdir(folder, { recursive: true });
  return folder;
}

/**
 * Replaces the entries of `target` that `owned` selects with those of `staging`, by renames in
 * one filesystem (staging and the trash are hidden folders inside `target`, so this works when
 * `target` is a mount point too). On a failure half-way the old entries are put back.
 */
export async function replaceEntries(
  target: string,
  staging: string,
  owned: (name: string) => boolean,
): Promise<void> {
  const trash = await hiddenFolder(target, 'replaced');
  const retired: string[] = [];
  const placed: string[] = [];
  try {
    for (const name of await readdir(target)) {
      if (!owned(name)) continue;
      await rename(path.join(target, name), path.join(trash, name));
      retired.push(name);
    }
    for (const name of await readdir(staging)) {
      if (!owned(name)) continue;
      await rename(path.join(staging, name), path.join(target, name));
      placed.push(name);
    }
  } catch (error) {
    let restored = true;
    for (const name of placed) {
      await rename(path.join(target, name), path.join(staging, name)).catch(() => {
        restored = false;
      });
    }
    for (const name of retired) {
      await rename(path.join(trash, name), path.join(target, name)).catch(() => {
        restored = false;
      });
    }
    if (restored) await rm(trash, { recursive: true, force: true }).catch(() => {});
    else {
      throw new Error(
        `replacing the entries of ${target} failed and not all could be put back: the previous ones are in ${trash}`,
        { cause: error },
      );
    }
    throw error;
  }
  await rm(trash, { recursive: true, force: true });
}
