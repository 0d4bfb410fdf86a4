/**
 * `doc-workspace-mock/coverage`: API coverage reports as data, for a test
 * runner of your own or a CI step — count what every mock of a process
 * answers, add up counts and reports, check them against thresholds, and
 * render them for a terminal, a Markdown file or an HTML page. Runtime-free:
 * it imports nothing of Node and no msw. (A mock's own report is
 * `await mock.coverage()`; writing the three files to disk is
 * `writeCoverageFiles` of `doc-workspace-mock/node`.)
 * @example
 * import { checkCoverage, mergeCoverage, renderCoverageSummary } from 'doc-workspace-mock/coverage'
 *
 * const report = mergeCoverage([await mockA.coverage(), await mockB.coverage()])
 * console.log(renderCoverageSummary(report))
 * if (!checkCoverage(report, { operations: 100 }).ok) process.exitCode = 1
 */
export {
  AnswerCoverage,
  ApiCoverage,
  CoverageCount,
  CoverageCounts,
  CoverageSummary,
  CoverageThresholds,
  OperationCoverage,
  UnmatchedCoverage,
} from './schema.js'
export type { CoverageQuery } from './coverage.js'
export { createCoverageReport, mergeCoverage, countsOf } from './coverage-report.js'
export { checkCoverage, type ThresholdCheck } from './thresholds.js'
export { collectCoverage, type CoverageCollection } from './collect-coverage.js'
export { coverageGaps, operationName, type CoverageGaps, type AnswerNeverSeen } from './gaps.js'
export { renderCoverageSummary, type SummaryOptions } from './summary.js'
export { renderCoverageMarkdown } from './markdown.js'
export { renderCoverageHtml } from './html.js'
