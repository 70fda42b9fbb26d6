import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // The docs pages first (Introduction, Foundations, screens side by side), then every story.
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: {
    // The machine has no internet beyond the npm registry; nothing should phone home.
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
  typescript: {
    // react-docgen reads the props tables without the TypeScript compiler API (TypeScript 7 has none).
    reactDocgen: 'react-docgen',
  },
  // Libraries that stories import lazily (the QR encoder) are pre-bundled up front: discovered
  // mid-run, Vite would reload the page under a running story test. OpenCC's tables (繁體中文
  // stories only) are plain ES modules that need no pre-bundling, and are not the root package's
  // to name here: left out, they are served as they are.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    optimizeDeps: {
      ...viteConfig.optimizeDeps,
      include: [...(viteConfig.optimizeDeps?.include ?? []), 'qrcode-generator'],
      exclude: [...(viteConfig.optimizeDeps?.exclude ?? []), 'opencc-js'],
    },
  }),
};

export default config;
