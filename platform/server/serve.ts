import { minimumWageStaleness } from '@jobboard/api/contracts/employer-offers/quebec-rules';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import type { Registry } from '@jobboard/api/metrics/cluster';
import { createApp } from '@jobboard/api/app';
import { operatorSessionCookieName, sessionCookieName } from '@jobboard/api/hosting';
import { readApiEnv } from '@jobboard/api/env';
import { createLogger } from '@jobboard/api/logging/logger';
import { createMetrics } from '@jobboard/api/metrics/registry';
import { createRuntime } from '@jobboard/api/runtime/create-runtime';
import { installRuntime } from '@jobboard/api/runtime/current-runtime';
import { startRuntimeJobs } from '@jobboard/api/runtime/start-jobs';
import { isConsoleHost } from '@jobboard/tenancy/resolve-board';
import { noteSiblingWrite } from '@jobboard/api/services/offers/search-generations';
import { openDatabaseFromEnv } from '@jobboard/db/runtime';
import { boards } from '@jobboard/tenants/registry';
import { readServerEnv } from './env';
import { createApiCache } from './api-cache';
import { createApiHandler } from './api-requests';
import { startDemoStripe } from './demo-stripe';
import { createMetricsEndpoint } from './metrics-endpoint';
import { createPageCache } from './page-cache';
import { findPlatformDir } from './platform-dir';
import { prepareDatabase } from './prepare-database';
import { nextHostname } from './next-hostname';
import { createRequestHandler } from './request-handler';
import { serveBrotliAsset } from './static-assets';

export interface ServeOptions {
  dev: boolean;
  /**
   * Set in a worker of the cluster (cluster-primary.ts): the primary has migrated and seeded,
   * holds the embedded database if that is the driver, and runs the demo Stripe.
   */
  worker?: {
    /** How its log lines start, e.g. `[worker 2]`. */
    label: string;
    notFoundToken: string;
    /** Tells the primary this worker listens. */
    ready: () => void;
    /** Registers what to do when a sibling worker wrote. */
    onSiblingWrite: (listener: () => void) => void;
    /** Offers this worker's metrics to the primary; returns how to read every worker's. */
    shareMetrics: (registry: Registry) => () => Promise<string>;
  };
}

/**
 * A process that serves every board: build the runtime once, migrate, seed an empty database
 * (alone; in a cluster the primary did), then hand /api requests to the Hono app and everything
 * else to Next. A custom server (rather than `next start`) lets shutdown finish in-flight
 * requests and close the database, which PGlite needs to leave its folder consistent, and keeps
 * Next's router out of the API's path.
 */
export async function serve({ dev, worker }: ServeOptions) {
  const env = readServerEnv();
  const dir = findPlatformDir(path.dirname(fileURLToPath(import.meta.url)));
  const apiEnv = readApiEnv();
  // JSON lines in production; one readable line per entry while developing (pino-pretty is a
  // development dependency, absent after `npm ci --omit=dev`).
  const logger = createLogger({
    level: env.LOG_LEVEL,
    ...(dev
      ? { destination: (await import('pino-pretty')).default({ colorize: true, singleLine: true }) }
      : {}),
  });
  // Rates change every May 1: a table that missed one refuses legal offers and accepts illegal
  // ones. Say so where the operator looks (npm run check:config fails on the same test).
  const staleWage = dev || worker ? null : minimumWageStaleness();
  if (staleWage) console.warn(`[server] ${staleWage}`);
  const demoStripe = worker ? null : await startDemoStripe(apiEnv, env.PORT);
  const database = await openDatabaseFromEnv();
  const runtime = createRuntime({
    logger,
    database,
    boards,
    env: demoStripe ? readApiEnv({ ...process.env, ...demoStripe.stripeEnv }) : apiEnv,
    ...(worker ? { notFoundToken: worker.notFoundToken } : {}),
  });
  // The pages read this same runtime (Next's bundled modules reach it through one slot).
  installRuntime(runtime);
  const metrics = createMetrics(runtime, database);

  // Instances started together on one PostgreSQL database take turns: the first migrates and
  // seeds, the others find it done (docs/deploy.md "Several instances").
  if (!worker) await prepareDatabase(database, env.SEED_DEMO === 'true');

  const app = next({ dev, dir, hostname: nextHostname(env.HOST), port: env.PORT });
  await app.prepare();
  const handle = app.getRequestHandler();
  // The console's cookie counts as a session too: its answers are never stored or shared.
  const sessionCookies = [
    sessionCookieName(true),
    sessionCookieName(false),
    operatorSessionCookieName(true),
    operatorSessionCookieName(false),
  ];
  // Anonymous public pages for a moment from memory; see page-cache.ts for what stays correct.
  const pageCache = createPageCache({
    ttlMs: dev ? 0 : env.PAGE_CACHE_TTL_MS,
    maxEntries: 500,
    maxBodyBytes: 1024 * 1024,
    sessionCookies,
  });
  // The API app on the same runtime, served from Node's request before Next sees it, in
  // development and production alike (restart `npm run dev` after editing packages/api).
  const serveApi = createApiHandler(
    createApiCache(createApp(runtime).fetch, {
      ttlMs: dev ? 0 : env.API_CACHE_TTL_MS,
      maxEntries: 2000,
      maxBodyBytes: 512 * 1024,
      sessionCookies,
    }),
  );
  const production = !dev && runtime.env.production;
  const staticDir = path.join(dir, '.next', 'static');
  const server = createServer(
    createRequestHandler({
      production,
      dev,
      trustedProxy: runtime.env.trustedProxy,
      sessionCookies,
      boardOf: runtime.boardOf,
      isConsole: (host) => isConsoleHost(host, runtime.env.operatorHost),
      logger,
      metrics,
      // A scrape reaches one worker; it answers with the whole server's figures.
      serveMetrics: createMetricsEndpoint(
        metrics,
        env.METRICS_TOKEN,
        worker?.shareMetrics(metrics.registry),
      ),
      serveApi,
      serveAsset: (req, res) => {
        if (!production || !serveBrotliAsset(req, res, staticDir)) void handle(req, res);
      },
      servePage: (req, res, nonce) => pageCache(req, res, (r, s) => handle(r, s), nonce),
      notFoundRender: {
        // The server asks itself: on loopback unless it listens on one address only.
        host: ['0.0.0.0', '::'].includes(env.HOST) ? '127.0.0.1' : env.HOST,
        port: env.PORT,
        token: runtime.notFoundToken,
      },
    }),
  );
  // A slow or silent client is dropped (see docs/security.md): headers must arrive within
  // HEADERS_TIMEOUT_MS, the whole request within REQUEST_TIMEOUT_MS, and a socket with nothing
  // moving for SOCKET_IDLE_TIMEOUT_MS is closed.
  server.headersTimeout = env.HEADERS_TIMEOUT_MS;
  server.requestTimeout = env.REQUEST_TIMEOUT_MS;
  server.timeout = env.SOCKET_IDLE_TIMEOUT_MS;
  const jobs = startRuntimeJobs(runtime);
  console.log(
    `${worker?.label ?? '[server]'} mail outbox worker started; mail transport: ${jobs.mailTransport}`,
  );
  // A worker tells its siblings (through the primary) that it wrote: their next search re-reads
  // the database's change counters too, as this process's does (search-generations.ts).
  worker?.onSiblingWrite(noteSiblingWrite);
  server.listen(env.PORT, env.HOST, () => {
    if (worker) worker.ready();
    else
      console.log(
        `[server] ready on http://localhost:${env.PORT} (${database.driver}, ${dev ? 'development' : 'production'})`,
      );
  });

  const label = worker?.label ?? '[server]';
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Readiness answers 503 from now on, so a load balancer stops sending new requests.
    runtime.lifecycle.draining = true;
    console.log(`${label} ${signal}: finishing in-flight requests`);
    const force = setTimeout(() => server.closeAllConnections(), env.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    // close() stops accepting and waits for in-flight requests; idle keep-alive sockets go now.
    server.close(() => {
      // A job may be mid-run: let it finish and record the result before the database closes.
      void Promise.all([jobs.stop(), demoStripe?.fake.close()])
        .then(() => database.close())
        .then(() => app.close?.())
        .then(() => {
          console.log(`${label} stopped cleanly`);
          process.exit(0);
        })
        .catch((error: unknown) => {
          console.error(`${label} error while stopping`, error);
          process.exit(1);
        });
    });
    server.closeIdleConnections();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  // The primary is gone (killed): no new connections come, and on the embedded database the
  // database went with it. Finish what is in flight and leave rather than serve half a server.
  if (worker) process.on('disconnect', () => stop('primary gone'));
}
