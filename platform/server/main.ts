import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { CLIENT_ADDRESS_HEADER, sessionCookieName } from '@jobboard/api/hosting';
import { readApiEnv } from '@jobboard/api/env';
import { getApiApp } from '@jobboard/api/runtime';
import { seedDemoAccounts } from '@jobboard/api/services/auth/demo-accounts';
import { startMailWorker } from '@jobboard/api/services/mail/start-mail-worker';
import { startPublicationSweeper } from '@jobboard/api/services/publishing/expiry-sweep';
import { startJobAlertSender } from '@jobboard/api/services/job-alerts/digest-sender';
import { deliverToLocalApp, startFakeStripe } from '@jobboard/api/payments/fake-stripe';
import { MIGRATE_LOCK, migrateDatabase } from '@jobboard/db/migrate';
import { closeDatabase, getDatabase } from '@jobboard/db/runtime';
import { seedDatabase } from '@jobboard/db/seed/index';
import { readHostEnv } from '@jobboard/tenancy/host-env';
import { resolveBoard } from '@jobboard/tenancy/resolve-board';
import { boards } from '@jobboard/tenants/registry';
import { adScriptSource } from '../src/modules/ads/ad-server';
import { BOARD_REQUEST_HEADER } from '../src/board-request-header';
import { readServerEnv } from './env';
import { createApiCache } from './api-cache';
import { createApiHandler, isApiRequest } from './api-requests';
import { createPageCache, hasSessionCookie } from './page-cache';
import { refuseMalformedRequest } from './request-guard';
import { serveRenderedNotFound } from './rendered-not-found';
import { applyAssetSecurityHeaders, isStaticAsset, serveBrotliAsset } from './static-assets';
import { NOT_FOUND_TOKEN_ENV } from '../src/modules/errors/not-found-render';
import {
  applyApiSecurityHeaders,
  applyPageSecurityHeaders,
  hideInternalHeaders,
} from './security-headers';

/**
 * The one process that serves every board: migrate, seed an empty database, then hand /api
 * requests to the Hono app and everything else to Next. A custom server (rather than
 * `next start`) lets shutdown finish in-flight requests and close the database, which PGlite
 * needs to leave its folder consistent, and keeps Next's router out of the API's path.
 */
async function main() {
  const dev = process.argv.includes('--dev');
  const env = readServerEnv();
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

  // No Stripe keys: a local fake Stripe (README "Payments") may take their place, so the demo
  // and the e2e can pay on its hosted checkout page. Only when asked for in production
  // (FAKE_STRIPE=true, which `npm start` sets): a deployment that forgot its keys must answer
  // paid postings with a 503, not send employers to a checkout on 127.0.0.1. Real keys switch
  // to Stripe with no code change.
  const fakeStripe = readApiEnv().fakeStripe
    ? await startFakeStripe({ deliver: deliverToLocalApp(env.PORT) })
    : null;
  if (fakeStripe) {
    process.env.STRIPE_SECRET_KEY = fakeStripe.secretKey;
    process.env.STRIPE_WEBHOOK_SECRET = fakeStripe.webhookSecret;
    process.env.STRIPE_PUBLISHABLE_KEY = fakeStripe.publishableKey;
    process.env.STRIPE_API_BASE = fakeStripe.url;
    console.log(`[server] no STRIPE_SECRET_KEY: local fake Stripe at ${fakeStripe.url}`);
  } else if (!process.env.STRIPE_SECRET_KEY) {
    console.warn(
      '[server] no STRIPE_SECRET_KEY and FAKE_STRIPE is not true: paid postings answer 503 (README "Payments")',
    );
  }

  const database = await getDatabase();
  // Instances started together on one PostgreSQL database take turns: the first migrates and
  // seeds, the others find it done (README "Several instances").
  await database.exclusive(MIGRATE_LOCK, async () => {
    await migrateDatabase(database);
    if (env.SEED_DEMO !== 'true') return;
    const { seeded } = await seedDatabase(database.db);
    if (seeded) console.log('[server] seeded the demo data into an empty database');
    const { created } = await seedDemoAccounts(
      database.db,
      boards.map((b) => b.key),
    );
    if (created > 0) console.log(`[server] created ${created} demo accounts (see README)`);
  });

  // Read by the not-found-view route in this process: only this server's requests render it.
  process.env[NOT_FOUND_TOKEN_ENV] = randomBytes(24).toString('hex');
  // The host picks the board, as in the proxy (the 404 page's board, and whose ad server joins
  // the CSP).
  const { resolveOptions } = readHostEnv();
  const boardOf = (host: string | undefined) => resolveBoard(boards, host ?? null, resolveOptions);
  const notFoundRender = {
    // The server asks itself: on loopback unless it listens on one address only.
    host: ['0.0.0.0', '::'].includes(env.HOST) ? '127.0.0.1' : env.HOST,
    port: env.PORT,
    token: process.env[NOT_FOUND_TOKEN_ENV],
    boardOf,
  };
  const app = next({ dev, dir, hostname: env.HOST, port: env.PORT });
  await app.prepare();
  const handle = app.getRequestHandler();
  const sessionCookies = [sessionCookieName(true), sessionCookieName(false)];
  // Anonymous public pages for a moment from memory; see page-cache.ts for what stays correct.
  const pageCache = createPageCache({
    ttlMs: dev ? 0 : env.PAGE_CACHE_TTL_MS,
    maxEntries: 500,
    maxBodyBytes: 1024 * 1024,
    sessionCookies,
  });
  // The process's one API app (getApiApp: same instance and database as before), served from
  // Node's request before Next sees it, in development and production alike. Next's catch-all
  // API route is gone: the app was already one per process (globalThis), so `next dev` never
  // recompiled it on change either; restart `npm run dev` after editing packages/api.
  const api = await getApiApp();
  const serveApi = createApiHandler(
    createApiCache(api.fetch, {
      ttlMs: dev ? 0 : env.API_CACHE_TTL_MS,
      maxEntries: 2000,
      maxBodyBytes: 512 * 1024,
      sessionCookies,
    }),
  );
  const production = !dev && process.env.NODE_ENV === 'production';
  const adScripts = (host: string | undefined) => adScriptSource(boardOf(host));
  const staticDir = path.join(dir, '.next', 'static');
  const server = createServer((req, res) => {
    // The API reads the client address from this header (it never sees the socket): set it
    // from the socket, overwriting any client copy.
    req.headers[CLIENT_ADDRESS_HEADER] = req.socket.remoteAddress ?? 'unknown';
    // Only the proxy names the board (src/board-request-header.ts): a client's copy goes here.
    delete req.headers[BOARD_REQUEST_HEADER];
    if (refuseMalformedRequest(req, res)) return;
    if (isApiRequest(req.url)) {
      applyApiSecurityHeaders(
        res,
        hasSessionCookie(req.headers.cookie, sessionCookies),
        production,
      );
      void serveApi(req, res);
    } else if (isStaticAsset(req.url)) {
      applyAssetSecurityHeaders(res, production);
      hideInternalHeaders(res);
      if (!production || !serveBrotliAsset(req, res, staticDir)) void handle(req, res);
    } else {
      const nonce = applyPageSecurityHeaders(req, res, { production, dev, adScripts });
      hideInternalHeaders(res);
      serveRenderedNotFound(req, res, notFoundRender);
      void pageCache(req, res, (r, s) => handle(r, s), nonce);
    }
  });
  // A slow or silent client is dropped (see README "Security"): headers must arrive within
  // HEADERS_TIMEOUT_MS, the whole request within REQUEST_TIMEOUT_MS, and a socket with nothing
  // moving for SOCKET_IDLE_TIMEOUT_MS is closed.
  server.headersTimeout = env.HEADERS_TIMEOUT_MS;
  server.requestTimeout = env.REQUEST_TIMEOUT_MS;
  server.timeout = env.SOCKET_IDLE_TIMEOUT_MS;
  // Mail queued by requests (and left over from a previous run) goes out from here.
  const mailWorker = startMailWorker(database.db);
  console.log(`[server] mail outbox worker started; mail transport: ${mailWorker.transport}`);
  // Publications that end: a reminder a few days before, then off the boards (every instance
  // may run it: rows are claimed with SKIP LOCKED).
  const sweeper = startPublicationSweeper(database.db, boards);
  // Job alert digests (README "Job alerts"): alerts are claimed in the database, so every
  // instance may run this too.
  const alertSender = startJobAlertSender(database.db, boards, readApiEnv().jobAlertsIntervalMs);
  server.listen(env.PORT, env.HOST, () => {
    console.log(
      `[server] ready on http://localhost:${env.PORT} (${database.driver}, ${dev ? 'development' : 'production'})`,
    );
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[server] ${signal}: finishing in-flight requests`);
    const force = setTimeout(() => server.closeAllConnections(), env.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    // close() stops accepting and waits for in-flight requests; idle keep-alive sockets go now.
    server.close(() => {
      // The worker may be mid-delivery: let it finish and record the result before the DB closes.
      void Promise.all([mailWorker.stop(), sweeper.stop(), alertSender.stop(), fakeStripe?.close()])
        .then(() => closeDatabase())
        .then(() => app.close?.())
        .then(() => {
          console.log('[server] stopped cleanly');
          process.exit(0);
        })
        .catch((error: unknown) => {
          console.error('[server] error while stopping', error);
          process.exit(1);
        });
    });
    server.closeIdleConnections();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('[server] failed to start', error);
  process.exit(1);
});
