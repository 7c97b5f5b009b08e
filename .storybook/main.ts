import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/ui/src/**/*.stories.tsx', '../platform/src/**/*.stories.tsx'],
  // Board logos and images live in the app's public folder, as in production.
  staticDirs: ['../platform/public'],
  core: { disableTelemetry: true },
};

export default config;
