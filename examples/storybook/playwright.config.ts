import { defineConfig } from '@playwright/test'

const PORT = Number(process.env.STORYBOOK_PORT ?? 6006)

export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  // A story's first render in a fresh browser context loads Storybook's 1 MB preview bundle and
  // registers MSW's worker: seconds on a busy 2-core machine. Waiting longer for a state is not timing it.
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Debian's Chromium (apt-get install chromium); Playwright downloads no browser.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  // The static Storybook (`storybook build`), served as any static host would serve it.
  webServer: {
    command: `npx vite preview --outDir storybook-static --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}/iframe.html`,
    reuseExistingServer: !process.env.CI,
  },
})
