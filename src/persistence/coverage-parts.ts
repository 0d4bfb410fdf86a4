/// <reference types="node" />
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { hostname } from 'node:os'
import { join } from 'node:path'
import * as z from 'zod'
import { mergeCoverage } from '../coverage/coverage-report.js'
import { ApiCoverage, CoverageCounts } from '../coverage/schema.js'
import { writeFileAtomic } from './atomic-write.js'
import { writeCoverageFiles, type CoverageFormat } from './coverage-files.js'

/** A process's own report in a shared folder: `api-coverage-<host>-<pid>.json`. */
const PART = /^api-coverage-.+-\d+\.json$/

/** A file that holds no API coverage this package can read: the message names it and says what is wrong. */
export class CoverageFileError extends Error {
  override readonly name = 'CoverageFileError'
}

/**
 * The name of this process's own report in a folder that several share
 * (shards of a server, workers): its host and pid, so none overwrites another.
 * @example
 * partName('ci-3', 4242) // 'api-coverage-ci-3-4242.json'
 */
export function partName(host: string = hostname(), pid: number = process.pid): string {
  return `api-coverage-${host.replace(/[^A-Za-z0-9.]+/g, '_')}-${pid}.json`
}

/** The processes' own reports in a folder, by name, sorted; none when the folder is missing. */
export function coverageParts(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => PART.test(name))
    .sort()
}

const Saved = z.union([ApiCoverage, CoverageCounts])

/**
 * Reads a saved report (`api-coverage.json`, a part) or counts; a file that
 * is missing, not JSON or not coverage throws a `CoverageFileError` naming it.
 * @example
 * readCoverageFile('api-coverage/api-coverage-ci-3-4242.json').kind // 'report'
 */
export function readCoverageFile(file: string): ApiCoverage | CoverageCounts {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    throw new CoverageFileError(`${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`)
  }
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    throw new CoverageFileError(`${file}: not JSON`)
  }
  const parsed = Saved.safeParse(data)
  if (!parsed.success) throw new CoverageFileError(`${file}: not an API coverage report of this package (format 1)`)
  return parsed.data
}

/** What a process wrote into a shared folder on exit. */
export interface SharedCoverage {
  /** The files written: its own part, then the merged report's. */
  readonly files: readonly string[]
  /** The parts summed into the merged report, its own included. */
  readonly merged: readonly string[]
  /** Parts that were in the folder before this process started (an earlier run's), left out of the sum. */
  readonly leftOut: readonly string[]
}

/**
 * A process's end in a folder it may share with others: writes its own part,
 * then the merged report (`api-coverage.json`, `.md`, `.html`) of its part
 * and of every part written since it started. Parts present at its start
 * (`before`) are an earlier run's: left out, and said so.
 * @example
 * const before = new Set(coverageParts(dir)) // at start
 * writeSharedCoverage(await mock.coverage(), dir, before) // on exit
 */
export function writeSharedCoverage(
  report: ApiCoverage,
  dir: string,
  before: ReadonlySet<string>,
  formats: readonly CoverageFormat[] = ['json', 'md', 'html'],
): SharedCoverage {
  const own = partName()
  const ownFile = join(dir, own)
  // The part goes first, so that a process ending later finds it.
  mkdirSync(dir, { recursive: true })
  writeFileAtomic(ownFile, `${JSON.stringify(report, null, 2)}\n`)
  const sum = (): SharedCoverage => {
    const parts = coverageParts(dir)
    const merged = parts.filter((name) => name === own || !before.has(name))
    const reports = merged.map((name) => (name === own ? report : readCoverageFile(join(dir, name))))
    const files = writeCoverageFiles(mergeCoverage(reports), dir, formats)
    return { files: [ownFile, ...files], merged, leftOut: parts.filter((name) => name !== own && before.has(name)) }
  }
  // Processes ending together may each sum before the other's part is there: whoever sees a part it did not sum sums again.
  let written = sum()
  for (let round = 0; round < 5 && coverageParts(dir).some((name) => !before.has(name) && !written.merged.includes(name)); round++)
    written = sum()
  return written
}
