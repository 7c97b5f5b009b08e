import path from 'node:path';
import { z } from 'zod';
import { findRepoRoot } from './repo-root';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

export const dbEnvSchema = z.object({
  DATABASE_URL: z
    .preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
        .optional(),
    )
    .describe(
      'PostgreSQL server (node-postgres pool); unset uses embedded PGlite in DATA_DIR (one process only).',
    ),
  DATA_DIR: z
    .preprocess(emptyAsUndefined, z.string().optional())
    .describe(
      'Folder of the embedded database and, without S3, of uploads (default .data at the repository root).',
    ),
  DB_POOL_MAX: z
    .preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(100).default(10))
    .describe('Connections in the PostgreSQL pool.'),
});

export interface DbEnv {
  /** Set: node-postgres pool on this server. Unset: embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  poolMax: number;
}

export function readDbEnv(env: NodeJS.ProcessEnv = process.env): DbEnv {
  const parsed = dbEnvSchema.parse(env);
  const root = findRepoRoot();
  return {
    databaseUrl: parsed.DATABASE_URL,
    dataDir: path.resolve(root, parsed.DATA_DIR ?? '.data'),
    poolMax: parsed.DB_POOL_MAX,
  };
}
