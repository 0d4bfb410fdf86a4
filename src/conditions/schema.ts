import * as z from 'zod'

/**
 * One vocabulary for conditions, whichever way they come in: the `conditions`
 * option and `mock.conditions.set()` in Node and the browser, the
 * `X-Mock-Conditions` header, `PUT /__mock/conditions`, `serve --conditions`,
 * the page's `?conditions=` and the panel all read these schemas.
 */

/** The request header that sets the conditions of one request: `slow, flaky`, or `none`. */
export const CONDITIONS_HEADER = 'x-mock-conditions'

const Ms = z.number().int('Must be a whole number of milliseconds').min(0, 'Must be 0 or more').max(600_000, 'Must be 600000 ms or less')
const Rate = z.number().min(0, 'Must be between 0 and 1').max(1, 'Must be between 0 and 1')

/** How long an answer waits: a fixed time, or a seeded draw from a distribution. */
export const Delay = z.union([
  Ms,
  z.object({ kind: z.literal('fixed'), ms: Ms }).strict(),
  z
    .object({ kind: z.literal('uniform'), min: Ms, max: Ms })
    .strict()
    .refine((d) => d.min <= d.max, { error: 'min must not exceed max', path: ['max'] }),
  z.object({ kind: z.literal('lognormal'), median: Ms, sigma: z.number().min(0).max(3).default(0.6), max: Ms.optional() }).strict(),
])
export type Delay = z.infer<typeof Delay>

/** The statuses a fault may answer with the service's envelope. */
export const FaultStatus = z.union([z.literal(429), z.literal(500), z.literal(503)])

/**
 * What goes wrong with a request, and how often. Before the operation runs
 * (it changes nothing): `status`, `network`, `hang`. After it ran (the
 * client cannot know whether it did): `truncate`, `invalid-json`, `slow-body`.
 */
export const Fault = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('status'),
      status: FaultStatus,
      rate: Rate.default(1),
      retryAfter: z.number().int().min(0).max(86_400).optional(),
    })
    .strict(),
  z.object({ kind: z.literal('network'), rate: Rate.default(1) }).strict(),
  z.object({ kind: z.literal('hang'), rate: Rate.default(1) }).strict(),
  z.object({ kind: z.literal('truncate'), rate: Rate.default(1), bytes: z.number().int().min(0).optional() }).strict(),
  z.object({ kind: z.literal('invalid-json'), rate: Rate.default(1) }).strict(),
  z.object({ kind: z.literal('slow-body'), rate: Rate.default(1), bytesPerSecond: z.number().int().min(1).max(1e9) }).strict(),
])
export type Fault = z.infer<typeof Fault>
export type FaultKind = Fault['kind']

/** A token bucket per caller: `limit` requests, refilled evenly over `windowSeconds` of the mock's clock. */
export const RateLimit = z.object({ limit: z.number().int().min(1).max(1e6), windowSeconds: z.number().int().min(1).max(86_400) }).strict()
export type RateLimit = z.infer<typeof RateLimit>

/** A condition's name: kebab-case, as the header and the CLI flag give it. */
export const ConditionName = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'Must be kebab-case, 1 to 40 characters')

/** An operation a condition or a hold is aimed at: its name (`Upload Document`) or `METHOD /path` (`POST /documents/upload`). */
export const OperationRef = z.string().trim().min(1, 'Must not be empty')

/** A condition of your own. */
export const ConditionSpec = z
  .object({
    name: ConditionName,
    description: z.string().max(500).optional(),
    /** Only these operations; every one when absent. */
    operations: z.array(OperationRef).min(1).optional(),
    delay: Delay.optional(),
    faults: z.array(Fault).max(20).optional(),
    rateLimit: RateLimit.optional(),
  })
  .strict()
  .refine((spec) => (spec.faults ?? []).reduce((sum, fault) => sum + fault.rate, 0) <= 1 + 1e-9, {
    error: 'The rates of the faults add up to more than 1',
    path: ['faults'],
  })
export type ConditionSpec = z.infer<typeof ConditionSpec>
/** A condition as written by a user: a known name, or a spec (`rate` and `sigma` may be left to their defaults). */
export type ConditionSpecInput = z.input<typeof ConditionSpec>

/** A condition by name (built-in, or one defined earlier) or by spec. */
export const ConditionInput = z.union([ConditionName, ConditionSpec])
export type ConditionInput = z.input<typeof ConditionInput>

/** The body of `PUT /__mock/conditions`, and what `GET` answers. */
export const ConditionsBody = z.object({ conditions: z.array(ConditionInput).max(20) }).strict()

/** What a held request is failed with: a fault that happens before the operation. */
export const HoldFault = z.union([z.literal('network'), FaultStatus])
export type HoldFault = z.infer<typeof HoldFault>

const Word = z.number().int()

/**
 * Where a world's conditions are in their course, as a state file carries it:
 * the position of the seeded sequence that draws delays and faults, and each
 * rate-limit bucket (ms on the mock's clock). Restored, the next answers are
 * those the world would have given.
 */
export const ConditionsProgress = z
  .object({
    random: z.tuple([Word, Word, Word, Word]),
    buckets: z.array(z.object({ condition: z.string(), caller: z.string(), tokens: z.number().min(0), at: z.number() }).strict()),
  })
  .strict()
export type ConditionsProgress = z.infer<typeof ConditionsProgress>
