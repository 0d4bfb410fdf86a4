import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { configDefaults, defineConfig } from 'vitest/config'
import { apiCoverage } from '../src/runtimes/vitest.js'

const root = fileURLToPath(new URL('..', import.meta.url))

/**
 * One suite, two transports. Every behaviour test file (one that calls
 * `useMock()` or `useSignedIn()`) runs twice: in the `node` project through Node interception,
 * and in the `server` project through the standalone HTTP server on a free
 * port. Any other test file (the server's, the CLI's, the OpenAPI document's,
 * the package's) tests one runtime itself and runs once, in `node`.
 */
const behaviourFiles = (readdirSync(`${root}test`, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.test.ts') && !file.split(/[\\/]/).includes('node_modules'))
  .filter((file) => /\buse(Mock|SignedIn)\(/.test(readFileSync(`${root}test/${file}`, 'utf8')))
  .map((file) => `test/${file.replaceAll('\\', '/')}`)

export default defineConfig({
  test: {
    root,
    // A safety net, not a measure: on a busy machine a test of a few hundred requests may take seconds.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Every answer the test client receives is checked against the OpenAPI document; the run ends with the count.
    // And the API coverage of the suite itself: counted in every worker, merged and printed at the end of the run.
    // In CI (the whole suite) it must stay where it is; a run of a few files only prints it.
    setupFiles: ['test/support/conformance-setup.ts', 'src/runtimes/vitest-setup.ts'],
    reporters: [
      'default',
      './test/support/conformance-reporter.ts',
      apiCoverage({ outputDir: 'test/artifacts/api-coverage', failUnder: process.env.CI ? { operations: 100, answers: 100 } : undefined }),
    ],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'test/browser/**'],
          env: { MOCK_TRANSPORT: 'node' },
        },
      },
      {
        extends: true,
        test: { name: 'server', include: behaviourFiles.filter((file) => !file.startsWith('test/browser/')), env: { MOCK_TRANSPORT: 'server' } },
      },
      {
        // Debian's Chromium driven by Playwright, through the service worker of the demo.
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // A loaded machine may take seconds to show a state: expect.poll waits for it up to this bound (not a speed target).
          expect: { poll: { timeout: 20_000, interval: 100 } },
          fileParallelism: false,
        },
      },
    ],
  },
})
