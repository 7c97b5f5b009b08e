import type { BoardConfig } from '@jobboard/tenancy/board-config';
import type { EnvName } from './env-schemas';

/** One line of `npm run check:config`: what is wrong with which variable, and what to set. */
export interface Finding {
  level: 'error' | 'warning';
  /** A variable, or a board file for what lives in tenants/. */
  subject: string;
  problem: string;
  fix: string;
}

/**
 * What the operator says about the deployment, which no variable tells: how many server
 * processes share the data, and whether a reverse proxy or load balancer sits in front.
 */
export interface Deployment {
  instances: number;
  proxy: 'yes' | 'no' | 'unknown';
}

export interface RuleContext {
  /** The variable's value, with an empty string read as unset (as the schemas read it). */
  get(name: EnvName): string | undefined;
  boards: readonly BoardConfig[];
  deployment: Deployment;
}

export interface Rule {
  /** The variables the rule judges; the generated table's "required in production" reads it. */
  variables: readonly EnvName[];
  /**
   * The variables a production deployment cannot do without: `always`, or when (the generated
   * table's "required in production" column reads it).
   */
  required?: Partial<Record<EnvName, string>>;
  check(context: RuleContext): Finding[];
}

export const error = (subject: string, problem: string, fix: string): Finding => ({
  level: 'error',
  subject,
  problem,
  fix,
});
export const warning = (subject: string, problem: string, fix: string): Finding => ({
  level: 'warning',
  subject,
  problem,
  fix,
});
