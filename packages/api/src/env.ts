import { z } from 'zod';

const apiEnvSchema = z.object({
  /** Board served on plain localhost / 127.0.0.1 and, outside production, on unknown hosts. */
  DEFAULT_BOARD: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/)
    .default('hospitality'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
});

export interface ApiEnv {
  defaultBoard: string;
  production: boolean;
}

/** The API's one reader of process.env: validated once, typed everywhere else. */
export function readApiEnv(env: NodeJS.ProcessEnv = process.env): ApiEnv {
  const emptyToUndefined = Object.fromEntries(
    Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]),
  );
  const parsed = apiEnvSchema.parse(emptyToUndefined);
  return { defaultBoard: parsed.DEFAULT_BOARD, production: parsed.NODE_ENV === 'production' };
}
