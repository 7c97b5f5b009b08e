import cluster, { type Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AggregatorRegistry } from '@jobboard/api/metrics/cluster';
import { minimumWageStaleness } from '@jobboard/api/contracts/employer-offers/quebec-rules';
import { readApiEnv } from '@jobboard/api/env';
import { serveEmbedded, type EmbeddedServer } from '@jobboard/db/embedded-server/serve-embedded';
import { EMBEDDED_SOCKET_ENV, openDatabaseFromEnv } from '@jobboard/db/runtime';
import { startDemoStripe } from './demo-stripe';
import { readServerEnv } from './env';
import { prepareDatabase } from './prepare-database';
import { closeUntakenConnectionsOnExit } from './cluster-handoffs';
import { NOT_FOUND_TOKEN_ENV, type PrimaryMessage, type WorkerMessage } from './cluster-messages';

/** A worker that dies sooner than this after its start is restarted after a pause, not at once. */
const QUICK_EXIT_MS = 10_000;

/**
 * The cluster's primary process: it serves no request itself. It prepares the database once
 * (migrations, the demo's seed), holds what must exist once (the embedded database, served to
 * the workers on a private socket; the demo's fake Stripe), starts one worker per core, restarts
 * a worker that dies, relays "I wrote" between workers, and on SIGTERM or SIGINT stops every
 * worker (each drains its requests) before it closes the database.
 *
 * The workers share the listening port through Node's cluster module (the primary accepts and
 * hands connections round-robin; cluster-handoffs.ts closes those a dying worker never took).
 * On PostgreSQL they are plain peers with their own pools; sessions, limits, the mail outbox,
 * periodic jobs' periods and search generations are in the database, so they agree without
 * talking to each other.
 */
export async function runPrimary(workers: number): Promise<void> {
  const env = readServerEnv();
  const staleWage = minimumWageStaleness();
  if (staleWage) console.warn(`[server] ${staleWage}`);
  const demoStripe = await startDemoStripe(readApiEnv(), env.PORT);
  const database = await openDatabaseFromEnv();
  await prepareDatabase(database, env.SEED_DEMO === 'true');

  let embedded: EmbeddedServer | undefined;
  let socketDir: string | undefined;
  if (database.embedded) {
    // A folder of this user's only (mkdtemp makes it 0700): the socket has no password, and the
    // folder's permissions are what keeps other users of the machine out.
    socketDir = mkdtempSync(path.join(tmpdir(), 'jobboard-db-'));
    embedded = await serveEmbedded(database.embedded, { socketDir });
  } else {
    // Each worker opens its own pool on PostgreSQL.
    await database.close();
  }
  const workerEnv: Record<string, string> = {
    ...demoStripe?.stripeEnv,
    ...(socketDir ? { [EMBEDDED_SOCKET_ENV]: socketDir } : {}),
    [NOT_FOUND_TOKEN_ENV]: randomBytes(24).toString('hex'),
  };

  // Sums every worker's metrics for a scrape (prom-client's cluster support).
  const aggregator = new AggregatorRegistry();
  const live = new Set<Worker>();
  const startedAt = new Map<Worker, number>();
  let ready = 0;
  let serving = false;
  let stopping = false;

  const finish = async (code: number) => {
    try {
      await embedded?.close();
      if (embedded) await database.close();
      await demoStripe?.fake.close();
      if (socketDir) rmSync(socketDir, { recursive: true, force: true });
      if (code === 0) console.log('[server] stopped cleanly');
    } catch (error) {
      console.error('[server] error while stopping', error);
      code = 1;
    }
    process.exit(code);
  };

  const fork = () => {
    // A replacement due after SIGTERM arrived would outlive the stop.
    if (stopping) return;
    const worker = cluster.fork(workerEnv);
    closeUntakenConnectionsOnExit(worker);
    live.add(worker);
    startedAt.set(worker, Date.now());
    // A worker killed a moment ago still looks connected until its exit is processed: a message
    // sent to it then (a relay, prom-client's metrics request) fails with EPIPE, which would be
    // an unhandled 'error' event that stops the primary and every worker with it. The exit
    // handler replaces the worker; the lost message concerned only it.
    worker.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ERR_IPC_CHANNEL_CLOSED')
        console.error(`[server] worker ${worker.id}: ${error.message}`);
    });
    worker.on('message', (message: WorkerMessage) => {
      if (message?.type === 'wrote') {
        const relay: PrimaryMessage = { type: 'sibling-wrote' };
        for (const other of live) if (other !== worker && other.isConnected()) other.send(relay);
      } else if (message?.type === 'metrics-request') {
        const answer = (reply: PrimaryMessage) => {
          if (worker.isConnected()) worker.send(reply);
        };
        aggregator
          .clusterMetrics()
          .then((text) => answer({ type: 'metrics', id: message.id, text }))
          .catch((error: unknown) =>
            answer({ type: 'metrics', id: message.id, error: String(error) }),
          );
      } else if (message?.type === 'ready') {
        ready += 1;
        // A replacement says when it serves: until then the others carry its share (and if
        // none is left, the port is closed).
        if (serving) console.log(`[server] worker ${worker.id} serving`);
        if (!serving && ready >= workers) {
          serving = true;
          console.log(
            `[server] ready on http://localhost:${env.PORT} (${database.driver}, production, ${workers} workers)`,
          );
        }
      }
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    live.delete(worker);
    if (stopping) {
      if (live.size === 0) void finish(0);
      return;
    }
    if (!serving) {
      // A worker that cannot start (port taken, bad setting) would fail again: stop, as a
      // single-process server does.
      console.error(`[server] a worker failed to start (${signal ?? `exit ${code}`})`);
      stopping = true;
      for (const other of live) other.process.kill('SIGTERM');
      if (live.size === 0) void finish(1);
      return;
    }
    const quick = Date.now() - (startedAt.get(worker) ?? 0) < QUICK_EXIT_MS;
    console.error(
      `[server] worker ${worker.id} died (${signal ?? `exit ${code}`}); starting another`,
    );
    setTimeout(fork, quick ? 1000 : 0).unref();
  });

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[server] ${signal}: stopping ${live.size} workers`);
    for (const worker of live) worker.process.kill('SIGTERM');
    // Workers drain within SHUTDOWN_TIMEOUT_MS; one that hangs past it (and a margin) is killed.
    setTimeout(() => {
      for (const worker of live) worker.process.kill('SIGKILL');
    }, env.SHUTDOWN_TIMEOUT_MS + 5000).unref();
    if (live.size === 0) void finish(0);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  for (let i = 0; i < workers; i += 1) fork();
}
