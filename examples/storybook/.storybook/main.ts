import type { StorybookConfig } from '@storybook/react-vite'

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  // The addon starts MSW's worker and hands each story `msw` (its `use()` takes the mock's handlers).
  addons: ['msw-storybook-addon'],
  // Serves public/mockServiceWorker.js (written by `npx msw init public`) at the root.
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
}

export default config
