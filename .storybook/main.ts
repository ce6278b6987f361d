import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { compiledMessages, contentLanguageModules } from '@ankerlicht/vite-config';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../packages/ui/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), contentLanguageModules(), vanillaExtractPlugin(), compiledMessages()];
    return viteConfig;
  },
};

export default config;
