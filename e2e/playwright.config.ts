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
// The specs read mail from the dev mailbox, which a production build opens only when asked.
process.env.DEV_MAILBOX ??= 'true';
const port = process.env.E2E_PORT;

const boardProject = (board: string) => ({
  name: board,
  testIgnore: /lifecycle\/|security\//,
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://${board}.localhost:${port}`,
    launchOptions: chromiumLaunch,
  },
});

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  use: { trace: 'off', screenshot: 'only-on-failure' },
  projects: [
    boardProject('hospitality'),
    boardProject('careers'),
    {
      name: 'lifecycle',
      testMatch: /lifecycle\/.*\.spec\.ts/,
      use: { launchOptions: chromiumLaunch },
    },
    // `npm run test:security` (README "Security"); last, so its rate-limited calls (fuzzed
    // sign-ups...) cannot use up a limit another spec needs.
    {
      name: 'security',
      testMatch: /security\/.*\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://hospitality.localhost:${port}`,
        launchOptions: chromiumLaunch,
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
    env: { PORT: port, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '', DEV_MAILBOX: 'true' },
  },
});
