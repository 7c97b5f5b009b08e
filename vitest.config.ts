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
 * Test files that replace a module or a global (vi.mock, spyOn, stubEnv, fake timers...) run
 * isolated, each in fresh modules. The others share their worker's modules from file to file
 * (isolate: false): each API test file still builds its own app on its own database, but the
 * API's module graph and PGlite's WASM load once per worker instead of once per file. That took
 * the PGlite API run from 9.1 to 5.2 minutes here, and the unit run from 97 to 39 s. A
 * replacement would leak into the next files of its worker, hence the split; the files are found
 * by reading them, so a new test that mocks cannot land in a shared project by mistake.
 */
const REPLACES_MODULES =
  /\bvi\.(mock|doMock|spyOn|stubEnv|stubGlobal|useFakeTimers|resetModules)\b/;
const root = fileURLToPath(new URL('.', import.meta.url));
const replacingModules = (patterns: string[], ignore: string[]) =>
  globSync(patterns, { cwd: root, ignore }).filter((file) =>
    REPLACES_MODULES.test(readFileSync(new URL(file, import.meta.url), 'utf8')),
  );
const unitTests = [
  'packages/**/*.test.{ts,tsx}',
  'platform/**/*.test.{ts,tsx}',
  'tenants/**/*.test.ts',
  'themes/**/*.test.ts',
  'scripts/**/*.test.ts',
];
const unitIsolated = replacingModules(unitTests, [...exclude, ...apiTests]);
const apiIsolated = replacingModules(apiTests, exclude);

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
 * group is two projects, modules shared and `<group>-mocks` isolated (REPLACES_MODULES).
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
          include: unitTests,
          exclude: [...exclude, ...apiTests, ...unitIsolated],
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-mocks',
          include: unitIsolated,
          exclude,
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
