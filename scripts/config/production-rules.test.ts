import { describe, expect, it } from 'vitest';
import type { BoardConfig } from '@jobboard/tenancy/board-config';
import { boards as shippedBoards } from '@jobboard/tenants/registry';
import {
  checkProductionEnv,
  formatFinding,
  summary,
  type Deployment,
  type Finding,
} from './production-rules';

/** The shipped boards as an operator deploys them: real hostnames and origins. */
const realHosts: Record<string, string> = {
  hospitality: 'emplois-hotellerie.ca',
  careers: 'careers-north.ca',
};
const boards: BoardConfig[] = shippedBoards.map((board) => ({
  ...board,
  hostnames: [realHosts[board.key]!, `www.${realHosts[board.key]!}`],
  origin: `https://${realHosts[board.key]!}`,
}));

/** Two instances behind a load balancer on one PostgreSQL database: everything set. */
const production: Record<string, string> = {
  NODE_ENV: 'production',
  SEED_DEMO: 'false',
  DATABASE_URL: 'postgres://jobboard:secret@db.internal:5432/jobboard',
  SMTP_URL: 'smtps://mailer:secret@smtp.relay.ca:465',
  MAIL_FROM: 'no-reply@emplois-hotellerie.ca',
  STRIPE_SECRET_KEY: 'sk_live_0123456789abcdef',
  STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdef',
  TRUSTED_PROXY: 'true',
  S3_BUCKET: 'jobboard-uploads',
  S3_REGION: 'ca-central-1',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret-access-key',
  METRICS_TOKEN: '0123456789abcdef0123456789abcdef',
  LOG_LEVEL: 'info',
};
const balanced: Deployment = { instances: 2, proxy: 'yes' };

function check(
  patch: Record<string, string | undefined>,
  deployment: Deployment = balanced,
  boardList: readonly BoardConfig[] = boards,
): Finding[] {
  const env = { ...production, ...patch };
  for (const [name, value] of Object.entries(patch)) if (value === undefined) delete env[name];
  return checkProductionEnv(env, boardList, deployment);
}

const about = (findings: Finding[], subject: string) =>
  findings.filter((f) => f.subject === subject);

describe('checkProductionEnv', () => {
  it('passes a complete production environment without a single line', () => {
    const findings = checkProductionEnv(production, boards, balanced);
    expect(findings).toEqual([]);
    expect(summary(findings, production)).toBe(
      'check:config: 0 errors, 0 warnings: ready for production',
    );
  });

  const errors: [what: string, patch: Record<string, string | undefined>, subject: string][] = [
    ['NODE_ENV unset', { NODE_ENV: undefined }, 'NODE_ENV'],
    ['NODE_ENV development', { NODE_ENV: 'development' }, 'NODE_ENV'],
    ['SEED_DEMO unset (true by default)', { SEED_DEMO: undefined }, 'SEED_DEMO'],
    ['SEED_DEMO true', { SEED_DEMO: 'true' }, 'SEED_DEMO'],
    ['embedded PGlite with two instances', { DATABASE_URL: undefined }, 'DATABASE_URL'],
    ['DATABASE_URL not PostgreSQL', { DATABASE_URL: 'mysql://db/jobboard' }, 'DATABASE_URL'],
    ['no Stripe key with a paying board', { STRIPE_SECRET_KEY: undefined }, 'STRIPE_SECRET_KEY'],
    ['a Stripe key of the wrong kind', { STRIPE_SECRET_KEY: 'pk_live_x' }, 'STRIPE_SECRET_KEY'],
    ['the fake Stripe', { FAKE_STRIPE: 'true' }, 'FAKE_STRIPE'],
    [
      'Stripe without webhook secret',
      { STRIPE_WEBHOOK_SECRET: undefined },
      'STRIPE_WEBHOOK_SECRET',
    ],
    ['no SMTP relay', { SMTP_URL: undefined }, 'SMTP_URL'],
    ['SMTP_URL not an smtp URL', { SMTP_URL: 'http://relay.ca' }, 'SMTP_URL'],
    ['the dev mailbox open', { DEV_MAILBOX: 'true' }, 'DEV_MAILBOX'],
    ['no trusted proxy behind a balancer', { TRUSTED_PROXY: undefined }, 'TRUSTED_PROXY'],
    ['S3 bucket without its secret', { S3_SECRET_ACCESS_KEY: undefined }, 'S3_SECRET_ACCESS_KEY'],
    ['S3 bucket without its key id', { S3_ACCESS_KEY_ID: undefined }, 'S3_ACCESS_KEY_ID'],
    ['METRICS_TOKEN too short', { METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
    ['LOG_LEVEL not a pino level', { LOG_LEVEL: 'verbose' }, 'LOG_LEVEL'],
    [
      'ATS sync URL without its secret',
      { ATS_SYNC_URL: 'https://ats.example.ca' },
      'ATS_SYNC_SECRET',
    ],
    ['ATS sync secret without its URL', { ATS_SYNC_SECRET: 'x'.repeat(40) }, 'ATS_SYNC_URL'],
    ['ATS_SSO_SECRET too short', { ATS_SSO_SECRET: 'short' }, 'ATS_SSO_SECRET'],
    ['a default board that does not exist', { DEFAULT_BOARD: 'nowhere' }, 'DEFAULT_BOARD'],
    ['one mail origin for every board', { PUBLIC_ORIGIN: 'https://jobs.ca' }, 'PUBLIC_ORIGIN'],
    ['a local mail origin', { PUBLIC_ORIGIN: 'http://{board}.localhost:{port}' }, 'PUBLIC_ORIGIN'],
    ['a port out of range', { PORT: '70000' }, 'PORT'],
  ];
  it.each(errors)('names %s as an error on its variable', (_what, patch, subject) => {
    const findings = check(patch);
    const named = about(findings, subject);
    expect(named.length, JSON.stringify(findings)).toBeGreaterThan(0);
    expect(named.every((f) => f.level === 'error')).toBe(true);
    expect(findings.every((f) => f.subject === subject)).toBe(true);
    expect(formatFinding(named[0]!)).toMatch(new RegExp(`^error   ${subject}: .+ Fix: .+\\.$`));
    expect(summary(findings, { ...production, ...patch })).toMatch(/^check:config: \d+ errors?, /);
  });

  const warnings: [what: string, patch: Record<string, string | undefined>, subject: string][] = [
    ['METRICS_TOKEN unset', { METRICS_TOKEN: undefined }, 'METRICS_TOKEN'],
    ['a silent log', { LOG_LEVEL: 'silent' }, 'LOG_LEVEL'],
    ['a debug log', { LOG_LEVEL: 'debug' }, 'LOG_LEVEL'],
    ['a test-mode Stripe key', { STRIPE_SECRET_KEY: 'sk_test_abc' }, 'STRIPE_SECRET_KEY'],
    ['a Stripe stand-in', { STRIPE_API_BASE: 'http://127.0.0.1:4242' }, 'STRIPE_API_BASE'],
    ['an SMTP relay on this machine', { SMTP_URL: 'smtp://127.0.0.1:1025' }, 'SMTP_URL'],
    ['unknown hosts served', { ALLOW_UNKNOWN_HOSTS: 'true' }, 'ALLOW_UNKNOWN_HOSTS'],
    [
      'the ad server moved',
      { AD_SERVER_SCRIPT_URL: 'https://ads.test/x.js' },
      'AD_SERVER_SCRIPT_URL',
    ],
    [
      'uploads on local disk with two instances',
      {
        S3_BUCKET: undefined,
        S3_REGION: undefined,
        S3_ACCESS_KEY_ID: undefined,
        S3_SECRET_ACCESS_KEY: undefined,
      },
      'S3_BUCKET',
    ],
    [
      'a short ATS sync secret',
      { ATS_SYNC_URL: 'https://ats.ca', ATS_SYNC_SECRET: 'short' },
      'ATS_SYNC_SECRET',
    ],
  ];
  it.each(warnings)('names %s as a warning, which does not fail', (_what, patch, subject) => {
    const findings = check(patch);
    expect(about(findings, subject).map((f) => f.level)).toEqual(['warning']);
    expect(findings.every((f) => f.level === 'warning')).toBe(true);
    expect(summary(findings, production)).toMatch(/0 errors, 1 warning: ready for production$/);
  });

  it('asks for PostgreSQL only as a warning on one instance, and TRUSTED_PROXY as the proxy is declared', () => {
    const single = check(
      { DATABASE_URL: undefined, TRUSTED_PROXY: undefined },
      {
        instances: 1,
        proxy: 'unknown',
      },
    );
    expect(single.map((f) => [f.subject, f.level])).toEqual([
      ['DATABASE_URL', 'warning'],
      ['TRUSTED_PROXY', 'warning'],
    ]);
    expect(check({ TRUSTED_PROXY: undefined }, { instances: 1, proxy: 'no' })).toEqual([]);
    expect(about(check({}, { instances: 1, proxy: 'no' }), 'TRUSTED_PROXY')[0]?.level).toBe(
      'error',
    );
    expect(
      about(check({ TRUSTED_PROXY: undefined }, { instances: 1, proxy: 'yes' }), 'TRUSTED_PROXY')[0]
        ?.level,
    ).toBe('error');
  });

  it('asks for Stripe only as a warning when no board charges', () => {
    const free = boards.map((b) => ({
      ...b,
      features: { ...b.features, freeSingleJobPosting: true },
    }));
    const findings = check(
      { STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined },
      balanced,
      free,
    );
    expect(findings.map((f) => [f.subject, f.level])).toEqual([['STRIPE_SECRET_KEY', 'warning']]);
  });

  it('names a board whose hostnames are placeholders, or whose origin is not one of them', () => {
    const shipped = checkProductionEnv(production, shippedBoards, balanced);
    expect(shipped.map((f) => [f.subject, f.level])).toEqual([
      ['tenants/hospitality/board.ts', 'error'],
      ['tenants/careers/board.ts', 'error'],
    ]);
    expect(shipped[0]!.problem).toContain('emplois-hotellerie.example');
    const stray = boards.map((b) =>
      b.key === 'careers' ? { ...b, origin: 'https://elsewhere.ca' } : b,
    );
    expect(check({}, balanced, stray).map((f) => f.subject)).toEqual(['tenants/careers/board.ts']);
    const plain = boards.map((b) =>
      b.key === 'careers' ? { ...b, origin: 'http://careers-north.ca' } : b,
    );
    expect(check({}, balanced, plain).map((f) => f.subject)).toEqual(['tenants/careers/board.ts']);
    // PUBLIC_ORIGIN replaces the boards' origins in mail: theirs no longer matter.
    expect(check({ PUBLIC_ORIGIN: 'https://{board}.jobs.ca' }, balanced, stray)).toEqual([]);
  });

  it('reports the demo environment (npm start with nothing set) as not production', () => {
    // What scripts/start.mjs hands the server when nothing is set.
    const demo = { NODE_ENV: 'production', FAKE_STRIPE: 'true' };
    const findings = checkProductionEnv(demo, shippedBoards, { instances: 1, proxy: 'unknown' });
    const failing = findings.filter((f) => f.level === 'error').map((f) => f.subject);
    expect(failing).toEqual(
      expect.arrayContaining(['SEED_DEMO', 'FAKE_STRIPE', 'STRIPE_SECRET_KEY', 'SMTP_URL']),
    );
    expect(summary(findings, demo)).toMatch(
      /^check:config: \d+ errors, \d+ warnings: not a production environment \(demo settings: SEED_DEMO, FAKE_STRIPE\)$/,
    );
  });
});
