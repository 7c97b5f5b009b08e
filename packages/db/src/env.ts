import path from 'node:path';
import { z } from 'zod';
import { findRepoRoot } from './repo-root';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const dbEnvSchema = z.object({
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
      .optional(),
  ),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  DB_POOL_MAX: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(100).default(10)),
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
