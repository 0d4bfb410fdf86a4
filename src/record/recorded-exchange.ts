/**
 * One exchange with the real service as the recorder reads it, whether a
 * proxy saw it go by or a HAR file kept it. Nothing of it is ever written:
 * the caller's credentials stay in memory, to tell callers apart.
 */
export interface RecordedExchange {
  readonly method: string
  /** The path below the service's base URL, e.g. `/teams/info`. */
  readonly path: string
  readonly query: URLSearchParams
  /** The `Authorization` header as sent, or null: who asked, held in memory only. */
  readonly caller: string | null
  /** The request's body as text, where it had one (a sign-in's API key links its token to its caller). */
  readonly requestText: string | null
  readonly status: number
  /** The answer's `Content-Type`, or `''`. */
  readonly contentType: string
  /** The answer's whole body, or null: none, or not kept whole (then `broken` says why). */
  readonly body: Uint8Array | null
  /** Why the answer cannot be read, where it cannot (cut short, over the size kept, stored outside a HAR). */
  readonly broken?: string
}

/** The envelope of a JSON answer: `{ success, message, result, … }`. */
export interface Envelope {
  readonly success?: unknown
  readonly message?: unknown
  readonly result?: unknown
}

/**
 * An answer's envelope, or undefined when its body is not JSON of that shape.
 * @example
 * envelopeOf(exchange)?.result
 */
export function envelopeOf(exchange: RecordedExchange): Envelope | undefined {
  if (!exchange.body || !/json/i.test(exchange.contentType)) return undefined
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(exchange.body))
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined
  } catch {
    return undefined
  }
}

/**
 * The `message` of an error answer's envelope, or null.
 * @example
 * messageOf('application/json', bytes) // 'Invalid token'
 */
export function messageOf(contentType: string, body: Uint8Array): string | null {
  const envelope = envelopeOf({
    method: '',
    path: '',
    query: new URLSearchParams(),
    caller: null,
    requestText: null,
    status: 0,
    contentType,
    body,
  })
  return typeof envelope?.message === 'string' ? envelope.message : null
}
