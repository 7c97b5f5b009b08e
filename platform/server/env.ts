import { z } from 'zod';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

export const serverEnvSchema = z.object({
  PORT: z
    .preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000))
    .describe('HTTP port the server listens on.'),
  HOST: z
    .preprocess(emptyAsUndefined, z.string().default('0.0.0.0'))
    .describe('Interface the server listens on.'),
  SEED_DEMO: z
    .preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('true'))
    .describe(
      'Seed the demo data and demo accounts (known password) into an empty database; false in production.',
    ),
  // How long anonymous public page HTML may be served from the page cache; 0 turns it off.
  PAGE_CACHE_TTL_MS: z
    .preprocess(emptyAsUndefined, z.coerce.number().int().min(0).default(2000))
    .describe('How long anonymous public pages are served from the page cache; 0 turns it off.'),
  // How long anonymous reads of offers and attributes may be served from the API cache; 0 off.
  API_CACHE_TTL_MS: z
    .preprocess(emptyAsUndefined, z.coerce.number().int().min(0).default(1000))
    .describe(
      'How long anonymous reads of offers and attributes are served from the API cache; 0 turns it off.',
    ),
  // Slow or silent clients (docs/security.md): whole header block, whole request, idle socket.
  HEADERS_TIMEOUT_MS: z
    .preprocess(emptyAsUndefined, z.coerce.number().int().min(1000).default(10_000))
    .describe('A client must send its request headers within this time.'),
  REQUEST_TIMEOUT_MS: z
    .preprocess(emptyAsUndefined, z.coerce.number().int().min(1000).default(60_000))
    .describe('A whole request (headers and body) must arrive within this time.'),
  SOCKET_IDLE_TIMEOUT_MS: z
    .preprocess(emptyAsUndefined, z.coerce.number().int().min(1000).default(30_000))
    .describe('A connection with nothing moving this long is closed.'),
  // pino's levels: one line per request at info (assets at debug); 'silent' writes nothing.
  LOG_LEVEL: z
    .preprocess(
      emptyAsUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    )
    .describe('pino level of the JSON log (fatal, error, warn, info, debug, trace, silent).'),
  // Bearer token of /metrics (Prometheus); unset, /metrics answers 404.
  METRICS_TOKEN: z
    .preprocess(emptyAsUndefined, z.string().min(16).optional())
    .describe('Bearer token of /metrics (16+ characters); unset, /metrics answers 404.'),
  // Empty means one worker per core (cluster-primary.ts); 1 serves from a single process.
  WEB_CONCURRENCY: z
    .preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(64).optional())
    .describe(
      'Server worker processes; unset, one per core (os.availableParallelism). 1 serves from one process.',
    ),
  SHUTDOWN_TIMEOUT_MS: z
    .preprocess(emptyAsUndefined, z.coerce.number().int().min(0).default(10_000))
    .describe('How long shutdown waits for in-flight requests before closing connections.'),
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;

export function readServerEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  return serverEnvSchema.parse(env);
}
