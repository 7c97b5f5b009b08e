import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync, unlinkSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * One process at a time in a PGlite folder. PGlite takes no lock of its own: a second process
 * opens a folder another one is writing without a word (its `postmaster.pid` holds a fake pid,
 * and the second process even deletes it when it closes), and the two then corrupt it. The
 * server, `db:migrate`, `db:seed`, `db:backup` and `db:restore` all hold this lock while they use
 * the folder, so a backup or restore refuses to run beside a live server instead of copying a
 * folder that is being written.
 *
 * The lock is a Unix socket listening in the folder (a named pipe on Windows). The kernel closes
 * it with its process, however that process ends, so a server killed with SIGKILL leaves no lock
 * behind: its socket file remains but nobody answers on it, and the next process takes over. A
 * pid file could not tell a dead holder from a pid reused since (or a container's pid 1).
 */
export const DATA_DIR_LOCK_NAME = '.jobboard.lock';

export interface DataDirHolder {
  pid: number | null;
  purpose: string | null;
  since: string | null;
}

export class DataDirBusyError extends Error {
  readonly code = 'data-dir-busy';
  constructor(
    readonly dataDir: string,
    readonly holder: DataDirHolder,
  ) {
    super(`${dataDir} is in use by another process (${describeHolder(holder)})`);
    this.name = 'DataDirBusyError';
  }
}

export interface DataDirLock {
  readonly dataDir: string;
  release(): Promise<void>;
}

/** `purpose, pid N, since T`, with what the holder told. */
export function describeHolder(holder: DataDirHolder): string {
  const parts = [
    holder.purpose ?? 'unknown purpose',
    holder.pid !== null ? `pid ${holder.pid}` : null,
    holder.since ? `since ${holder.since}` : null,
  ];
  return parts.filter(Boolean).join(', ');
}

/** Bytes a socket path may take: sun_path is 104 (macOS) to 108 (Linux) with its terminator. */
const SOCKET_PATH_MAX = 100;

function socketPathOf(dataDir: string): string {
  const real = realpathSync(dataDir);
  const hash = createHash('sha256').update(real).digest('hex').slice(0, 24);
  if (process.platform === 'win32') return `\\\\.\\pipe\\jobboard-${hash}`;
  const inside = path.join(real, DATA_DIR_LOCK_NAME);
  // A folder too deep for a socket path: the socket goes to the temporary folder under a name
  // derived from the folder's real path (every process of one machine that shares /tmp agrees).
  return Buffer.byteLength(inside) <= SOCKET_PATH_MAX
    ? inside
    : path.join(tmpdir(), `jobboard-${hash}.lock`);
}

function listen(server: net.Server, socketPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(socketPath);
  });
}

/** What the holder says about itself, or null when nobody listens on the socket (a stale file). */
function probe(socketPath: string): Promise<DataDirHolder | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let connected = false;
    let said = '';
    const done = (result: DataDirHolder | null) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const heard = (): DataDirHolder => {
      try {
        const parsed = JSON.parse(said) as Partial<DataDirHolder>;
        return {
          pid: typeof parsed.pid === 'number' ? parsed.pid : null,
          purpose: typeof parsed.purpose === 'string' ? parsed.purpose : null,
          since: typeof parsed.since === 'string' ? parsed.since : null,
        };
      } catch {
        return { pid: null, purpose: null, since: null };
      }
    };
    // A holder whose thread is busy (PGlite runs queries on it) accepts in the kernel but answers
    // late: connected is enough to know it is alive.
    const timer = setTimeout(
      () => done(connected ? heard() : { pid: null, purpose: null, since: null }),
      2_000,
    );
    socket.on('connect', () => {
      connected = true;
    });
    socket.on('data', (chunk) => {
      said += chunk.toString('utf8');
    });
    socket.on('end', () => done(heard()));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (connected) done(heard());
      else if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') done(null);
      else {
        clearTimeout(timer);
        socket.destroy();
        reject(error);
      }
    });
  });
}

/**
 * Takes the folder's lock for this process, or throws DataDirBusyError naming the holder. The
 * lock does not keep the process alive; `release` gives it back (the socket file goes with it).
 */
export async function lockDataDir(dataDir: string, purpose: string): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  const socketPath = socketPathOf(dataDir);
  const info = JSON.stringify({ pid: process.pid, purpose, since: new Date().toISOString() });
  for (let attempt = 0; ; attempt += 1) {
    const server = net.createServer((socket) => {
      socket.on('error', () => {});
      socket.end(info);
    });
    try {
      await listen(server, socketPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt >= 2) throw error;
      const holder = await probe(socketPath);
      if (holder) throw new DataDirBusyError(dataDir, holder);
      // Nobody answers: the socket file of a process that ended without closing it.
      try {
        unlinkSync(socketPath);
      } catch (unlinkError) {
        if ((unlinkError as NodeJS.ErrnoException).code !== 'ENOENT') throw unlinkError;
      }
      continue;
    }
    server.unref();
    server.on('error', () => {});
    let released: Promise<void> | undefined;
    return {
      dataDir,
      release: () =>
        (released ??= new Promise<void>((resolve) => {
          // Closing a Unix socket server removes its file.
          server.close(() => resolve());
        })),
    };
  }
}
