import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { configDefaults, defineConfig } from 'vitest/config'
import { apiCoverage } from '../src/integrations/vitest/reporter.js'
import { artifactsDir } from './support/artifacts.js'

const root = fileURLToPath(new URL('..', import.meta.url))

/**
 * `npm test`, the first tier: every behaviour check, in about two minutes.
 * One suite, two transports. Every behaviour test file (one that calls
 * `useMock()` or `useSignedIn()`) runs twice: in the `node` project through Node interception,
 * and in the `server` project through the standalone HTTP server on a free
 * port. Any other test file (the server's, the CLI's, the OpenAPI document's)
 * tests one runtime itself and runs once, in `node`. The `browser` project
 * drives Debian's Chromium. The slow checks that pack the package and
 * install it in consumer projects live in test/integration/
 * (`npm run test:integration`, see vitest.integration.config.ts).
 *
 * Files of a project share one module graph per worker (`isolate: false`):
 * the source, the OpenAPI document and its compiled schemas load once a
 * worker instead of once a file. Every file still starts from a fresh mock
 * (`useMock()` resets after each test and closes what it opened), and the
 * run-wide tallies are taken per file.
 */
const behaviourFiles = (readdirSync(`${root}test`, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.test.ts') && !file.split(/[\\/]/).includes('node_modules'))
  .filter((file) => /\buse(Mock|SignedIn)\(/.test(readFileSync(`${root}test/${file}`, 'utf8')))
  .map((file) => `test/${file.replaceAll('\\', '/')}`)
  .filter((file) => !file.startsWith('test/browser/') && !file.startsWith('test/integration/'))

/**
 * The files run against the Fetch app too: the server's access, control and
 * session files, and every behaviour file but handlersFor()'s, whose MSW
 * handlers the app has none of.
 */
const appFaceFiles = [
  'test/server-access.test.ts',
  'test/server-control.test.ts',
  'test/sessions/server.test.ts',
  'test/sessions/sharing.test.ts',
  ...behaviourFiles.filter((file) => file !== 'test/handlers-for.test.ts'),
]

export default defineConfig({
  test: {
    root,
    // A safety net, not a measure: on a busy machine a test of a few hundred requests may take seconds.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    isolate: false,
    // Two workers even on two cores (Vitest's default would be one): the browser files mostly wait on
    // Chromium, which works in processes of its own, while the other worker runs the Node files.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Every answer the test client receives is checked against the OpenAPI document; the run ends with the count.
    // And the API coverage of the suite itself: counted in every worker, merged and printed at the end of the run.
    // In CI (the whole suite) it must stay where it is; a run of a few files only prints it.
    setupFiles: ['test/support/conformance-setup.ts', 'src/integrations/vitest/setup.ts'],
    reporters: [
      'default',
      './test/support/conformance-reporter.ts',
      apiCoverage({ outputDir: artifactsDir('api-coverage'), failUnder: process.env.CI ? { operations: 100, answers: 100 } : undefined }),
      './test/support/slowest-files-reporter.ts',
      './test/support/working-tree-reporter.ts',
    ],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'test/browser/**', 'test/integration/**', 'test/dom/**'],
          globalSetup: ['test/support/cli-setup.ts'],
          env: { MOCK_TRANSPORT: 'node' },
        },
      },
      {
        extends: true,
        test: { name: 'server', include: behaviourFiles, env: { MOCK_TRANSPORT: 'server' } },
      },
      // The same server, as `createMockApp().fetch` behind a minimal Fetch host: the server's own files and a
      // representative share of the behaviour files (the whole of them twice over would cost the tier too much).
      {
        extends: true,
        test: { name: 'app', include: appFaceFiles, env: { MOCK_TRANSPORT: 'app' } },
      },
      // Page code under Vitest's DOM environments, each started anew for every file (hence a file or two each):
      // jsdom with the README's setup file, jsdom without it (the mock refuses what arrives), happy-dom as it is.
      {
        extends: true,
        test: { name: 'jsdom', environment: 'jsdom', include: ['test/dom/upload.test.ts'], setupFiles: ['test/dom/setup.ts'] },
      },
      { extends: true, test: { name: 'jsdom-unfixed', environment: 'jsdom', include: ['test/dom/unfixed.test.ts'] } },
      { extends: true, test: { name: 'happy-dom', environment: 'happy-dom', include: ['test/dom/upload.test.ts'] } },
      {
        // Debian's Chromium driven by Playwright, through the service worker of the demo:
        // one Chromium and one build of the demo for the run, a fresh context for each test.
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          globalSetup: ['test/browser/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // A loaded machine may take seconds to show a state: expect.poll waits for it up to this bound (not a speed target).
          expect: { poll: { timeout: 20_000, interval: 100 } },
        },
      },
    ],
  },
})
