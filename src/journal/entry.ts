import * as z from 'zod'
import { ExchangeDetail } from './detail.js'

// Apart from the journal itself: the schema is for readers of `GET /__mock/requests`; the mock never parses its
// own entries, so the browser entry leaves the schema out (0.2 KiB gzip).

/**
 * One request the mock answered, as `mock.journal.list()` and `GET /__mock/requests` give it.
 * @example
 * const { result } = await (await fetch(`${server.url}/__mock/requests`)).json()
 * const entries = result.items.map((item: unknown) => JournalEntry.parse(item))
 */
export const JournalEntry = z.object({
  /** Increases by one per request, so entries keep their order across a clear. */
  id: z.number().int(),
  method: z.string(),
  /** The path as requested, base path included, without the query string. */
  path: z.string(),
  /** The query string, with its `?`, or `''`. */
  query: z.string(),
  /** The HTTP status answered; 0 when the answer was a network error (no answer at all). */
  status: z.number().int(),
  /** The service's name of the operation; null when no operation is at that method and path. */
  operation: z.string().nullable(),
  /** The envelope's message of an error answer (`Invalid token`, a 409's reason…); null for a success. */
  message: z.string().nullable(),
  /** The scenario that served it. */
  scenario: z.string(),
  /** The session that served it; null for the default one. */
  session: z.string().nullable(),
  /** The conditions in force, by name. */
  conditions: z.array(z.string()),
  /** The delay a condition added before the answer, in milliseconds. */
  delayMs: z.number().nonnegative(),
  /** The fault a condition injected (`network`, `status:503`, `rate-limit`, `hang`, `truncate`…); null for none. */
  fault: z.string().nullable(),
  /** When it arrived, ISO 8601 UTC, by the wall clock. */
  time: z.string(),
  /** The request's and the answer's headers and bodies; only when the journal captures them (off by default). */
  detail: ExchangeDetail.optional(),
  /**
   * Who answered, in front of the real service (`serve --proxy`): `simulated` by the mock, `proxied` by the service
   * through it. Absent when the mock proxies nothing.
   */
  source: z.union([z.literal('simulated'), z.literal('proxied')]).optional(),
})
export type JournalEntry = z.infer<typeof JournalEntry>
