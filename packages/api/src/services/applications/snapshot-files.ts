import { randomUUID } from 'node:crypto';
import type { FileStorage } from '../../adapters/storage/file-storage';

interface StoredFile {
  name: string;
  storageKey: string;
  mimeType: string;
  sizeBytes: number;
}

/**
 * A file as the application keeps it, with its text: given (a file uploaded with the
 * application), or the parsed text of the profile document it was copied from, which the insert
 * copies inside the database.
 */
export type FileSnapshot = StoredFile & ({ text: string | null } | { textOfDocument: number });

/** The extension of a stored key (`hospitality/<uuid>.pdf` → `pdf`). */
const extensionOf = (key: string) => key.split('.').pop() ?? 'bin';

/** A new key in the board's folder, with the same kind of name as profile uploads. */
export const snapshotKey = (board: string, ext: string) => `${board}/${randomUUID()}.${ext}`;

/**
 * Stores bytes under fresh keys and remembers them, so that a failure later in the request can
 * take back every object it wrote: no orphan file whatever fails.
 */
export class StoredObjects {
  private readonly keys: string[] = [];

  constructor(private readonly storage: FileStorage) {}

  async put(board: string, ext: string, bytes: Uint8Array, mime: string): Promise<string> {
    const key = snapshotKey(board, ext);
    await this.storage.put(key, bytes, mime);
    this.keys.push(key);
    return key;
  }

  /** A copy of a stored file under its own key: the application's file outlives the profile's. */
  async copy(board: string, fromKey: string, mime: string): Promise<string | null> {
    if (this.storage.copy) {
      // Copied by the storage itself (a local file copy, no read into memory).
      const key = snapshotKey(board, extensionOf(fromKey));
      if (!(await this.storage.copy(fromKey, key))) return null;
      this.keys.push(key);
      return key;
    }
    const bytes = await this.storage.get(fromKey);
    if (!bytes) return null;
    return this.put(board, extensionOf(fromKey), bytes, mime);
  }

  /** Removes everything stored so far; never throws (the original error matters more). */
  async discard(): Promise<void> {
    await Promise.all(
      this.keys.splice(0).map((key) =>
        this.storage.delete(key).catch((error: unknown) => {
          console.warn(`[applications] could not remove ${key}: ${String(error)}`);
        }),
      ),
    );
  }
}
