import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const apiTests = ['packages/**/*.api.test.ts', 'platform/**/*.api.test.ts'];
// The API tests run on PostgreSQL too when a server is named, unless told not to: CI runs them
// there in its Node 24 pass and sets TEST_API_ON_POSTGRES=false for the first (.ci/run).
const apiOnPostgres =
  Boolean(process.env.TEST_DATABASE_URL) && process.env.TEST_API_ON_POSTGRES !== 'false';
const exclude = ['**/node_modules/**', '**/.next/**', 'e2e/**'];

/**
 * Three projects: plain unit tests; API tests on embedded PGlite; and the same API tests again on
 * a PostgreSQL server when TEST_DATABASE_URL is set (CI sets it), so both dialect paths stay green.
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
      {
        extends: true,
        test: {
          name: 'api-pglite',
          include: apiTests,
          exclude,
          env: { TEST_DB_DRIVER: 'pglite' },
          globalSetup: ['packages/db/src/test-templates/pglite-template.ts'],
          setupFiles: ['packages/db/src/test-templates/use-templates.ts'],
          // Each file loads a migrated dump (test-templates/); on two busy cores that setup has
          // still passed a minute. Slow setup is not what these tests judge.
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      ...(apiOnPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'api-pg',
                include: apiTests,
                exclude,
                env: { TEST_DB_DRIVER: 'pg' },
                globalSetup: ['packages/db/src/test-templates/pg-template.ts'],
                setupFiles: ['packages/db/src/test-templates/use-templates.ts'],
                testTimeout: 60_000,
                hookTimeout: 180_000,
              },
            },
          ]
        : []),
    ],
  },
});
