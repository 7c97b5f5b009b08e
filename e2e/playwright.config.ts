import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './support/chromium';
import { freePort } from './support/free-port';
import { repoRoot } from './support/server-process';

// Decided once in the runner process; workers inherit these through the environment.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'jobboard-e2e-'));
// The local ad server ads-dates-counts.spec.ts listens on: the boards' ad script points there.
process.env.E2E_AD_PORT ??= String(await freePort());
// The specs read mail from the dev mailbox, which a production build opens only when asked.
process.env.DEV_MAILBOX ??= 'true';
const port = process.env.E2E_PORT;

/**
 * Every browser request comes from 127.0.0.1, and per-address limits (10 sign-ups an hour...) are
 * shared by the whole run. The server trusts X-Forwarded-For here as it does behind a real proxy
 * (TRUSTED_PROXY), and each project claims its own loopback address, so the projects' specs can
 * run side by side without using up one another's limits. Loopback, so the dev mailbox stays open.
 */
const clientAddress = (n: number) => ({ 'x-forwarded-for': `127.0.10.${n}` });

/**
 * Flows the board's configuration does not change, each already run in both languages (or in a
 * fixed one) within a project: they run on the hospitality board only. The careers project keeps
 * what differs by board: paid publishing, wording, theme (the axe sweep, contrast), ads, layouts,
 * slugs, the profile journey in English, validity and routes. Cut from CI's time for issue 43
 * (about 4 minutes), where CI also runs the unit and API tests on Node 24.
 */
const boardAgnostic = [
  'public/browse.spec.ts',
  'public/browse-more.spec.ts',
  'public/search-sort-pay-distance.spec.ts',
  'public/search-places.spec.ts',
  'candidate/accounts.spec.ts',
  'candidate/apply.spec.ts',
  'candidate/after-apply.spec.ts',
  'employer/employer-offers.spec.ts',
  'employer/employer-companies.spec.ts',
  'employer/employer-applications.spec.ts',
  'site/page-guards.spec.ts',
  // Cut from CI's time for the second session of issue 40 (the run had reached about an hour on
  // these machines): flows whose code and wording no board setting changes.
  'candidate/apply-register-phone.spec.ts',
  'candidate/account-deletion.spec.ts',
  'candidate/session-end-header.spec.ts',
  'candidate/confirmation-resend.spec.ts',
  'candidate/job-alerts.spec.ts',
  'employer/employer-notices.spec.ts',
  'employer/wizard-session-end.spec.ts',
  'employer/company-logo-type.spec.ts',
  'employer/session-end.spec.ts',
  'employer/unpublish-confirm.spec.ts',
  'public/cookie-consent.spec.ts',
  'site/privacy-notices.spec.ts',
  'site/navigation.spec.ts',
  'performance/paint-first.spec.ts',
  // The free board's refusal to sell a featured period (careers' featuring is in packages).
  'employer/featured.spec.ts',
];

const boardProject = (board: string, n: number, ignore: string[] = []) => ({
  name: board,
  testIgnore: [/lifecycle\/|security\/|console\//, ...ignore.map((spec) => `**/${spec}`)],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://${board}.localhost:${port}`,
    launchOptions: chromiumLaunch,
    extraHTTPHeaders: clientAddress(n),
  },
});

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // One worker: on two cores the server and Chromium already use both (two workers measured
  // no faster, and slower hydration made waits flaky). E2E_WORKERS=2 for a bigger machine.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  // Hydration on a loaded two-core machine can pass 5 s; a slower pass is not a failure.
  expect: { timeout: 10_000 },
  use: { trace: 'off', screenshot: 'only-on-failure' },
  projects: [
    // Payments' specs run where money is taken: hospitality publishes for free.
    boardProject('hospitality', 1, ['employer/invoices.spec.ts', 'employer/packages.spec.ts']),
    boardProject('careers', 2, boardAgnostic),
    // The operators' console, on its own host (OPERATOR_HOST's default, operator.localhost).
    {
      name: 'console',
      testMatch: /console\/.*\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://operator.localhost:${port}`,
        launchOptions: chromiumLaunch,
        extraHTTPHeaders: clientAddress(4),
      },
    },
    {
      name: 'lifecycle',
      testMatch: /lifecycle\/.*\.spec\.ts/,
      use: { launchOptions: chromiumLaunch },
    },
    // `npm run test:security` (docs/security.md); last, so its rate-limited calls (fuzzed
    // sign-ups...) cannot use up a limit another spec needs.
    {
      name: 'security',
      testMatch: /security\/.*\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://hospitality.localhost:${port}`,
        launchOptions: chromiumLaunch,
        extraHTTPHeaders: clientAddress(3),
      },
    },
  ],
  webServer: {
    // The production build `npm run test:e2e` made, served by `npm start`'s own script.
    command: `node ${path.join(repoRoot, 'scripts', 'start.mjs')}`,
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      PORT: port,
      DATA_DIR: process.env.E2E_DATA_DIR,
      // PGlite unless told (`E2E_DATABASE_URL`, an empty PostgreSQL database: the server
      // migrates and seeds it), so the suites can also run against a PostgreSQL server.
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      DEV_MAILBOX: 'true',
      // The paid board's specs pay on the local fake Stripe's checkout (docs/payments.md).
      STRIPE_SECRET_KEY: '',
      FAKE_STRIPE: 'true',
      TRUSTED_PROXY: 'true',
      // One worker for the shared server, as in every run before issue 44, so the suite's
      // behaviour and duration stay comparable; E2E_WEB_CONCURRENCY=2 runs it on two workers
      // (its first 50 specs passed so, at the same pace: it is not slower). The worker paths
      // have specs of their own that start two workers (lifecycle/, security/database-loss).
      WEB_CONCURRENCY: process.env.E2E_WEB_CONCURRENCY ?? '1',
      AD_SERVER_SCRIPT_URL: `http://127.0.0.1:${process.env.E2E_AD_PORT}/www/delivery/asyncjs.php`,
    },
  },
});
