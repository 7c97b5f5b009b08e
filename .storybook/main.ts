import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/ui/src/**/*.stories.tsx', '../platform/src/**/*.stories.tsx'],
  // Board logos and images live in the app's public folder, as in production.
  staticDirs: ['../platform/public'],
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
