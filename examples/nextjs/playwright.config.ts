import { defineConfig } from '@playwright/test'

const APP_PORT = Number(process.env.APP_PORT ?? 3000)
/** Where the mock's standalone server listens in development (instrumentation.ts starts it). */
export const API_URL = process.env.API_URL ?? 'http://127.0.0.1:4010'

export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  // The first request compiles the page on Next's development server, and the first load registers
  // MSW's worker: seconds on a busy 2-core machine. Waiting longer for a state is not timing it.
  expect: { timeout: 20_000 },
  // One test builds the app for production (`next build`), which takes a minute or two there.
  timeout: 240_000,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    // Debian's Chromium (apt-get install chromium); Playwright downloads no browser.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  // The app's development server: the one place the mock runs (on the server and in the page).
  webServer: {
    command: `npx next dev --hostname 127.0.0.1 --port ${APP_PORT}`,
    // Answers once the page has compiled, so no test waits on the first compile.
    url: `http://127.0.0.1:${APP_PORT}/`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    env: { NEXT_TELEMETRY_DISABLED: '1', API_URL },
  },
})
