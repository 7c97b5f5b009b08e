import type { Database, Driver } from '@jobboard/db/client';
import type { BoardConfig } from '@jobboard/tenancy/board-config';
import type { PaymentGateway } from './adapters/payments/payment-gateway';
import type { PdfTextExtractor } from './adapters/pdf/pdf-text';
import type { PlaceSearch } from './adapters/places/place-search';
import type { FileStorage } from './adapters/storage/file-storage';
import type { ApiEnv } from './env';
import type { OfferViewCounter } from './services/employer-applications/offer-view-counter';
import type { SyncAdapter } from './services/sync/sync-adapter';
import type { Locale } from '@jobboard/tenancy/board-config';
import type { Logger } from './logging/logger';
import type { SessionState } from './services/auth/session-user';
import type { OperatorRow } from './services/operator/operator-account';

/**
 * The process's runtime, built once by `createRuntime` (runtime/create-runtime.ts) and handed
 * down: to the API app, to the pages (runtime/current-runtime.ts), to the periodic jobs and to
 * tests. Everything here is resolved: no adapter is built lazily behind a request.
 */
export interface Runtime {
  db: Database;
  driver: Driver;
  /** Boards served, with this deployment's overrides applied (runtime/deployment-boards.ts). */
  boards: readonly BoardConfig[];
  env: ApiEnv;
  /** Host -> board, with this deployment's rules for unknown hosts (one resolver per process). */
  boardOf(host: string | null | undefined): BoardConfig | null;
  /** Injected clock, for rate-limit windows in tests; unset: the wall clock. */
  now?: () => Date;
  storage: FileStorage;
  places: PlaceSearch;
  extractPdf: PdfTextExtractor;
  /** Offer page views, buffered and flushed in batches. */
  offerViews: OfferViewCounter;
  sync: SyncAdapter;
  payments: PaymentGateway;
  /**
   * A secret of this process only: the server's request for its own rendered 404 page carries
   * it (platform/server/rendered-not-found.ts), so no client can ask for that page directly.
   */
  notFoundToken: string;
  /** Set by the server when it starts shutting down: readiness then answers 503 (issue 43). */
  lifecycle: { draining: boolean };
  /** The process's logger (logging/logger.ts): jobs and services write through it. */
  logger: Logger;
}

export interface AppEnv {
  Variables: {
    runtime: Runtime;
    locale: Locale;
    /** The board of the request's Host, or null for a host no board serves. */
    board: BoardConfig | null;
    /** Keys of every board served, for parameters that name one. */
    boardKeys: readonly string[];
    /** The request's session, once looked up (null: none); see currentSession. */
    session: SessionState | null | undefined;
    /** The console's signed-in operator, set by `operatorOnly` before a route reads its input. */
    operator: OperatorRow | undefined;
  };
}

/** What every service receives: plain data, no HTTP. */
export interface ServiceContext {
  db: Database;
  board: string;
  locale: Locale;
}
