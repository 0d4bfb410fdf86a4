import type { StateFile } from '../mock/state-file.js'
import { buildWorld, RECORDED_API_KEY, RECORDED_TOKEN, type LeftOut } from './build.js'
import { passingChecks } from './checked.js'
import { createCollector } from './collector.js'
import type { RecordedExchange } from './recorded-exchange.js'
import type { RecordedCaller } from './people.js'

/** What a recording kept, and what it could not. */
export interface RecordSummary {
  /** Exchanges (or HAR entries) read. */
  readonly exchanges: number
  /** Those a record, a file or a sign-in came from. */
  readonly used: number
  /** The others, by why, with how many. */
  readonly skipped: ReadonlyArray<{ readonly why: string; readonly count: number }>
  /** How many records of each table the world holds. */
  readonly records: Readonly<Record<string, number>>
  /** Records an answer showed that the world could not keep, and why. */
  readonly leftOut: readonly LeftOut[]
  /** Who signs in to it, with which canned credentials. */
  readonly caller: RecordedCaller & { readonly token: string; readonly apiKey: string }
}

/** A recording under way: exchanges in, a state file out. */
export interface Recorder {
  add(exchange: RecordedExchange): void
  /** Counts an entry that was no exchange with the service, and why. */
  skip(why: string): void
  /** How many exchanges it has read so far. */
  readonly size: number
  /** The world recorded so far, checked as an import checks it, and what it kept. */
  result(now?: Date): { file: StateFile; summary: RecordSummary }
}

/**
 * Records a world from the real service's answers: each exchange a proxy
 * saw or a HAR kept is read for records (see `createCollector`); `result()`
 * builds the state file (see `buildWorld`), leaving out what the state
 * file's checks refuse, so `importState` or `serve --state` loads it.
 * @example
 * const recorder = createRecorder()
 * recorder.add(exchange)
 * const { file, summary } = recorder.result()
 */
export function createRecorder(): Recorder {
  const collector = createCollector()
  return {
    add: (exchange) => collector.add(exchange),
    skip: (why) => {
      collector.collected.exchanges++
      collector.skip(why)
    },
    get size() {
      return collector.collected.exchanges
    },
    result(now = new Date()) {
      const c = collector.collected
      const built = buildWorld(c, now.toISOString())
      const leftOut = [...built.leftOut]
      const file = passingChecks(built.file, leftOut)
      const records = Object.fromEntries(Object.entries(file.tables).map(([table, rows]) => [table, rows.length]))
      const skipped = [...c.skipped].map(([why, count]) => ({ why, count })).sort((a, b) => b.count - a.count)
      return {
        file,
        summary: {
          exchanges: c.exchanges,
          used: c.used,
          skipped,
          records,
          leftOut,
          caller: { ...built.caller, token: RECORDED_TOKEN, apiKey: RECORDED_API_KEY },
        },
      }
    },
  }
}

/** How many of the records left out the summary's text lists; the rest are counted. */
const LISTED = 20

/**
 * A recording's summary as lines to print.
 * @example
 * console.log(summaryText(summary, 'world.json'))
 */
export function summaryText(summary: RecordSummary, where: string): string {
  const { records: r, caller } = summary
  const lines = [
    `Recorded ${r.teams ?? 0} teams, ${r.members ?? 0} members, ${r.users ?? 0} users, ${r.workspaces ?? 0} workspaces, ` +
      `${r.folders ?? 0} folders and ${r.documents ?? 0} documents with their bytes from ${summary.used} of ${summary.exchanges} answers into ${where}`,
    `  signs in as ${caller.name} <${caller.email}> (${caller.how}): Authorization: Bearer ${caller.token}, or the API key ${caller.apiKey}`,
  ]
  const skippedTotal = summary.skipped.reduce((sum, { count }) => sum + count, 0)
  if (skippedTotal) {
    lines.push(`  skipped ${skippedTotal} answer${skippedTotal === 1 ? '' : 's'}:`)
    for (const { why, count } of summary.skipped) lines.push(`    ${count} × ${why}`)
  }
  if (summary.leftOut.length) {
    lines.push(`  left out ${summary.leftOut.length} record${summary.leftOut.length === 1 ? '' : 's'}:`)
    for (const { record, why } of summary.leftOut.slice(0, LISTED)) lines.push(`    ${record}: ${why}`)
    if (summary.leftOut.length > LISTED) lines.push(`    … and ${summary.leftOut.length - LISTED} more`)
  }
  return lines.join('\n')
}
