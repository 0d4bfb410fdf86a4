/// <reference types="node" />
import { mkdirSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { renderCoverageHtml } from '../coverage/html.js'
import { renderCoverageMarkdown } from '../coverage/markdown.js'
import { CoverageThresholds } from '../coverage/schema.js'
import type { ApiCoverage } from '../coverage/schema.js'
import { renderCoverageSummary } from '../coverage/summary.js'
import { checkCoverage } from '../coverage/thresholds.js'
import { writeFileAtomic } from './atomic-write.js'

/** The files a coverage report is written as. */
export type CoverageFormat = 'json' | 'md' | 'html'

/** How a test run or the server hands its API coverage over: where, in which forms, and how much is enough. */
export interface CoverageReportOptions {
  /** The directory of `api-coverage.json`, `api-coverage.md` and `api-coverage.html`. Default `api-coverage`. */
  outputDir?: string
  /** Which files to write. Default all three; `[]` writes none. */
  formats?: readonly CoverageFormat[]
  /** Minimum percentages; under one, the run fails and lists what was never exercised. */
  failUnder?: CoverageThresholds
  /** How many operations with gaps the printed summary lists. Default 8; 0 prints no summary. */
  summaryLimit?: number
}

const RENDER: Record<CoverageFormat, (report: ApiCoverage) => string> = {
  json: (report) => `${JSON.stringify(report, null, 2)}\n`,
  md: renderCoverageMarkdown,
  html: renderCoverageHtml,
}

/**
 * Writes a report as `api-coverage.json`, `.md` and `.html` (those asked) in
 * a directory, made if missing; answers the paths written. Each file is
 * replaced atomically: a process killed while writing leaves the last one whole.
 * @example
 * writeCoverageFiles(mock.coverage(), 'api-coverage') // ['api-coverage/api-coverage.json', …]
 */
export function writeCoverageFiles(
  report: ApiCoverage,
  outputDir: string,
  formats: readonly CoverageFormat[] = ['json', 'md', 'html'],
): string[] {
  if (!formats.length) return []
  mkdirSync(outputDir, { recursive: true })
  return formats.map((format) => {
    const file = join(outputDir, `api-coverage.${format}`)
    writeFileAtomic(file, RENDER[format](report))
    return file
  })
}

/** What finishing a report gave: the lines to print, and whether the thresholds are met. */
export interface CoverageOutcome {
  readonly ok: boolean
  readonly files: readonly string[]
  /** The summary, then, when a threshold is missed, what failed and what was never exercised. */
  readonly text: string
}

/**
 * The end of a run: writes the files, renders the summary and checks the
 * thresholds, naming what was never exercised when one is missed. The caller
 * prints `text` and fails the run when `ok` is false.
 * @example
 * const outcome = finishCoverage(report, { failUnder: { operations: 100 } }, process.cwd())
 * console.log(outcome.text); if (!outcome.ok) process.exitCode = 1
 */
export function finishCoverage(report: ApiCoverage, options: CoverageReportOptions, root: string): CoverageOutcome {
  const failUnder = CoverageThresholds.parse(options.failUnder ?? {})
  const files = writeCoverageFiles(report, resolve(root, options.outputDir ?? 'api-coverage'), options.formats)
  const shown = files.map((file) => (relative(root, file).startsWith('..') ? file : relative(root, file)))
  const summary =
    report.summary.requests === 0
      ? `API coverage: no request reached a mock in this run${shown.length ? ` (${shown.join(', ')})` : ''}`
      : renderCoverageSummary(report, { limit: options.summaryLimit, files: shown })
  const parts = options.summaryLimit === 0 ? [] : [summary]
  const check = checkCoverage(report, failUnder)
  if (!check.ok) {
    const lines = ['API coverage is under its threshold:', ...check.failures.map((line) => `  ${line}`)]
    // An operation never called misses every answer too: it is listed once, with the operations.
    if (check.missingOperations.length) lines.push('Operations never called:', ...check.missingOperations.map((line) => `  ${line}`))
    if (check.missingAnswers.length) {
      lines.push('Declared answers never produced, on the operations called:', ...check.missingAnswers.map((line) => `  ${line}`))
    }
    parts.push(lines.join('\n'))
  }
  return { ok: check.ok, files, text: parts.join('\n') }
}
