/**
 * `npm run check:config`: is this a production environment, and what is missing? It reads the
 * process environment (and `--env-file PATH`, where the environment wins as with Node's own
 * --env-file), runs the server's own env schemas on it, then the production rules of
 * scripts/config/production-rules.ts, and prints one line per problem and a summary. Exit 1 on any
 * error. It also checks what time makes wrong: the minimum-wage table (Quebec sets new rates
 * every May 1) fails once the latest rate is more than 13 months old; the production server logs
 * the same warning at start-up (platform/server/main.ts). See docs/check-config.md.
 */
import { readFileSync } from 'node:fs';
import { parseArgs, parseEnv } from 'node:util';
import { minimumWageStaleness } from '@jobboard/api/contracts/employer-offers/quebec-rules';
import { boards } from '@jobboard/tenants/registry';
import {
  checkProductionEnv,
  formatFinding,
  summary,
  type Deployment,
  type Finding,
} from './config/production-rules';

const usage =
  'usage: npm run check:config -- [--env-file PATH] [--instances N] [--behind-proxy | --no-proxy]';

function fail(message: string): never {
  console.error(`[check:config] ${message}\n${usage}`);
  process.exit(2);
}

function options() {
  try {
    return parseArgs({
      options: {
        'env-file': { type: 'string' },
        instances: { type: 'string', default: '1' },
        'behind-proxy': { type: 'boolean', default: false },
        'no-proxy': { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

const args = options();
if (args.help) {
  console.log(usage);
  process.exit(0);
}
const instances = Number(args.instances);
if (!Number.isInteger(instances) || instances < 1)
  fail('--instances takes a whole number, 1 or more');
if (args['behind-proxy'] && args['no-proxy']) fail('--behind-proxy and --no-proxy contradict');

let fromFile: Record<string, string> = {};
if (args['env-file']) {
  try {
    fromFile = parseEnv(readFileSync(args['env-file'], 'utf8')) as Record<string, string>;
  } catch (error) {
    fail(`cannot read ${args['env-file']}: ${error instanceof Error ? error.message : error}`);
  }
}
const env = { ...fromFile, ...process.env };
const deployment: Deployment = {
  instances,
  proxy: args['behind-proxy'] ? 'yes' : args['no-proxy'] ? 'no' : 'unknown',
};

const wage = minimumWageStaleness();
const findings: Finding[] = [
  ...checkProductionEnv(env, boards, deployment),
  ...(wage
    ? [
        {
          level: 'error' as const,
          subject: 'minimum-wage table',
          problem: wage,
          fix: 'update the table and release',
        },
      ]
    : []),
];
// One stream, so the lines keep their order when piped.
for (const finding of findings) console.log(formatFinding(finding));
console.log(summary(findings, env));
process.exit(findings.some((f) => f.level === 'error') ? 1 : 0);
