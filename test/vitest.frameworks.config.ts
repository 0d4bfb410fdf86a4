import { fileURLToPath } from 'node:url'
import { configDefaults, defineConfig } from 'vitest/config'

/**
 * The framework matrix (`.ci/integration frameworks`, or `frameworks-all`): fresh projects made by
 * each framework's own generator with its package manager and Node, `init` run in them as the README
 * says, then their own runners and a feature test a user writes. Two rows at a time; a row takes
 * minutes (its installs, a dev server, Chromium). FRAMEWORK_ROWS picks the rows (test/integration/frameworks/rows.ts).
 */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['test/integration/frameworks/**/*.test.ts'],
    exclude: [...configDefaults.exclude],
    globalSetup: ['test/integration/support/pack-setup.ts'],
    maxConcurrency: 2,
    testTimeout: 30 * 60_000,
    hookTimeout: 30 * 60_000,
    reporters: ['default', './test/support/working-tree-reporter.ts'],
  },
})
