import { z } from 'zod';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const serverEnvSchema = z.object({
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  SEED_DEMO: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('true')),
  // How long anonymous public page HTML may be served from the page cache; 0 turns it off.
  PAGE_CACHE_TTL_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).default(2000)),
  // How long anonymous reads of offers and attributes may be served from the API cache; 0 off.
  API_CACHE_TTL_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).default(1000)),
  // Slow or silent clients (docs/security.md): whole header block, whole request, idle socket.
  HEADERS_TIMEOUT_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1000).default(10_000),
  ),
  REQUEST_TIMEOUT_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1000).default(60_000),
  ),
  SOCKET_IDLE_TIMEOUT_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1000).default(30_000),
  ),
  // pino's levels: one line per request at info (assets at debug); 'silent' writes nothing.
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  // Bearer token of /metrics (Prometheus); unset, /metrics answers 404.
  METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
  SHUTDOWN_TIMEOUT_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(0).default(10_000),
  ),
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;

export function readServerEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  return serverEnvSchema.parse(env);
}
