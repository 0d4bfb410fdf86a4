import * as z from 'zod'

/**
 * What the journal can keep of a request's and an answer's headers and
 * bodies, for a developer to read back (the in-page devtools do). Off by
 * default: only what is cheap and safe is kept, and nothing when it is off.
 */

/** A body as the journal keeps it: text up to a cap, a form's fields, or only its size and type. */
export const CapturedBody = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('text'),
    type: z.string(),
    /** The text, cut at the cap. */
    text: z.string(),
    /** The whole body's length in bytes, when known. */
    size: z.number().int().nonnegative().nullable(),
    truncated: z.boolean(),
  }),
  z.object({
    kind: z.literal('form'),
    type: z.string(),
    /** Each field of a multipart form: its text, or a file's name, type and size. */
    fields: z.array(z.object({ name: z.string(), value: z.string() })),
  }),
  z.object({ kind: z.literal('binary'), type: z.string(), size: z.number().int().nonnegative().nullable() }),
  /** Not read, and why: a body a fault damaged or streams slowly is never held open. */
  z.object({ kind: z.literal('omitted'), reason: z.string() }),
])
export type CapturedBody = z.infer<typeof CapturedBody>

/** Headers in the order received, and the body (null when there is none). */
export const CapturedMessage = z.object({
  headers: z.array(z.tuple([z.string(), z.string()])),
  body: CapturedBody.nullable(),
})
export type CapturedMessage = z.infer<typeof CapturedMessage>

/**
 * A request and its answer (null when the answer was a network error), as
 * `entry.detail` of a journal that captures them.
 * @example
 * const mock = createMock({ journalDetail: createCapture() })
 * mock.journal.list()[0]?.detail?.request.body // { kind: 'text', type: 'application/json', text: '{"name":"Docs"}', … }
 */
export const ExchangeDetail = z.object({ request: CapturedMessage, response: CapturedMessage.nullable() })
export type ExchangeDetail = z.infer<typeof ExchangeDetail>
