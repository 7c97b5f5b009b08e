import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaries } from './eslint/boundaries.mjs';

/**
 * Feature folders (platform/src/modules/<feature>) use each other only through their public
 * entry: `@/modules/<feature>` (index.ts) or `@/modules/<feature>/server` (server.ts, server-only
 * code). A deep import into another feature, or a relative path that climbs out of one's own
 * feature, is an error. One block per feature and folder depth, because a relative `../` leaves
 * the feature at depth 1 but not at depth 2. The typescript-eslint copy of the rule is used so
 * that other no-restricted-imports settings (layer rules) do not override these.
 */
const modulesDir = 'platform/src/modules';
const features = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureBoundaries = features.flatMap((feature) =>
  [1, 2, 3].map((depth) => ({
    files: [`${modulesDir}/${feature}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          // Client-side links and pushes go through the navigation module, which applies the
          // spec's prefetch policy and starts the loading bar (section 9).
          paths:
            feature === 'navigation'
              ? []
              : [
                  {
                    name: 'next/link',
                    message:
                      'Use AppLink from @/modules/navigation (prefetch policy, loading bar).',
                  },
                  {
                    name: 'next/navigation',
                    importNames: ['useRouter'],
                    message: 'Use useAppRouter from @/modules/navigation (loading bar).',
                  },
                ],
          patterns: [
            {
              regex: `^@/modules/(?!${feature}/)[^/]+/(?!(index|server)$).+`,
              message:
                'Import another feature through its entry: @/modules/<feature> or @/modules/<feature>/server (see CONTRIBUTING.md).',
            },
            {
              regex: `^${'\\.\\./'.repeat(depth)}`,
              message:
                'A relative path may not leave its feature folder: import @/modules/<feature> instead.',
            },
          ],
        },
      ],
    },
  })),
);

/**
 * The platform's edge (the custom server under platform/server and the proxy and its helpers at
 * platform/src/*.ts) uses features the same way: through `index` or `server` only.
 */
const edgeBoundaries = {
  files: ['platform/server/**/*.{ts,tsx}', 'platform/src/*.{ts,tsx}'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^(\\.\\./src/|\\./|@/)modules/[^/]+/(?!(index|server)$).+',
            message:
              'Import a feature through its entry: @/modules/<feature> or @/modules/<feature>/server (see CONTRIBUTING.md).',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/.turbo/**',
      '**/.data/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      'platform/next-env.d.ts',
      'platform/dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['warn', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['platform/**/*.{ts,tsx}'],
    plugins: { '@next/next': nextPlugin },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
    },
    settings: { next: { rootDir: 'platform/' } },
  },
  ...boundaries,
  ...featureBoundaries,
  edgeBoundaries,
);
