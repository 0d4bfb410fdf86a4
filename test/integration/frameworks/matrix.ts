import type { StepResult } from './run-row.js'
import type { Row } from './rows.js'
import { MANAGERS } from './toolchain.js'

/** A row once run: the Node it ran on (its exact version) and each step's outcome. */
export interface RowRun {
  readonly row: Row
  readonly node: string
  /** The toolchain installed in the project, e.g. `msw 3.0.5, vitest 5.1.2`. */
  readonly versions: string
  readonly steps: readonly StepResult[]
  readonly seconds: number
}

const SETUP = new Set(['generate', 'install', 'add', 'init'])

/**
 * The matrix as a Markdown table: a line per framework × manager × runner × Node, its outcome and
 * seconds; the setup (generator, install, init) on a line of its own per row.
 * @example
 * console.log(matrixTable(runs))
 */
export function matrixTable(runs: readonly RowRun[]): string {
  const lines = ['| framework | manager | Node | runner | result | time |', '|---|---|---|---|---|---|']
  for (const { row, node, versions, steps, seconds } of runs) {
    const cells = (runner: string, result: string, time: number): string =>
      `| ${row.framework} | ${MANAGERS[row.manager].label} | ${node} | ${runner} | ${result} | ${time} s |`
    const setup = steps.filter((step) => SETUP.has(step.step))
    const failed = setup.find((step) => step.outcome !== 'passed')
    const setupResult = failed ? `${failed.step}: ${failed.outcome}` : 'passed'
    lines.push(cells(`setup (${setup.map((step) => step.step).join(', ')}): ${row.generator.label}; ${versions}`, setupResult, sum(setup)))
    for (const step of steps.filter((each) => !SETUP.has(each.step))) lines.push(cells(step.step, step.outcome, step.seconds))
    lines.push(
      cells('whole row', steps.some((step) => step.outcome === 'FAILED' || step.outcome === 'FIXED?') ? 'FAILED' : 'as expected', seconds),
    )
  }
  return lines.join('\n')
}

const sum = (steps: readonly StepResult[]): number => steps.reduce((total, step) => total + step.seconds, 0)

/**
 * Each step that did not pass, with its output's end: what a reader of a failed run needs.
 * @example
 * console.log(failureDetails(runs))
 */
export function failureDetails(runs: readonly RowRun[], lines = 60): string {
  return runs
    .flatMap(({ row, steps }) =>
      steps
        .filter((step) => step.outcome !== 'passed' && step.outcome !== 'skipped')
        .map((step) => {
          const why = step.outcome === 'known' ? ` (known: ${row.known?.[step.step]?.finding ?? ''})` : ''
          return `==== ${row.id} / ${step.step}: ${step.outcome}${why}\n${step.output.split('\n').slice(-lines).join('\n')}`
        }),
    )
    .join('\n')
}
