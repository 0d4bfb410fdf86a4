import { fileURLToPath } from 'node:url'
import { configDefaults, defineConfig } from 'vitest/config'

/**
 * `npm run test:integration`'s Vitest part, the second tier: the checks that
 * pack the package (once, see integration/support/pack-setup.ts) and install
 * it in consumer projects, run the README's and docs' blocks in one, make
 * clients with openapi-fetch (over doc-workspace-mock/openapi), orval and
 * hey-api and upload through each, type-check every entry under TypeScript
 * 5.5, 5.9 and 7 without skipLibCheck, hold the packed declarations to the
 * public surface, run real Vitest and Playwright runners as child
 * processes, verify a client's Pact file with Pact's own verifier against
 * `serve`, and kill `serve --state` twenty times. Minutes, not seconds;
 * `npm test` holds every behaviour check.
 */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['test/integration/**/*.test.ts'],
    // The framework matrix is a leg of its own (vitest.frameworks.config.ts).
    exclude: [...configDefaults.exclude, 'test/integration/frameworks/**'],
    globalSetup: ['test/integration/support/pack-setup.ts', 'test/support/cli-setup.ts'],
    // Each file drives installs and child runners of its own: two at a time on any machine.
    maxWorkers: 2,
    testTimeout: 180_000,
    hookTimeout: 180_000,
    reporters: ['default', './test/support/slowest-files-reporter.ts', './test/support/working-tree-reporter.ts'],
  },
})
