/// <reference types="node" />
import { existsSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { mergeCoverage } from '../coverage/coverage-report.js'
import type { ApiCoverage, CoverageCounts } from '../coverage/schema.js'
import { renderCoverageSummary } from '../coverage/summary.js'
import { writeCoverageFiles } from '../persistence/coverage-files.js'
import { coverageParts, CoverageFileError, readCoverageFile } from '../persistence/coverage-parts.js'
import { UsageError } from './usage.js'

/**
 * The reports an input names: a file is one report; a folder, the reports
 * its processes left (`api-coverage-<host>-<pid>.json`), else its
 * `api-coverage.json` (a Vitest or Jest run's).
 */
function reportFiles(input: string): string[] {
  if (!existsSync(input)) throw new CoverageFileError(`${input}: no such file or folder`)
  if (!statSync(input).isDirectory()) return [input]
  const parts = coverageParts(input)
  if (parts.length) return parts.map((name) => join(input, name))
  const single = join(input, 'api-coverage.json')
  if (existsSync(single)) return [single]
  throw new CoverageFileError(`${input}: holds no API coverage (api-coverage-<host>-<pid>.json or api-coverage.json)`)
}

/**
 * `doc-workspace-mock coverage merge <dir|file>… [--out DIR]`: sums the API
 * coverage of several processes (shards of a server, test workers, CI jobs)
 * into one report, written as api-coverage.json, .md and .html. Every input
 * is read before anything is written, so a bad one changes nothing.
 * @example
 * await coverageMerge(['shard-1', 'shard-2'], { out: 'api-coverage' })
 */
export function coverageMerge(inputs: readonly string[], values: { out?: string }): void {
  if (!inputs.length) throw new UsageError('coverage merge needs a folder or file of API coverage, e.g. coverage merge api-coverage')
  const files = [...new Set(inputs.flatMap(reportFiles))]
  const reports: Array<ApiCoverage | CoverageCounts> = files.map(readCoverageFile)
  const merged = mergeCoverage(reports)
  const out = values.out ?? 'api-coverage'
  const written = writeCoverageFiles(merged, out).map((file) => relative(process.cwd(), file) || file)
  console.log(`API coverage of ${files.length} report(s) merged: ${files.join(', ')}`)
  console.log(renderCoverageSummary(merged, { files: written }))
}
