import { rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import {
  endsUnit,
  lastReadyStatus,
  queryMessage,
  SYNC_MESSAGE,
  takeMessages,
} from './wire-messages';

/**
 * PGlite's one session, served to the server's worker processes over PostgreSQL's wire protocol
 * on a Unix socket, so that the workers reach the embedded database with the `pg` driver the
 * PostgreSQL path already uses.
 *
 * Why not `@electric-sql/pglite-socket` (its multiplexer): it queues each protocol message on
 * its own, so two clients' extended-protocol queries interleave (one client's Parse lands between
 * another's Parse and Bind and replaces its unnamed statement), and its queue stops for good once
 * a message throws. Here the unit of turn-taking is a client's messages up to their Sync (or a
 * simple Query): the session goes to one connection for a whole unit, and stays with it while the
 * answer's ReadyForQuery says a transaction is open, so a transaction never sees another
 * connection's statements. A connection that drops while holding the session is rolled back.
 */

export interface EmbeddedServer {
  /** The folder holding the socket (`.s.PGSQL.<port>`): node-postgres's `host` for it. */
  socketDir: string;
  port: number;
  /** Connections open now (for tests and the start-up log). */
  connections(): number;
  close(): Promise<void>;
}

export interface ServeEmbeddedOptions {
  socketDir: string;
  port?: number;
  /**
   * How long a connection may hold the session inside a transaction without sending anything
   * (PostgreSQL's idle_in_transaction_session_timeout): past it the connection is closed and its
   * transaction rolled back, so a stuck worker cannot stop every other one.
   */
  idleInTransactionMs?: number;
}

interface Connection {
  socket: Socket;
  /** Units of work waiting for the session, each a list of messages ending a unit. */
  units: Uint8Array[][];
  /** Messages of the unit being received (no Sync or Query yet). */
  partial: Uint8Array[];
  buffer: Buffer;
  started: boolean;
  closed: boolean;
  idleTimer?: NodeJS.Timeout;
}

/** What the server runs for a dropped connection that held the session mid-transaction. */
const CLEANUP: Uint8Array[] = [SYNC_MESSAGE, queryMessage('ROLLBACK')];

function concat(parts: Uint8Array[]): Buffer {
  return Buffer.concat(parts.map((p) => Buffer.from(p.buffer, p.byteOffset, p.byteLength)));
}

export async function serveEmbedded(
  client: PGlite,
  options: ServeEmbeddedOptions,
): Promise<EmbeddedServer> {
  const port = options.port ?? 5432;
  const idleInTransactionMs = options.idleInTransactionMs ?? 30_000;
  const socketPath = path.join(options.socketDir, `.s.PGSQL.${port}`);
  // A socket file left by a killed server would refuse the bind; the folder's lock (held by the
  // caller) says no other server can be using it.
  rmSync(socketPath, { force: true });

  const open = new Set<Connection>();
  const ready: Connection[] = [];
  let owner: Connection | undefined;
  let running: Connection | undefined;
  let pumping = false;

  const run = (unit: Uint8Array[]) =>
    client.runExclusive(async () => {
      const answers: Uint8Array[] = [];
      for (const [index, message] of unit.entries())
        answers.push(
          await client.execProtocolRaw(message, { syncToFs: index === unit.length - 1 }),
        );
      return concat(answers);
    });

  const holdTimer = (conn: Connection) => {
    clearTimeout(conn.idleTimer);
    if (owner !== conn || conn.units.length > 0) return;
    conn.idleTimer = setTimeout(() => conn.socket.destroy(), idleInTransactionMs);
    conn.idleTimer.unref();
  };

  const pump = async () => {
    if (pumping) return;
    pumping = true;
    try {
      for (;;) {
        const index = owner ? ready.indexOf(owner) : 0;
        const conn = index >= 0 ? ready[index] : undefined;
        const unit = conn?.units.shift();
        if (!conn || !unit) break;
        if (conn.units.length === 0) ready.splice(index, 1);
        clearTimeout(conn.idleTimer);
        running = conn;
        let answer: Buffer;
        try {
          answer = await run(unit);
        } catch (error) {
          // The session's state is unknown after a throw: end this connection (its transaction,
          // if one is open, rolls back through CLEANUP) rather than answer it something made up.
          console.error('[db] embedded database failed on a request:', error);
          answer = Buffer.alloc(0);
          conn.socket.destroy();
        } finally {
          running = undefined;
        }
        const status = lastReadyStatus(answer);
        // Idle: the session is free. In a transaction, or mid-exchange after a Flush: it stays.
        owner = unit === CLEANUP || status === 'I' ? undefined : conn;
        if (!conn.closed) conn.socket.write(answer);
        else if (owner === conn) {
          conn.units = [CLEANUP];
          ready.unshift(conn);
        }
        holdTimer(conn);
      }
    } finally {
      pumping = false;
    }
  };

  const submit = (conn: Connection, unit: Uint8Array[]) => {
    conn.units.push(unit);
    if (!ready.includes(conn)) ready.push(conn);
    void pump();
  };

  const drop = (conn: Connection) => {
    if (conn.closed) return;
    conn.closed = true;
    open.delete(conn);
    clearTimeout(conn.idleTimer);
    conn.units = [];
    const at = ready.indexOf(conn);
    if (at >= 0) ready.splice(at, 1);
    // Mid-transaction: roll it back before anyone else gets the session (the pump does it after
    // the unit it may be running for this connection).
    if (owner === conn && running !== conn) {
      conn.units = [CLEANUP];
      ready.unshift(conn);
      void pump();
    }
  };

  const server = createServer((socket) => {
    const conn: Connection = {
      socket,
      units: [],
      partial: [],
      buffer: Buffer.alloc(0),
      started: false,
      closed: false,
    };
    open.add(conn);
    socket.setNoDelay(true);
    socket.on('data', (data: Buffer) => {
      const taken = takeMessages(Buffer.concat([conn.buffer, data]), conn.started);
      conn.buffer = Buffer.from(taken.rest);
      conn.started = taken.started;
      for (const message of taken.messages) {
        if (message.kind === 'ssl-request') socket.write('N');
        else if (message.kind === 'cancel-request') socket.end();
        else if (message.kind === 'startup') submit(conn, [message.bytes]);
        else if (message.type === 'X') socket.end();
        else {
          conn.partial.push(message.bytes);
          if (endsUnit(message.type)) submit(conn, conn.partial.splice(0));
        }
      }
    });
    socket.on('error', () => drop(conn));
    socket.on('close', () => drop(conn));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    socketDir: options.socketDir,
    port,
    connections: () => open.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const conn of open) conn.socket.destroy();
        server.close(() => resolve());
      }),
  };
}
