import * as z from 'zod'
import { SessionLimits } from '../sessions/schema.js'

/** The most entries one journal may keep: an entry holds about 260 bytes (the bench: memory per session with a full journal). */
const MAX_JOURNAL_SIZE = 100_000

const fn = z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function', 'Expected a function')

/**
 * Whether requests can ever match below `value`: an absolute http(s) URL
 * with no query; or a path, where a page resolves it. MSW matches a
 * relative URL against `location.href`, and leaves it unmatched where there
 * is no `location` (Node). Why not is said by options-error.ts.
 */
const isBaseUrl = (value: string): boolean => {
  if (/^\/(?!\/)/.test(value)) return 'location' in globalThis
  try {
    return /^https?:$/.test(new URL(value).protocol) && !/[?#]/.test(value)
  } catch {
    return false
  }
}

/**
 * The plain options of a mock, as a JavaScript caller may get them wrong:
 * scenarios and conditions are checked where they are read (an unknown name
 * lists the known ones), these here, before anything is made; a name that is
 * none of these is refused too.
 */
const PlainOptions = z.strictObject({
  baseUrl: z.string().min(1).refine(isBaseUrl).optional(),
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

/** The names of a mock's options, for the message about one that is none of them. */
export const MOCK_OPTION_NAMES: readonly string[] = Object.keys(PlainOptions.shape)

/**
 * The first thing wrong with a mock's options (the entry's `extra` ones
 * aside), or undefined when there is none. Only the check: the message
 * (`mockOptionsError`) loads where it is needed, so the browser entry does
 * not carry it.
 * @example
 * const issue = optionsIssue(options, ['quiet'])
 * if (issue) throw mockOptionsError('startMockWorker', issue, options, ['quiet'])
 */
export function optionsIssue(options: unknown, extra: readonly string[] = []): z.core.$ZodIssue | undefined {
  if (options === undefined) return undefined
  const mine =
    options && typeof options === 'object' && !Array.isArray(options)
      ? Object.fromEntries(Object.entries(options).filter(([key]) => !extra.includes(key)))
      : options
  return PlainOptions.safeParse(mine).error?.issues[0]
}
