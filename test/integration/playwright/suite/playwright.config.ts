import { defineConfig } from '@playwright/test'
import type { MockFixtureOptions } from '../../../../src/integrations/playwright/fixtures.js'
import { CHROMIUM_ARGS, testChromiumPath } from '../../../../demo/chromium.js'

/**
 * The suite `test/integration/playwright/parallel.test.ts` runs: four workers against one
 * standalone server (`MOCK_SERVER_URL`), in Debian's Chromium. Never
 * downloads a browser.
 */
export default defineConfig<MockFixtureOptions>({
  testDir: '.',
  workers: 4,
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // The lanes wait for one another, and four Chromiums start on a busy machine.
  timeout: 90_000,
  reporter: [['json', { outputFile: process.env.PW_REPORT_FILE ?? 'report.json' }]],
  outputDir: process.env.PW_OUTPUT_DIR ?? 'results',
  use: {
    // The same Chromium and flags as every other browser run of the project.
    launchOptions: { executablePath: testChromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'per-test', testMatch: 'lanes.spec.ts' },
    {
      name: 'per-worker',
      testMatch: 'worker-scope.spec.ts',
      // Headers of the config merge with the session's.
      use: { mockSessionScope: 'worker', extraHTTPHeaders: { authorization: 'Bearer demo-token' } },
    },
  ],
})
