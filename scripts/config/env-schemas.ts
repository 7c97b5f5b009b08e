import type { z } from 'zod';
import { apiEnvSchema } from '@jobboard/api/env';
import { dbEnvSchema } from '@jobboard/db/env';
import { hostEnvSchema } from '@jobboard/tenancy/host-env';
import { serverEnvSchema } from '../../platform/server/env';

/**
 * The schemas the server parses at start-up, one per module that reads the environment (the API
 * spreads the tenancy's host variables into its own; the platform's proxy reads them alone).
 * check:config and the generated variable table walk these, so a variable exists for them
 * exactly when the app reads it.
 */
export const envSchemas = [
  { file: 'packages/tenancy/src/host-env.ts', schema: hostEnvSchema },
  { file: 'packages/api/src/env.ts', schema: apiEnvSchema },
  { file: 'packages/db/src/env.ts', schema: dbEnvSchema },
  { file: 'platform/server/env.ts', schema: serverEnvSchema },
] as const;

export type EnvName =
  | keyof typeof apiEnvSchema.shape
  | keyof typeof dbEnvSchema.shape
  | keyof typeof serverEnvSchema.shape;

export interface EnvVariable {
  name: EnvName;
  /** The schema fields that read it: PORT and DATA_DIR are read by two packages. */
  fields: { file: string; field: z.ZodType }[];
}

/** Every variable once, in the order the schemas list them. */
export function envVariables(): EnvVariable[] {
  const byName = new Map<EnvName, EnvVariable>();
  for (const { file, schema } of envSchemas) {
    for (const [name, field] of Object.entries(schema.shape) as [EnvName, z.ZodType][]) {
      const variable = byName.get(name) ?? { name, fields: [] };
      variable.fields.push({ file, field });
      byName.set(name, variable);
    }
  }
  return [...byName.values()];
}

/** Raw environment, as process.env or a parsed env file gives it. */
export type RawEnv = Readonly<Record<string, string | undefined>>;

export interface SchemaProblem {
  name: string;
  message: string;
  file: string;
}

/** What the server's start-up parse would refuse, one entry per variable and message. */
export function schemaProblems(env: RawEnv): SchemaProblem[] {
  const seen = new Set<string>();
  const problems: SchemaProblem[] = [];
  for (const { file, schema } of envSchemas) {
    const result = schema.safeParse(env);
    if (result.success) continue;
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? '(environment)');
      const key = `${name}\u0000${issue.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      problems.push({ name, message: issue.message, file });
    }
  }
  return problems;
}
