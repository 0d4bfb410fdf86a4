import { defineConfig } from '@playwright/test'

const APP_PORT = Number(process.env.APP_PORT ?? 5173)

export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  // The first load serves Vite's unbundled modules and registers MSW's worker: seconds on a busy
  // 2-core machine. Waiting longer for a state is not timing it.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    // Debian's Chromium (apt-get install chromium); Playwright downloads no browser.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  // The app's development server: the one place the mock runs.
  webServer: {
    command: `npx vite --host 127.0.0.1 --port ${APP_PORT} --strictPort`,
    url: `http://127.0.0.1:${APP_PORT}/`,
    reuseExistingServer: !process.env.CI,
  },
})
