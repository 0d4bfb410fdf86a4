import { measureBrowserBundle } from './browser-bundle.js'
import { declaredOperations } from '../../src/coverage/declared.js'
import { benchFigures } from './bench-figures.js'

/**
 * The figures of README.md and the pages of docs/ that the code decides, marked
 * where they stand: `<!-- figure: browser-entry -->74.0 KiB<!-- /figure -->`.
 * `npm run readme:figures` writes them from what the code measures now, and
 * test/readme-figures.test.ts fails when one disagrees, so no figure is
 * copied by hand. (The sample outputs are checked by the runs that print
 * them: see test/integration/vitest-workers.test.ts.)
 */

/** One figure as a Markdown file holds it. */
export interface ReadmeFigure {
  readonly name: string
  readonly value: string
  /** The line it stands on in its file, for messages. */
  readonly line: number
}

const MARKED = /<!-- figure: ([a-z0-9-]+) -->([^<]*)<!-- \/figure -->/g

/** Requests the property-based run sends to each operation (test/property.test.ts). */
export const PROPERTY_RUNS_PER_OPERATION = 40

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`

/**
 * Every figure the documentation may quote, measured now: the browser entry and its
 * lazy chunks as an app ships them (esbuild, minified, gzip), the
 * contract's counts, and the last full benchmark's rows (bench/results.json).
 * @example
 * (await measureReadmeFigures())['browser-entry'] // '74.0 KiB'
 */
export async function measureReadmeFigures(): Promise<Record<string, string>> {
  const bundle = await measureBrowserBundle()
  const operations = declaredOperations()
  return {
    'browser-entry': kib(bundle.entry.gzip),
    'browser-devtools': kib(bundle.panel.gzip),
    'browser-coverage': kib(bundle.coverage.gzip),
    operations: String(operations.length),
    answers: String(operations.reduce((sum, operation) => sum + operation.answers.length, 0)),
    'property-runs': String(PROPERTY_RUNS_PER_OPERATION),
    'property-requests': (operations.length * PROPERTY_RUNS_PER_OPERATION).toLocaleString('en-US'),
    ...benchFigures(),
  }
}

/**
 * The figures a Markdown text marks, in order.
 * @example
 * readFigures('<!-- figure: operations -->35<!-- /figure -->') // [{ name: 'operations', value: '35', line: 1 }]
 */
export function readFigures(markdown: string): ReadmeFigure[] {
  return [...markdown.matchAll(MARKED)].map((match) => ({
    name: match[1] ?? '',
    value: match[2] ?? '',
    line: markdown.slice(0, match.index).split('\n').length,
  }))
}

/**
 * The text with every marked figure set to its measured value; a figure the
 * measures do not know is left as it is (the test names it).
 * @example
 * writeFigures(readme, await measureReadmeFigures())
 */
export function writeFigures(markdown: string, values: Readonly<Record<string, string>>): string {
  return markdown.replace(MARKED, (whole, name: string) =>
    name in values ? `<!-- figure: ${name} -->${values[name]}<!-- /figure -->` : whole,
  )
}
