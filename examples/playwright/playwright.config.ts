import { defineConfig } from '@playwright/test'
import type { MockFixtureOptions } from 'doc-workspace-mock/playwright'

const MOCK_PORT = Number(process.env.MOCK_PORT ?? 4010)
const APP_PORT = Number(process.env.APP_PORT ?? 4173)
const MOCK_URL = `http://127.0.0.1:${MOCK_PORT}`

export default defineConfig<MockFixtureOptions>({
  testDir: 'tests',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    // One server, one session per test: tests in parallel never see each other's data.
    mockServerUrl: MOCK_URL,
    // The app's <img src> previews carry no token of their own: the browser adds it (beside the session).
    extraHTTPHeaders: { authorization: 'Bearer demo-token' },
    // Debian's Chromium (apt-get install chromium); Playwright downloads no browser.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: [
    {
      command: `npx doc-workspace-mock serve --port ${MOCK_PORT} --quiet`,
      url: `${MOCK_URL}/__mock/scenario`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: 'node app/serve.mjs',
      url: `http://127.0.0.1:${APP_PORT}/`,
      env: { APP_PORT: String(APP_PORT), API_URL: MOCK_URL },
      reuseExistingServer: !process.env.CI,
    },
  ],
})
