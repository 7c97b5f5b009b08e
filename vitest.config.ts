import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { globSync } from 'tinyglobby';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const apiTests = ['packages/**/*.api.test.ts', 'platform/**/*.api.test.ts'];
// The API tests run on PostgreSQL too when a server is named, unless told not to: CI runs them
// there in its Node 24 pass and sets TEST_API_ON_POSTGRES=false for the first (.ci/run).
const apiOnPostgres =
  Boolean(process.env.TEST_DATABASE_URL) && process.env.TEST_API_ON_POSTGRES !== 'false';
const exclude = ['**/node_modules/**', '**/.next/**', 'e2e/**'];

/**
 * The API test files that replace a module or a global (vi.mock, spyOn, stubEnv, fake timers...).
 * They run isolated, each file in fresh modules. The others share their worker's modules from
 * file to file (isolate: false): each still builds its own app on its own database, but the API's
 * module graph and PGlite's WASM are loaded once per worker instead of once per file, which took
 * the PGlite run from 9.1 to about 5 minutes here. A replacement leaks into the next files of its
 * worker, hence the split; it is found by reading the files, so a new test cannot be missed.
 */
const REPLACES_MODULES =
  /\bvi\.(mock|doMock|spyOn|stubEnv|stubGlobal|useFakeTimers|resetModules)\b/;
const root = fileURLToPath(new URL('.', import.meta.url));
const apiIsolated = globSync(apiTests, { cwd: root, ignore: exclude }).filter((file) =>
  REPLACES_MODULES.test(readFileSync(new URL(file, import.meta.url), 'utf8')),
);

/** One driver's API tests: the shared-modules project and the isolated one (`<name>-mocks`). */
function apiProjects(
  name: string,
  driver: 'pglite' | 'pg',
  globalSetup: string,
): TestProjectInlineConfiguration[] {
  const test = {
    env: { TEST_DB_DRIVER: driver },
    globalSetup: [globalSetup],
    setupFiles: ['packages/db/src/test-templates/use-templates.ts'],
    // Each file loads a migrated dump (test-templates/); on two busy cores that setup has
    // still passed a minute. Slow setup is not what these tests judge.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  };
  return [
    {
      extends: true,
      test: {
        ...test,
        name,
        include: apiTests,
        exclude: [...exclude, ...apiIsolated],
        isolate: false,
      },
    },
    { extends: true, test: { ...test, name: `${name}-mocks`, include: apiIsolated, exclude } },
  ];
}

/**
 * Plain unit tests; API tests on embedded PGlite; and the same API tests again on a PostgreSQL
 * server when TEST_DATABASE_URL is set (CI sets it), so both dialect paths stay green. Each
 * driver's API tests are two projects, `api-<driver>` and `api-<driver>-mocks` (apiIsolated).
 */
export default defineConfig({
  resolve: {
    // Tests run server modules outside Next's server bundle: its `react-server` build of the
    // marker (empty) is the one that applies, not the client build that throws.
    alias: {
      'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)),
      // The platform's own import alias (platform/tsconfig.json), as Next and Storybook resolve it.
      '@': fileURLToPath(new URL('./platform/src', import.meta.url)),
    },
  },
  test: {
    // next-intl's ESM build imports `next/server` without an extension, which Node's resolver
    // refuses: Vite resolves it instead (the proxy's tests run next-intl's middleware for real).
    server: { deps: { inline: ['next-intl'] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'packages/**/*.test.{ts,tsx}',
            'platform/**/*.test.{ts,tsx}',
            'tenants/**/*.test.ts',
            'themes/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: [...exclude, ...apiTests],
          testTimeout: 30_000,
        },
      },
      ...apiProjects('api-pglite', 'pglite', 'packages/db/src/test-templates/pglite-template.ts'),
      ...(apiOnPostgres
        ? apiProjects('api-pg', 'pg', 'packages/db/src/test-templates/pg-template.ts')
        : []),
    ],
  },
});
