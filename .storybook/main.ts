import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const here = dirname(fileURLToPath(import.meta.url));

// ui stories always; screens stories once that package has a src folder (it may have none yet).
const stories = ['../packages/ui/src/**/*.stories.@(ts|tsx)'];
if (existsSync(resolve(here, '../packages/screens/src'))) {
  stories.push('../packages/screens/src/**/*.stories.@(ts|tsx)');
}

const config: StorybookConfig = {
  stories,
  addons: [
    '@storybook/addon-a11y',
    '@storybook/addon-docs',
    '@storybook/addon-vitest',
    '@storybook/addon-themes',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, { plugins: [vanillaExtractPlugin()] });
  },
};

export default config;
