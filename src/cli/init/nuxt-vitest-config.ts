/**
 * The Vitest config of a Nuxt app: Nuxt's own test environment (@nuxt/test-utils), where
 * components compile and run as in the app, with Nuxt's auto-imports and `useRuntimeConfig()`,
 * and the mock in Node answers their requests.
 */

/** What Nuxt's test environment needs beside Vitest: its test utils, the DOM it runs in, Vue's mount for its helpers. */
export const NUXT_VITEST_NEEDS = ['@nuxt/test-utils', 'jsdom', '@vue/test-utils'] as const

/**
 * The text of the Vitest config init writes in a Nuxt app.
 * @example
 * nuxtVitestConfig('./test/setup.ts', 'e2e') // "import { defineVitestConfig } from '@nuxt/test-utils/config'\n…"
 */
export function nuxtVitestConfig(setup: string, keepOut: string | undefined): string {
  return `import { defineVitestConfig } from '@nuxt/test-utils/config'
import { apiCoverage } from 'doc-workspace-mock/vitest'
${keepOut ? "import { configDefaults } from 'vitest/config'\n" : ''}
// Nuxt's test environment: components, auto-imports and useRuntimeConfig() as in the app.
export default defineVitestConfig({
  test: {
    environment: 'nuxt',
    // jsdom rather than happy-dom: the mock in Node answers the app's fetch there (happy-dom's Request is not Node's).
    environmentOptions: { nuxt: { domEnvironment: 'jsdom' } },
    setupFiles: [
      // Counts the requests each test file's mock answers, for the API coverage reporter.
      'doc-workspace-mock/vitest-setup',
      // Starts the mock before each test file, resets it after every test, stops it at the end.
      '${setup}',
    ],
${
  keepOut
    ? `    // The end-to-end tests are Playwright's: Vitest would fail on their test().
    exclude: [...configDefaults.exclude, '${keepOut}/**'],
`
    : ''
}    // Merges every file's counts at the end of the run: a summary, and api-coverage/api-coverage.{json,md,html}.
    reporters: ['default', apiCoverage()],
  },
})
`
}
