/// <reference types="node" />
import type { Reporter, TestModule, Vitest } from 'vitest/node'
import { mergeCoverage } from '../../coverage/coverage-report.js'
import { CoverageCounts, type ApiCoverage } from '../../coverage/schema.js'
import { finishCoverage, type CoverageReportOptions } from '../../persistence/coverage-files.js'

export type { CoverageReportOptions } from '../../persistence/coverage-files.js'
export type { ApiCoverage } from '../../coverage/schema.js'
export { pactContract, type PactReporter, type PactReportOptions, type Pact } from './pact-reporter.js'

/** A reporter of API coverage, with the merged report of the last run. */
export interface ApiCoverageReporter extends Reporter {
  /** The merged report of the last run; `undefined` before the first ends. */
  readonly report: ApiCoverage | undefined
}

/**
 * The Vitest reporter of API coverage. With the setup file
 * `doc-workspace-mock/vitest-setup`, it merges the counts of every test file
 * from every worker at the end of the run, prints a summary, writes
 * `api-coverage.json`, `.md` and `.html`, and fails the run (exit code 1)
 * when `failUnder` is not met, listing what was never exercised.
 * @example
 * // vitest.config.ts
 * import { apiCoverage } from 'doc-workspace-mock/vitest'
 * export default defineConfig({ test: {
 *   setupFiles: ['doc-workspace-mock/vitest-setup'],
 *   reporters: ['default', apiCoverage({ failUnder: { operations: 100, answers: 60 } })],
 * } })
 */
export function apiCoverage(options: CoverageReportOptions = {}): ApiCoverageReporter {
  let vitest: Vitest | undefined
  let report: ApiCoverage | undefined
  return {
    get report() {
      return report
    },
    onInit(ctx) {
      vitest = ctx
    },
    onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
      const log = (text: string): void => (vitest ? vitest.logger.log(text) : console.log(text))
      const parts = testModules.flatMap((module) => {
        const counts = CoverageCounts.safeParse((module.meta() as { apiCoverage?: unknown }).apiCoverage)
        return counts.success ? [counts.data] : []
      })
      if (!parts.length) {
        log("API coverage: no test file reported any; add 'doc-workspace-mock/vitest-setup' to `setupFiles`.")
        return
      }
      report = mergeCoverage(parts)
      const outcome = finishCoverage(report, options, vitest?.config.root ?? process.cwd())
      log(`\n${outcome.text}\n`)
      if (!outcome.ok) process.exitCode = 1
    },
  }
}
