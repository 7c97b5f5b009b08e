import path from 'node:path';
import { defineConfig } from 'vitest/config';

const apiTests = ['packages/**/*.api.test.ts'];
const exclude = ['**/node_modules/**', '**/.next/**', 'e2e/**'];

/**
 * Three projects: plain unit tests; API tests on embedded PGlite; and the same API tests again on
 * a PostgreSQL server when TEST_DATABASE_URL is set (CI sets it), so both dialect paths stay green.
 */
export default defineConfig({
  test: {
    projects: [
      {
        // The platform's own import alias (platform/tsconfig.json), as Next and Storybook resolve it.
        resolve: { alias: { '@': path.resolve(import.meta.dirname, 'platform/src') } },
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
        test: {
          name: 'api-pglite',
          include: apiTests,
          exclude,
          env: { TEST_DB_DRIVER: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'api-pg',
                include: apiTests,
                exclude,
                env: { TEST_DB_DRIVER: 'pg' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
