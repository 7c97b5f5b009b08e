import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';

const tenantsDir = path.resolve(import.meta.dirname, '../tenants');

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../platform/src/**/*.stories.tsx'],
  // Board images live in their tenant folder and are served at /boards/<key>/, as in production;
  // the board fonts at /fonts/ (platform/public/fonts, npm run fonts:subset).
  staticDirs: [
    ...readdirSync(tenantsDir)
      .filter((key) => existsSync(path.join(tenantsDir, key, 'images')))
      .map((key) => ({ from: path.join(tenantsDir, key, 'images'), to: `/boards/${key}` })),
    { from: path.resolve(import.meta.dirname, '../platform/public/fonts'), to: '/fonts' },
  ],
  core: { disableTelemetry: true },
  // The platform's own import alias (platform/tsconfig.json), so its components load as they are.
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    resolve: {
      ...viteConfig.resolve,
      alias: {
        ...(viteConfig.resolve?.alias as Record<string, string> | undefined),
        '@': path.resolve(import.meta.dirname, '../platform/src'),
      },
    },
  }),
};

export default config;
