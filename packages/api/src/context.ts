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
import type { SessionState } from './services/auth/session-user';

/** What the API needs from the outside world; tests build it around a throwaway database. */
export interface AppDeps {
  db: Database;
  driver: Driver;
  /** Boards served (the tenants registry in production). */
  boards: readonly BoardConfig[];
  env: ApiEnv;
  /** Injected clock, for rate-limit windows in tests. */
  now?: () => Date;
  /** Uploaded files; default from the environment (local folder, or S3 when configured). */
  storage?: FileStorage;
  /** Place search; default the gazetteer, or Google Places when a key is configured. */
  places?: PlaceSearch;
  /** PDF text extraction; default a bounded worker thread. */
  extractPdf?: PdfTextExtractor;
  /** Offer page views, buffered and flushed in batches; createApp makes one when absent. */
  offerViews?: OfferViewCounter;
  /** Employer sync; default embedded, or HTTP when ATS_SYNC_URL and ATS_SYNC_SECRET are set. */
  sync?: SyncAdapter;
  /** Card payments; default Stripe from the environment (or a 503 when no key is set). */
  payments?: PaymentGateway;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    locale: Locale;
    /** The board of the request's Host, or null for a host no board serves. */
    board: BoardConfig | null;
    /** Keys of every board served, for parameters that name one. */
    boardKeys: readonly string[];
    /** The request's session, once looked up (null: none); see currentSession. */
    session: SessionState | null | undefined;
  };
}

/** What every service receives: plain data, no HTTP. */
export interface ServiceContext {
  db: Database;
  board: string;
  locale: Locale;
}
