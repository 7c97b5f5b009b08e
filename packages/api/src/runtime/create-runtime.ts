import { randomBytes } from 'node:crypto';
import type { Database, Driver } from '@jobboard/db/client';
import type { BoardConfig } from '@jobboard/tenancy/board-config';
import { resolveBoard } from '@jobboard/tenancy/resolve-board';
import { stripeGateway, unconfiguredGateway } from '../adapters/payments/payment-gateway';
import { pdfTextExtractor } from '../adapters/pdf/pdf-text';
import { gazetteerPlaceSearch } from '../adapters/places/gazetteer-place-search';
import { googlePlaceSearch } from '../adapters/places/google-place-search';
import { storageFromEnv } from '../adapters/storage/storage-from-env';
import type { Runtime } from '../context';
import type { ApiEnv } from '../env';
import { createOfferViewCounter } from '../services/employer-applications/offer-view-counter';
import { configureSearchCache } from '../services/offers/search-cache';
import { configureGenerationCheck } from '../services/offers/search-generations';
import { configureSessionCache } from '../services/auth/session-cache';
import { embeddedSync } from '../services/sync/embedded-sync';
import { httpSync } from '../services/sync/http-sync';
import { createLogger } from '../logging/logger';
import { deploymentBoards } from './deployment-boards';

/** What a runtime is made of: the database and the boards, plus any adapter a test replaces. */
export interface RuntimeParts extends Partial<
  Pick<
    Runtime,
    | 'now'
    | 'storage'
    | 'places'
    | 'extractPdf'
    | 'offerViews'
    | 'sync'
    | 'payments'
    | 'logger'
    | 'notFoundToken'
  >
> {
  database: { db: Database; driver: Driver };
  /** The boards as configured (the tenants registry); the deployment's overrides apply here. */
  boards: readonly BoardConfig[];
  env: ApiEnv;
}

/**
 * The one place the process's parts are put together, from the validated environment: every
 * adapter is chosen here (a real one when configured, the local one otherwise) rather than on
 * a first request, so the API app, the pages and the jobs all use the same instances.
 */
export function createRuntime(parts: RuntimeParts): Runtime {
  const { env, database } = parts;
  const { db, driver } = database;
  const boards = deploymentBoards(parts.boards, env);
  const resolveOptions = {
    defaultBoard: env.defaultBoard,
    production: env.production && !env.allowUnknownHosts,
    // The console's host is never a board, even where unknown hosts get the default board.
    consoleHost: env.operatorHost,
  };
  // The search caches are keyed by database (a server's copy and Next's bundled copy of the
  // services share them): their bounds are set here, once, for the database this runtime owns.
  configureSearchCache(db, env.searchCache);
  configureGenerationCheck(db, env.searchCache.checkMs);
  configureSessionCache(db, env.sessionCacheEntries);
  return {
    db,
    driver,
    boards,
    env,
    boardOf: (host) => resolveBoard(boards, host ?? null, resolveOptions),
    ...(parts.now ? { now: parts.now } : {}),
    storage: parts.storage ?? storageFromEnv(env),
    places:
      parts.places ??
      (env.googlePlacesApiKey ? googlePlaceSearch(env.googlePlacesApiKey) : gazetteerPlaceSearch()),
    extractPdf: parts.extractPdf ?? pdfTextExtractor(),
    offerViews: parts.offerViews ?? createOfferViewCounter(db),
    sync: parts.sync ?? (env.atsSync ? httpSync(env.atsSync) : embeddedSync),
    payments: parts.payments ?? (env.stripe ? stripeGateway(env.stripe) : unconfiguredGateway),
    // One token for every worker of a server (the cluster's primary hands it out): a worker's
    // not-found render may be answered by another worker.
    notFoundToken: parts.notFoundToken ?? randomBytes(24).toString('hex'),
    lifecycle: { draining: false },
    // Silent unless the server gives its own: tests and scripts write no log lines.
    logger: parts.logger ?? createLogger({ level: 'silent' }),
  };
}
