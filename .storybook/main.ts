import { createRequire } from 'node:module';
import type { StorybookConfig } from '@storybook/react-vite';

const require = createRequire(import.meta.url);
const { viteAliases } = require('../tools/workspace-aliases.cjs');

/** One composed Storybook over every lib, the portal and the back office, with docs pages and a11y checks. */
const config: StorybookConfig = {
  stories: [
    '../libs/*/src/**/*.mdx',
    '../libs/*/src/**/*.stories.@(ts|tsx)',
    '../apps/web-portal/src/**/*.stories.@(ts|tsx)',
    '../apps/back-office/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, { resolve: { alias: viteAliases() } });
  },
};

export default config;
