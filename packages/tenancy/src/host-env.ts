import { z } from 'zod';
import type { ResolveOptions } from './resolve-board';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/**
 * The environment variables that decide which board a host gets. One schema for the whole
 * process: the platform's proxy (platform/src/boards.ts) and the API's env module
 * (packages/api/src/env.ts) both read it, so the default board cannot differ between them.
 */
export const hostEnvShape = {
  /** Board served on plain localhost / 127.0.0.1 and, outside production, on unknown hosts. */
  DEFAULT_BOARD: z
    .preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^[a-z][a-z0-9-]*$/)
        .default('hospitality'),
    )
    .describe('Board served on localhost / 127.0.0.1 (and on unknown hosts outside production).'),
  /** `true` serves unknown hosts the default board in production too (staging behind a CDN). */
  ALLOW_UNKNOWN_HOSTS: z
    .preprocess(
      emptyAsUndefined,
      z
        .enum(['true', 'false'])
        .default('false')
        .transform((v) => v === 'true'),
    )
    .describe(
      'true: production serves the default board on unknown hosts instead of a 404 (staging behind a CDN).',
    ),
  /**
   * The operators' console lives on a host of its own: requests to it are never a board, and the
   * console's pages and API answer 404 on every board host. A host name, optionally with a port.
   */
  OPERATOR_HOST: z
    .preprocess(
      emptyAsUndefined,
      z
        .string()
        .toLowerCase()
        .regex(
          /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/,
          'OPERATOR_HOST must be a host name, optionally with a port (operator.example.com)',
        )
        .default('operator.localhost'),
    )
    .describe(
      "Host of the operators' console (never a board; its pages and API answer 404 on board hosts).",
    ),
  NODE_ENV: z
    .preprocess(
      emptyAsUndefined,
      z.enum(['development', 'production', 'test']).default('development'),
    )
    .describe(
      'production for a deployment (npm start sets it); development and test relax production rules.',
    ),
};

export const hostEnvSchema = z.object(hostEnvShape);

export interface HostEnv {
  defaultBoard: string;
  allowUnknownHosts: boolean;
  /** The operators' console host (OPERATOR_HOST). */
  operatorHost: string;
  /** What resolveBoard needs: unknown hosts resolve to nothing only in strict production. */
  resolveOptions: ResolveOptions;
}

export function hostEnvFrom(parsed: z.infer<typeof hostEnvSchema>): HostEnv {
  return {
    defaultBoard: parsed.DEFAULT_BOARD,
    allowUnknownHosts: parsed.ALLOW_UNKNOWN_HOSTS,
    operatorHost: parsed.OPERATOR_HOST,
    resolveOptions: {
      consoleHost: parsed.OPERATOR_HOST,
      defaultBoard: parsed.DEFAULT_BOARD,
      production: parsed.NODE_ENV === 'production' && !parsed.ALLOW_UNKNOWN_HOSTS,
    },
  };
}

/** Validated once per call; anything invalid fails at start rather than on a request. */
export function readHostEnv(env: NodeJS.ProcessEnv = process.env): HostEnv {
  return hostEnvFrom(hostEnvSchema.parse(env));
}
