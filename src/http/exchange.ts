import type { Route } from './route.js'

/** What the layers around the operations learn about one request, for the journal and the coverage. */
export interface ExchangeNotes {
  /** The scenario whose state answered. */
  scenario?: string
  /** The envelope's `message` of an error answer (it tells a 409's reasons apart). */
  message?: string
  /** The conditions in force for this request, by name. */
  conditions?: readonly string[]
  /** The delay a condition added before the answer, in milliseconds. */
  delayMs?: number
  /** The fault a condition injected, e.g. `network`, `status:503`, `truncate`. */
  fault?: string
}

/**
 * One request on its way through the layers: the request (a Fetch `Request`,
 * or the standalone server's `ServedRequest`), where it points below the base URL, the operation it names (when one does), and the
 * notes each layer leaves for the journal.
 */
export interface Exchange {
  readonly request: Request
  readonly url: URL
  /** The path below the base URL, e.g. `/teams/info`. */
  readonly path: string
  /** The operation of the contract at this method and path; `undefined` for none. */
  readonly route: Route | undefined
  readonly notes: ExchangeNotes
}

/** The rest of the pipeline, as a layer sees it. */
export type Next = (exchange: Exchange) => Promise<Response>

/**
 * A layer around the operations (conditions, journal…): it may answer by
 * itself, delay, or change the answer of `next`; it never knows the transport.
 * `Response.error()` stands for a network error, which each runtime translates.
 */
export type Layer = (exchange: Exchange, next: Next) => Promise<Response>

/**
 * Wraps `core` in `layers`, the first one outermost.
 * @example
 * const answer = composeLayers([journalLayer, conditionsLayer], operate)
 */
export function composeLayers(layers: readonly Layer[], core: Next): Next {
  return layers.reduceRight<Next>((next, layer) => (exchange) => layer(exchange, next), core)
}
