import { readFileSync } from 'node:fs'

/** One row of the bench's report, as `npm run bench` writes it to bench/results.json. */
interface BenchRow {
  readonly target: string
  readonly subject: string
  readonly measure: string
  readonly value: { readonly median: number }
  readonly ratio?: { readonly median: number; readonly ci95?: readonly [number, number]; readonly min?: number; readonly max?: number }
  readonly verdict: string
}

interface BenchReport {
  readonly quick: boolean
  readonly loadAverage: { readonly before: number; readonly after: number }
  readonly rows: readonly BenchRow[]
}

/** A figure of docs/benchmarks.md read from a row: its target, a word of its measure, and how it is written. */
type Pick = readonly [target: string, measure: string, format: (row: BenchRow) => string]

const times = (row: BenchRow): string => `${(row.ratio?.median ?? Number.NaN).toFixed(2)}×`
const percentOver = (row: BenchRow): string => `${(((row.ratio?.median ?? Number.NaN) - 1) * 100).toFixed(1)} %`

const PICKS: Record<string, Pick> = {
  'bench-cold': ['cold', 'one process', times],
  'bench-cold-vitest': ['cold', 'Vitest run', times],
  'bench-server-start': ['server-start', 'spawn to first answer', times],
  'bench-request': ['request', 'Get Team Details', times],
  'bench-reset': ['reset', 'reset()', (row) => `${Math.round(row.value.median * 1000)} µs`],
  'bench-fork': ['sessions', 'fork a world', (row) => `${row.value.median.toFixed(2)} ms`],
  'bench-session-memory': ['sessions', 'memory per session', (row) => `${Math.round(row.value.median)} KB`],
  'bench-sessions-round-robin': ['sessions', 'by id', times],
  'bench-sessions-round-robin-range': [
    'sessions',
    'by id',
    (row) => `${(row.ratio?.min ?? Number.NaN).toFixed(2)}–${(row.ratio?.max ?? Number.NaN).toFixed(2)}`,
  ],
  'bench-conditions': ['conditions', 'world', percentOver],
  'bench-coverage': ['coverage', 'mock.handle()', percentOver],
  'bench-seed': ['seed', '100,000 documents', (row) => `${Math.round(row.value.median)} ms`],
  'bench-server-json-server': ['server', 'by id: Get Document Info', (row) => (row.measure.includes('floor') ? '' : times(row))],
  'bench-server-list': ['server', 'paged list', (row) => `${Math.round(row.ratio?.median ?? Number.NaN)}×`],
  'bench-server-floor': ['server', 'against the floor', times],
}

/**
 * The figures docs/benchmarks.md quotes from the last full benchmark (`npm run bench` writes
 * bench/results.json): what the bench measured, never copied by hand. A
 * quick run's report is not a full run's, so it gives none.
 * @example
 * benchFigures()['bench-request'] // '1.03×'
 */
export function benchFigures(file = new URL('../../bench/results.json', import.meta.url)): Record<string, string> {
  const report = JSON.parse(readFileSync(file, 'utf8')) as BenchReport
  if (report.quick) throw new Error('bench/results.json holds a quick run: docs/benchmarks.md quotes a full one (npm run bench)')
  const judged = report.rows.filter((row) => row.verdict === 'pass' || row.verdict === 'miss')
  const figures: Record<string, string> = {
    'bench-verdicts': `${judged.filter((row) => row.verdict === 'pass').length} rows pass and ${judged.filter((row) => row.verdict === 'miss').length} miss`,
    'bench-load': `${report.loadAverage.before.toFixed(1)}–${report.loadAverage.after.toFixed(1)}`,
  }
  for (const [name, [target, measure, format]] of Object.entries(PICKS)) {
    const row = judged.find((candidate) => candidate.target === target && candidate.measure.includes(measure) && format(candidate) !== '')
    if (!row)
      throw new Error(`bench/results.json has no judged ${target} row measuring "${measure}" for the figure ${name} of docs/benchmarks.md`)
    figures[name] = format(row)
  }
  return figures
}
