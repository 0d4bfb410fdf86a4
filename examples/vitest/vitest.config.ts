import { apiCoverage } from 'doc-workspace-mock/vitest'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    setupFiles: [
      // Counts the requests each test file's mock answers, for the API coverage reporter.
      'doc-workspace-mock/vitest-setup',
      // Starts the mock before each test file, resets it after every test, stops it at the end.
      './test/setup.ts',
    ],
    // Merges every file's counts at the end of the run: a summary, and api-coverage/api-coverage.{json,md,html}.
    reporters: ['default', apiCoverage()],
  },
})
