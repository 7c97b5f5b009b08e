import type { BoardConfig } from '@jobboard/tenancy/board-config';
import { boardRules } from './board-rules';
import { envVariables, schemaProblems, type EnvName, type RawEnv } from './env-schemas';
import { error, warning, type Deployment, type Finding, type Rule } from './rule';

export type { Deployment, Finding } from './rule';

const loopbackHost = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|::1|0\.0\.0\.0)$|\.localhost$/i;

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname;
  } catch {
    return undefined;
  }
}

const payingBoards = (boards: readonly BoardConfig[]) =>
  boards.filter((board) => !board.features.freeSingleJobPosting).map((board) => board.key);

export const productionRules: readonly Rule[] = [
  {
    variables: ['NODE_ENV'],
    required: { NODE_ENV: 'always' },
    check: ({ get }) =>
      get('NODE_ENV') === 'production'
        ? []
        : [
            error(
              'NODE_ENV',
              `is ${get('NODE_ENV') ?? 'unset (development)'}, not production`,
              'set NODE_ENV=production (npm start sets it, but every other launcher must)',
            ),
          ],
  },
  {
    variables: ['SEED_DEMO'],
    required: { SEED_DEMO: 'always' },
    check: ({ get }) =>
      get('SEED_DEMO') === 'false'
        ? []
        : [
            error(
              'SEED_DEMO',
              `is ${get('SEED_DEMO') ?? 'unset (true)'}: an empty database gets the demo data and demo accounts with a published password`,
              'set SEED_DEMO=false',
            ),
          ],
  },
  {
    variables: ['DATABASE_URL'],
    required: { DATABASE_URL: 'with several instances' },
    check: ({ get, deployment }) => {
      if (get('DATABASE_URL')) return [];
      if (deployment.instances > 1) {
        return [
          error(
            'DATABASE_URL',
            `is unset with ${deployment.instances} instances: embedded PGlite lives in one process, and two on one DATA_DIR corrupt it`,
            'set DATABASE_URL=postgres://user:password@host:5432/database',
          ),
        ];
      }
      return [
        warning(
          'DATABASE_URL',
          'is unset: the embedded PGlite runs one statement at a time in the server process (a demo or a small board)',
          'set DATABASE_URL to a PostgreSQL server before load grows or a second instance starts',
        ),
      ];
    },
  },
  {
    variables: ['DATA_DIR', 'S3_BUCKET'],
    check: ({ get, deployment }) =>
      deployment.instances > 1 && !get('S3_BUCKET')
        ? [
            warning(
              'S3_BUCKET',
              `is unset with ${deployment.instances} instances: uploads go to ${get('DATA_DIR') ?? '.data'}/uploads of the instance that took them`,
              'set S3_BUCKET (with its keys), or put DATA_DIR on a volume every instance mounts',
            ),
          ]
        : [],
  },
  {
    variables: ['FAKE_STRIPE', 'STRIPE_SECRET_KEY'],
    required: { STRIPE_SECRET_KEY: 'when a board charges for postings' },
    check: ({ get, boards }) => {
      const findings: Finding[] = [];
      if (get('FAKE_STRIPE') === 'true') {
        findings.push(
          error(
            'FAKE_STRIPE',
            'is true: without STRIPE_SECRET_KEY, employers are sent to the local fake Stripe on 127.0.0.1 (the demo)',
            'unset FAKE_STRIPE (or set it to false) and set STRIPE_SECRET_KEY',
          ),
        );
      }
      const key = get('STRIPE_SECRET_KEY');
      const paying = payingBoards(boards);
      if (!key) {
        const problem = `is unset: paid postings answer 503`;
        findings.push(
          paying.length > 0
            ? error(
                'STRIPE_SECRET_KEY',
                `${problem} on ${paying.join(', ')}`,
                'set STRIPE_SECRET_KEY=sk_live_…',
              )
            : warning(
                'STRIPE_SECRET_KEY',
                `${problem} (no board charges today)`,
                'set STRIPE_SECRET_KEY=sk_live_… before a board charges',
              ),
        );
      } else if (key.startsWith('sk_test_')) {
        findings.push(
          warning(
            'STRIPE_SECRET_KEY',
            'is a test-mode key: no card is really charged',
            'set the live key, sk_live_…',
          ),
        );
      }
      return findings;
    },
  },
  {
    variables: ['STRIPE_WEBHOOK_SECRET'],
    required: { STRIPE_WEBHOOK_SECRET: 'with STRIPE_SECRET_KEY' },
    check: ({ get }) =>
      get('STRIPE_SECRET_KEY') && !get('STRIPE_WEBHOOK_SECRET')
        ? [
            error(
              'STRIPE_WEBHOOK_SECRET',
              'is unset: Stripe webhooks are refused, so a payment whose success page was never reached is never fulfilled',
              'set STRIPE_WEBHOOK_SECRET=whsec_… of the https://<board host>/api/stripe/webhook endpoint',
            ),
          ]
        : [],
  },
  {
    variables: ['STRIPE_API_BASE'],
    check: ({ get }) =>
      get('STRIPE_API_BASE')
        ? [
            warning(
              'STRIPE_API_BASE',
              `sends payments to ${get('STRIPE_API_BASE')}, not to Stripe`,
              'unset STRIPE_API_BASE',
            ),
          ]
        : [],
  },
  {
    variables: ['SMTP_URL', 'DEV_MAILBOX'],
    required: { SMTP_URL: 'always' },
    check: ({ get }) => {
      const findings: Finding[] = [];
      const smtp = get('SMTP_URL');
      if (!smtp) {
        findings.push(
          error(
            'SMTP_URL',
            'is unset: mail is stored, never delivered (sign-up confirmations, password resets, alerts), and /api/ready answers 503',
            'set SMTP_URL=smtps://user:password@relay.example:465 (or smtp://…:587)',
          ),
        );
      } else if (loopbackHost.test(hostOf(smtp) ?? '')) {
        findings.push(
          warning(
            'SMTP_URL',
            `points at this machine (${hostOf(smtp)}): a local test catcher delivers nothing`,
            'set SMTP_URL to your mail relay, unless a real relay listens on this machine',
          ),
        );
      }
      if (get('DEV_MAILBOX') === 'true') {
        findings.push(
          error(
            'DEV_MAILBOX',
            'is true: mail with password-reset links is readable on this server',
            'unset DEV_MAILBOX (or set it to false)',
          ),
        );
      }
      return findings;
    },
  },
  {
    variables: ['TRUSTED_PROXY'],
    required: { TRUSTED_PROXY: 'behind a proxy or load balancer (true)' },
    check: ({ get, deployment }) => {
      const trusted = get('TRUSTED_PROXY') === 'true';
      const behind = deployment.proxy === 'yes' || deployment.instances > 1;
      if (trusted && deployment.proxy === 'no') {
        return [
          error(
            'TRUSTED_PROXY',
            'is true with no proxy in front: any client can name another address in X-Forwarded-For and escape rate limits',
            'set TRUSTED_PROXY=false',
          ),
        ];
      }
      if (trusted) return [];
      if (behind) {
        return [
          error(
            'TRUSTED_PROXY',
            'is false behind a proxy or load balancer: every client counts as the proxy for rate limits',
            'set TRUSTED_PROXY=true',
          ),
        ];
      }
      if (deployment.proxy === 'no') return [];
      return [
        warning(
          'TRUSTED_PROXY',
          'is false: right only if clients reach this server directly',
          'set TRUSTED_PROXY=true behind your own reverse proxy (say which with --behind-proxy or --no-proxy)',
        ),
      ];
    },
  },
  {
    variables: [
      'S3_BUCKET',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_ENDPOINT',
      'S3_REGION',
    ],
    required: { S3_ACCESS_KEY_ID: 'with S3_BUCKET', S3_SECRET_ACCESS_KEY: 'with S3_BUCKET' },
    check: ({ get }) => {
      const all = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
      const named = [...all, 'S3_ENDPOINT', 'S3_REGION'] as const;
      const set = named.filter((name) => get(name));
      const missing = all.filter((name) => !get(name));
      if (set.length === 0 || missing.length === 0) return [];
      return missing.map((name) =>
        error(
          name,
          `is unset while ${set.join(', ')} ${set.length > 1 ? 'are' : 'is'} set: uploads silently stay in the local folder`,
          `set ${name} (S3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)`,
        ),
      );
    },
  },
  {
    variables: ['ATS_SYNC_URL', 'ATS_SYNC_SECRET'],
    required: { ATS_SYNC_SECRET: 'with ATS_SYNC_URL' },
    check: ({ get }) => {
      const url = get('ATS_SYNC_URL');
      const secret = get('ATS_SYNC_SECRET');
      const findings: Finding[] = [];
      if (url && !secret) {
        findings.push(
          error(
            'ATS_SYNC_SECRET',
            'is unset while ATS_SYNC_URL is set: sync silently stays embedded',
            'set ATS_SYNC_SECRET to the applicant-tracking app’s token',
          ),
        );
      }
      if (secret && !url) {
        findings.push(
          error(
            'ATS_SYNC_URL',
            'is unset while ATS_SYNC_SECRET is set: sync silently stays embedded',
            'set ATS_SYNC_URL, or unset ATS_SYNC_SECRET',
          ),
        );
      }
      if (secret && secret.length < 32) {
        findings.push(
          warning(
            'ATS_SYNC_SECRET',
            `is ${secret.length} characters long`,
            'use at least 32 random characters (openssl rand -hex 32)',
          ),
        );
      }
      if (url?.startsWith('http://') && !loopbackHost.test(hostOf(url) ?? '')) {
        findings.push(
          warning(
            'ATS_SYNC_URL',
            'is plain http: the token crosses the network in clear',
            'use https://',
          ),
        );
      }
      return findings;
    },
  },
  {
    variables: ['METRICS_TOKEN'],
    check: ({ get }) =>
      get('METRICS_TOKEN')
        ? []
        : [
            warning(
              'METRICS_TOKEN',
              'is unset: /metrics answers 404, so nothing can scrape request, database and queue figures',
              'set METRICS_TOKEN to 32 random characters (openssl rand -hex 32) and give it to Prometheus',
            ),
          ],
  },
  {
    variables: ['LOG_LEVEL'],
    check: ({ get }) => {
      const level = get('LOG_LEVEL');
      if (level === 'silent') {
        return [warning('LOG_LEVEL', 'is silent: no request log at all', 'set LOG_LEVEL=info')];
      }
      if (level === 'debug' || level === 'trace') {
        return [
          warning(
            'LOG_LEVEL',
            `is ${level}: a line per asset request too, a heavy log in production`,
            'set LOG_LEVEL=info',
          ),
        ];
      }
      return [];
    },
  },
  {
    variables: ['AD_SERVER_SCRIPT_URL'],
    check: ({ get }) =>
      get('AD_SERVER_SCRIPT_URL')
        ? [
            warning(
              'AD_SERVER_SCRIPT_URL',
              `replaces every board's ad server with ${get('AD_SERVER_SCRIPT_URL')} (meant for staging and tests)`,
              'unset AD_SERVER_SCRIPT_URL unless this is deliberate',
            ),
          ]
        : [],
  },
  ...boardRules,
];

/**
 * Every problem of `env` as a production environment: first what the server itself would refuse
 * at start (its own schemas), then the production rules above. Pure: the caller reads the
 * environment and the boards.
 */
export function checkProductionEnv(
  env: RawEnv,
  boards: readonly BoardConfig[],
  deployment: Deployment,
): Finding[] {
  const purposes = new Map(
    envVariables().map((v) => [v.name as string, v.fields[0]!.field.description ?? '']),
  );
  const findings: Finding[] = schemaProblems(env).map((problem) => {
    const purpose = purposes.get(problem.name)?.replace(/\.$/, '');
    return error(
      problem.name,
      `is refused by the server at start: ${problem.message}`,
      `set ${problem.name} to a valid value (${purpose ? `${purpose}; ` : ''}read in ${problem.file})`,
    );
  });
  const invalid = new Set(findings.map((f) => f.subject));
  const get = (name: EnvName) => (env[name] === '' ? undefined : env[name]);
  for (const rule of productionRules) {
    // A variable the server refuses is already reported; judging its value again says it twice.
    if (rule.variables.some((name) => invalid.has(name))) continue;
    findings.push(...rule.check({ get, boards, deployment }));
  }
  return findings;
}

/** Settings only the demo (`npm start` with nothing set) uses. */
export function demoSettings(env: RawEnv): EnvName[] {
  const names: EnvName[] = [];
  if (env.SEED_DEMO !== 'false') names.push('SEED_DEMO');
  if (env.FAKE_STRIPE === 'true') names.push('FAKE_STRIPE');
  if (env.DEV_MAILBOX === 'true') names.push('DEV_MAILBOX');
  return names;
}

export function formatFinding(finding: Finding): string {
  return `${finding.level.padEnd(7)} ${finding.subject}: ${finding.problem}. Fix: ${finding.fix}.`;
}

export function summary(findings: readonly Finding[], env: RawEnv): string {
  const errors = findings.filter((f) => f.level === 'error').length;
  const warnings = findings.length - errors;
  const counts = `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`;
  if (errors === 0) return `check:config: ${counts}: ready for production`;
  const demo = demoSettings(env);
  return `check:config: ${counts}: not a production environment${
    demo.length > 0 ? ` (demo settings: ${demo.join(', ')})` : ''
  }`;
}
