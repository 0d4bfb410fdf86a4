import * as z from 'zod'
import { SessionLimits } from '../sessions/schema.js'
import type { MockOptions } from './types.js'

/** The most entries one journal may keep: a full journal holds about 240 bytes an entry. */
const MAX_JOURNAL_SIZE = 100_000

const fn = z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function', 'Expected a function')

/**
 * The plain options of `createMock`, as a JavaScript caller may get them
 * wrong: scenarios and conditions are checked where they are read (an
 * unknown name lists the known ones), these here, before anything is made.
 */
const PlainOptions = z.object({
  baseUrl: z.string().min(1).optional(),
  scenario: z.string().min(1).optional(),
  scenarios: z.array(z.object({ name: z.string() }).loose()).optional(),
  clock: z.object({ now: fn, advance: fn, set: fn }).loose().optional(),
  limits: z
    .object({ maxUploadBytes: z.number().int().min(1).optional() })
    .strict()
    .optional(),
  journalSize: z.number().int().min(0).max(MAX_JOURNAL_SIZE).optional(),
  journalDetail: z.object({ prepare: fn }).loose().optional(),
  conditions: z.array(z.unknown()).optional(),
  seed: z.string().optional(),
  sessions: z
    .object({ ...SessionLimits.shape, now: fn.optional(), onEvict: fn.optional() })
    .strict()
    .optional(),
  coverage: z.boolean().optional(),
})

/** `createMock` was given an option it cannot use; the message names the option and what it takes. */
export class MockOptionsError extends TypeError {
  override readonly name = 'MockOptionsError'
}

/**
 * Checks the options of `createMock` before anything is made; throws a
 * `MockOptionsError` naming the first bad one (`journalSize: Too small: …`).
 * Unknown keys are left alone, as a newer caller's options may hold them.
 * @example
 * checkMockOptions({ journalSize: -1 }) // throws MockOptionsError: createMock: journalSize: Too small: expected number to be >=0
 */
export function checkMockOptions(options: unknown): MockOptions {
  if (options === undefined) return {}
  const result = PlainOptions.safeParse(options)
  if (result.success) return options as MockOptions
  const issue = result.error.issues[0] as z.core.$ZodIssue
  const path = issue.path
    .map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`))
    .join('')
    .replace(/^\./, '')
  throw new MockOptionsError(`createMock: ${path || 'options'}: ${issue.message}`)
}
