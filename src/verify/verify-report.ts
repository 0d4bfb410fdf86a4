import type { Comparison, Verdict } from './compare-step.js'
import { ANSWER_LIMIT_BYTES, type Step } from './step.js'
import type { Outcome } from './run.js'
import { redactText } from '../journal/redact.js'

/** One step as the report gives it: what was asked, what each side answered, and the verdict. */
export interface StepReport {
  step: number
  operation: string
  request: { method: string; path: string; note?: string }
  real: AnswerReport
  mock: AnswerReport
  verdict: Verdict
  differences: string[]
}

/** One side's answer, trimmed: its status and the start of its body; or why there is none. */
export type AnswerReport = { status: number; body: string } | { skipped: string } | { failed: string }

/** The machine report of `verify --json`. */
export interface VerifyReport {
  baseUrl: string
  readOnly: boolean
  /** True when a step drifted or went unanswered: the command then exits 1. */
  drifted: boolean
  summary: Record<Verdict, number> & { steps: number }
  timings: { realMs: number; mockMs: number; totalMs: number }
  steps: StepReport[]
  /** What the journey created on the real service and could not delete. */
  leftovers: string[]
}

const TRIM = 160

/** What the report shows of a body over the most `verify` reads: it kept none of it. */
const OVERSIZED = `(over ${ANSWER_LIMIT_BYTES / 1024 / 1024} MiB: not read)`

/** A body as the report shows it: secrets hidden (as the journal hides them), on one line, cut short. */
function trimmed(text: string): string {
  const shown = redactText(text).replace(/\s+/g, ' ').trim()
  return shown.length > TRIM ? `${shown.slice(0, TRIM)}…` : shown
}

const answerReport = (outcome: Outcome): AnswerReport =>
  'answer' in outcome
    ? { status: outcome.answer.status, body: outcome.answer.oversized ? OVERSIZED : trimmed(outcome.answer.text) }
    : outcome

/**
 * The report of one comparison run, step by step.
 * @example
 * const report = buildReport({ baseUrl, readOnly, steps, operations, real, mock, comparisons, timings, leftovers })
 */
export function buildReport(input: {
  baseUrl: string
  readOnly: boolean
  steps: readonly Step[]
  operations: readonly string[]
  real: readonly Outcome[]
  mock: readonly Outcome[]
  comparisons: readonly Comparison[]
  timings: VerifyReport['timings']
  leftovers: string[]
}): VerifyReport {
  const steps = input.steps.map((step, i): StepReport => {
    const { verdict, differences } = input.comparisons[i]!
    return {
      step: i + 1,
      operation: input.operations[i]!,
      request: { method: step.method, path: step.path, ...(step.note ? { note: step.note } : {}) },
      real: answerReport(input.real[i]!),
      mock: answerReport(input.mock[i]!),
      verdict,
      differences,
    }
  })
  const count = (verdict: Verdict): number => steps.filter((step) => step.verdict === verdict).length
  const summary = { steps: steps.length, same: count('same'), drift: count('drift'), skipped: count('skipped'), error: count('error') }
  return {
    baseUrl: input.baseUrl,
    readOnly: input.readOnly,
    drifted: summary.drift + summary.error > 0,
    summary,
    timings: input.timings,
    steps,
    leftovers: input.leftovers,
  }
}

const statusOf = (answer: AnswerReport): string => ('status' in answer ? String(answer.status) : 'skipped' in answer ? '—' : 'none')
const requestOf = ({ request }: StepReport): string => `${request.method} ${request.path}${request.note ? ` (${request.note})` : ''}`
const shown = (answer: AnswerReport): string =>
  'status' in answer
    ? `${answer.status} ${answer.body || '(no body)'}`
    : 'skipped' in answer
      ? `skipped: ${answer.skipped}`
      : `no answer: ${answer.failed}`
const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`

/**
 * The report as a table for the terminal: one row per step, and below each
 * step that drifted, what differs and both answers, trimmed.
 * @example
 * process.stdout.write(renderTable(report))
 */
export function renderTable(report: VerifyReport): string {
  const rows = report.steps.map((step) => [
    String(step.step),
    step.operation,
    requestOf(step),
    statusOf(step.real),
    statusOf(step.mock),
    step.verdict === 'drift' ? 'DRIFT' : step.verdict,
  ])
  const header = ['#', 'operation', 'request', 'real', 'mock', 'verdict']
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)))
  const line = (cells: string[]): string =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd()
  const out = [`Verifying the mock against ${report.baseUrl}${report.readOnly ? ' (read only)' : ''}`, '', line(header)]
  report.steps.forEach((step, i) => {
    out.push(line(rows[i]!))
    if (step.verdict === 'same') return
    for (const difference of step.differences) out.push(`      ${step.verdict === 'skipped' ? 'not compared, ' : ''}${difference}`)
    if (step.verdict === 'drift' || step.verdict === 'error') out.push(`      real: ${shown(step.real)}`, `      mock: ${shown(step.mock)}`)
  })
  const { same, drift, skipped, error } = report.summary
  out.push('', `${report.summary.steps} steps: ${same} same, ${drift} drifted, ${skipped} not compared, ${error} unanswered`)
  out.push(
    `Time: the real service ${seconds(report.timings.realMs)}, the mock ${seconds(report.timings.mockMs)}, in all ${seconds(report.timings.totalMs)}`,
  )
  for (const leftover of report.leftovers) out.push(`Left on the real service: ${leftover}`)
  out.push(
    report.drifted
      ? 'The mock has drifted from the service (or the service did not answer): see the steps above.'
      : 'No drift: the mock answers as the service does.',
  )
  return `${out.join('\n')}\n`
}
