import type { Contract } from './contract.js'
import { ANSWER_LIMIT_BYTES, type Answer, type Step } from './step.js'
import type { Outcome } from './run.js'
import { shapeDifferences } from './shape.js'

/** How one step came out: the same on both sides, drifted, not compared (and why), or unanswered. */
export type Verdict = 'same' | 'drift' | 'skipped' | 'error'

export interface Comparison {
  verdict: Verdict
  /** What differs, one line each (or why the step was not compared). */
  differences: string[]
}

const mib = (bytes: number): string => `${bytes / 1024 / 1024} MiB`

/** An envelope's `message` and the fields its errors name, when the body is one. */
function wordsOf(answer: Answer): { message?: string; errors?: string } {
  const body: unknown = answer.json
  if (typeof body !== 'object' || body === null) return {}
  const { message, errors } = body as { message?: unknown; errors?: unknown }
  const fieldOf = (error: unknown): string =>
    String(((typeof error === 'object' && error !== null ? error : {}) as { field?: unknown }).field)
  const listed = Array.isArray(errors) ? errors.map(fieldOf).sort().join('; ') : undefined
  return { ...(typeof message === 'string' ? { message } : {}), ...(listed === undefined ? {} : { errors: listed }) }
}

/** The headers the contract declares for the answer: always-sent ones present on both sides, fixed values equal, the same media type. */
function headerDifferences(real: Answer, mock: Answer, step: Step, contract: Contract): string[] {
  const declared = contract.answer(step.method, step.path, real.status)
  const differences: string[] = []
  for (const { name, required, constant } of declared.headers) {
    const [inReal, inMock] = [real.headers.get(name), mock.headers.get(name)]
    if (required && inReal === null) differences.push(`header ${name} (declared, always sent) is missing from the real answer`)
    if (required && inMock === null) differences.push(`header ${name} (declared, always sent) is missing from the mock's answer`)
    if (constant !== undefined && inReal !== null && inMock !== null && inReal !== inMock) {
      differences.push(`header ${name}: real "${inReal}", mock "${inMock}" (the contract fixes "${constant}")`)
    }
  }
  const mediaType = (answer: Answer): string => (answer.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (step.method !== 'HEAD' && declared.mediaTypes.length && mediaType(real) !== mediaType(mock)) {
    differences.push(`Content-Type: real "${mediaType(real)}", mock "${mediaType(mock)}"`)
  }
  return differences
}

/**
 * The words the contract fixes: the message of an invalid bearer credential's
 * 401 (`Invalid token`), byte for byte; elsewhere the wording is the mock's
 * own, so only the fields an error names are compared.
 */
function wordDifferences(real: Answer, mock: Answer): string[] {
  const [inReal, inMock] = [wordsOf(real), wordsOf(mock)]
  const differences: string[] = []
  const quoted = (message: string | undefined): string => (message === undefined ? '(none)' : JSON.stringify(message))
  const fixed = real.status === 401 || mock.status === 401
  if (fixed && inReal.message !== inMock.message)
    differences.push(`message: real ${quoted(inReal.message)}, mock ${quoted(inMock.message)}`)
  if (inReal.errors !== inMock.errors) differences.push(`errors: real [${inReal.errors ?? '(none)'}], mock [${inMock.errors ?? '(none)'}]`)
  return differences
}

/**
 * Compares the real service's answer to one step with the mock's: the
 * status, the headers the contract declares for it, the body's shape and
 * the envelope's words. A body over the most `verify` reads is a drift that
 * says so. A step skipped or unanswered on either side is not compared, and
 * says why.
 * @example
 * compareStep(step, { answer: real }, { answer: mock }, contract) // { verdict: 'drift', differences: ['status: real 400, mock 404'] }
 */
export function compareStep(step: Step, real: Outcome, mock: Outcome, contract: Contract): Comparison {
  if ('failed' in real) return { verdict: 'error', differences: [`no answer from the real service: ${real.failed}`] }
  if ('failed' in mock) return { verdict: 'error', differences: [`no answer from the mock: ${mock.failed}`] }
  if ('skipped' in real || 'skipped' in mock) {
    const why = [...('skipped' in real ? [`real: ${real.skipped}`] : []), ...('skipped' in mock ? [`mock: ${mock.skipped}`] : [])]
    return { verdict: 'skipped', differences: why }
  }
  const [a, b] = [real.answer, mock.answer]
  const differences: string[] = []
  if (a.status !== b.status) {
    const undeclared = contract.answer(step.method, step.path, a.status).declared
      ? ''
      : ` (the contract declares no ${a.status} for this operation)`
    differences.push(`status: real ${a.status}, mock ${b.status}${undeclared}`)
  } else differences.push(...headerDifferences(a, b, step, contract))
  // A body too large to read has nothing to compare but its size: the drift says so, and no more of the body is.
  const oversized = [a.oversized && 'real answer', b.oversized && "mock's answer"].filter((side) => typeof side === 'string')
  if (oversized.length) {
    for (const side of oversized)
      differences.push(`body: the ${side} is over ${mib(ANSWER_LIMIT_BYTES)}, the most verify reads of one; it read no further`)
    return { verdict: 'drift', differences }
  }
  if (a.status === b.status) {
    const { schema } = contract.answer(step.method, step.path, a.status)
    if (a.json !== undefined && b.json !== undefined)
      differences.push(...shapeDifferences(a.json, b.json, contract, schema ? [schema] : []))
    else if (step.method !== 'HEAD' && (a.json === undefined) !== (b.json === undefined)) {
      differences.push(
        `body: ${a.json === undefined ? 'not JSON' : 'JSON'} in the real answer, ${b.json === undefined ? 'not JSON' : 'JSON'} in the mock's`,
      )
    }
    if (step.sameBytes && a.text !== b.text)
      differences.push(`body: the real answer's ${a.text.length} characters differ from the mock's ${b.text.length}`)
  }
  differences.push(...wordDifferences(a, b))
  return { verdict: differences.length ? 'drift' : 'same', differences }
}
