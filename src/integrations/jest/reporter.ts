/// <reference types="node" />
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { mergeCoverage } from '../../coverage/coverage-report.js'
import { CoverageCounts, type ApiCoverage } from '../../coverage/schema.js'
import { finishCoverage, type CoverageReportOptions } from '../../persistence/coverage-files.js'
import { COVERAGE_DIR_ENV } from './channel.js'

/**
 * The Jest reporter of API coverage. With the setup file
 * `doc-workspace-mock/jest-setup`, it merges the counts of every test file
 * from every worker at the end of the run, prints a summary, writes
 * `api-coverage.json`, `.md` and `.html`, and fails the run when `failUnder`
 * is not met, listing what was never exercised.
 * @example
 * // jest.config.js
 * export default {
 *   setupFilesAfterEnv: ['doc-workspace-mock/jest-setup'],
 *   reporters: ['default', ['doc-workspace-mock/jest-reporter', { failUnder: { operations: 100 } }]],
 * }
 */
export default class ApiCoverageJestReporter {
  /** The merged report of the run; `undefined` before it ends. */
  report: ApiCoverage | undefined
  private readonly dir: string
  private readonly root: string
  private error: Error | undefined

  constructor(
    globalConfig: { rootDir?: string } = {},
    private readonly options: CoverageReportOptions = {},
  ) {
    this.root = globalConfig.rootDir ?? process.cwd()
    this.dir = mkdtempSync(join(tmpdir(), 'doc-workspace-mock-coverage-'))
    // Set before Jest starts its workers, so each inherits it.
    process.env[COVERAGE_DIR_ENV] = this.dir
  }

  onRunComplete(): void {
    try {
      const parts = readdirSync(this.dir).flatMap((file) => {
        const counts = CoverageCounts.safeParse(JSON.parse(readFileSync(join(this.dir, file), 'utf8')))
        return counts.success ? [counts.data] : []
      })
      if (!parts.length) {
        console.log("API coverage: no test file reported any; add 'doc-workspace-mock/jest-setup' to `setupFilesAfterEnv`.")
        return
      }
      this.report = mergeCoverage(parts)
      const outcome = finishCoverage(this.report, this.options, this.root)
      console.log(`\n${outcome.text}\n`)
      if (!outcome.ok) this.error = new Error('API coverage is under its threshold')
    } finally {
      rmSync(this.dir, { recursive: true, force: true })
    }
  }

  /** Jest fails the run when a reporter answers an error here. */
  getLastError(): Error | undefined {
    return this.error
  }
}
