import { isDeepStrictEqual } from 'node:util'
import * as z from 'zod'
import { compileRecordCheck } from '../../../src/db/record-check.js'

/**
 * Runs `run` under `z.config({ jitless: true })`, as an app behind a strict
 * CSP configures zod, then puts the setting back as it was.
 * @example
 * const answer = withJitless(() => validateInput(TeamIdQuery, { team_id: 'x' }))
 */
export function withJitless<T>(run: () => T): T {
  const before = z.config().jitless
  z.config({ jitless: true })
  try {
    return run()
  } finally {
    z.config({ jitless: before })
  }
}

/** What the mock made of a value: the value it kept, or the error it threw (its name, message and details). */
export type Outcome = { value: unknown } | { error: { name: string; message: string; detail: unknown } }

/**
 * The outcome of `answer(value)`: the value, or the error's name, message and
 * details (a `ZodError`'s issues, an `ApiError`'s field errors).
 * @example
 * outcomeOf((value) => TeamRecord.parse(value), {}) // { error: { name: 'ZodError', … } }
 */
export function outcomeOf(answer: (value: unknown) => unknown, value: unknown): Outcome {
  try {
    return { value: answer(value) }
  } catch (error) {
    if (!(error instanceof Error)) return { error: { name: typeof error, message: String(error), detail: error } }
    const detail = 'issues' in error ? error.issues : 'errors' in error ? error.errors : undefined
    return { error: { name: error.name, message: error.message, detail } }
  }
}

/**
 * Checks that the mock answers `value` exactly the same way with zod's
 * `jitless` on as with it off: `answer()` makes the mock's own way through
 * (a table's bulk parse, a request's input validation), afresh for each. Under
 * jitless the schema has no compiled check: the mock leaves every value to zod.
 * Throws at a difference.
 * @example
 * sameUnderJitless('TeamRecord', TeamRecord, () => createBulkParse({ schema: TeamRecord, fields: undefined }, 'compiled'), record)
 */
export function sameUnderJitless(name: string, schema: z.ZodType, answer: () => (value: unknown) => unknown, value: unknown): void {
  const jit = outcomeOf(answer(), value)
  const jitless = withJitless(() => {
    if (compileRecordCheck(schema)) throw new Error(`${name}: a compiled check is used under jitless`)
    return outcomeOf(answer(), value)
  })
  if (!isDeepStrictEqual(jit, jitless)) {
    throw new Error(
      `${name}: answers otherwise under jitless: ${String(JSON.stringify(value)).slice(0, 300)}\n${JSON.stringify([jit, jitless]).slice(0, 600)}`,
    )
  }
}
