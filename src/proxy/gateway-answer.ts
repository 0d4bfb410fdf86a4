/** What went wrong between the proxy and the service, as the 502 or 504 says it. */
export type UpstreamFailure =
  /** No connection: refused, reset, a name that does not resolve, a certificate refused. */
  | { readonly kind: 'unreachable'; readonly cause: string }
  /** Connected, and the connection closed before the answer was whole (nothing, 1xx alone, a head or an error's body cut short). */
  | { readonly kind: 'closed'; readonly cause: string }
  /** Bytes that are not an HTTP/1.1 answer: what the parser refused, and where. */
  | { readonly kind: 'malformed'; readonly cause: string }
  /** A final answer whose status no HTTP answer has (600 and above, or below 200). */
  | { readonly kind: 'status'; readonly status: number }
  /** An error answer over the most the proxy reads of one to journal its message. */
  | { readonly kind: 'oversized'; readonly limit: number }
  /** Silence past the time-out: before the answer's headers, or in the middle of an error answer's body. */
  | { readonly kind: 'timeout'; readonly seconds: number; readonly during: 'headers' | 'body' }

/** The most characters of the service's bytes quoted in a message: enough to recognise them. */
const QUOTED = 60

interface CauseLike {
  readonly name?: unknown
  readonly code?: unknown
  readonly message?: unknown
  readonly data?: unknown
}

/** One line of a message, as Node's own errors sometimes span several (an assertion's). */
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim()

/**
 * What a rejected Fetch of the service says of the service: no connection,
 * a connection closed before the answer, or bytes that are not HTTP, with
 * the start of those bytes where Node's parser kept them.
 * @example
 * failureOf(new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } })) // { kind: 'unreachable', cause: 'ECONNREFUSED' }
 */
export function failureOf(error: unknown): UpstreamFailure {
  const cause = (error as { cause?: CauseLike | null } | null)?.cause ?? null
  const code = typeof cause?.code === 'string' ? cause.code : undefined
  const message = typeof cause?.message === 'string' ? oneLine(cause.message) : undefined
  // Node's parser (llhttp) names its refusals HPE_*; Node 24 drops the code but keeps the error's name.
  if (cause?.name === 'HTTPParserError' || code?.startsWith('HPE_')) {
    const sent = typeof cause?.data === 'string' && cause.data ? `, at ${JSON.stringify(cause.data.slice(0, QUOTED))}` : ''
    return { kind: 'malformed', cause: `${message ?? code ?? 'not HTTP/1.1'}${sent}` }
  }
  // Node's HTTP client checks some status lines (a status below 100, a 101 with no upgrade) by assertion.
  if (code === 'ERR_ASSERTION') return { kind: 'malformed', cause: `Node's HTTP client refused the answer's head (${message ?? code})` }
  if (code === 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH') return { kind: 'malformed', cause: message ?? code }
  if (code === 'UND_ERR_SOCKET') return { kind: 'closed', cause: message ?? code }
  if (code) return { kind: 'unreachable', cause: code }
  if (message) return { kind: 'unreachable', cause: message }
  return { kind: 'unreachable', cause: error instanceof Error ? oneLine(error.message) : String(error) }
}

/** The envelope's message, which the journal keeps too: what happened, in one line. */
function messageOf(baseUrl: string, failure: UpstreamFailure): string {
  switch (failure.kind) {
    case 'unreachable':
      return `Bad gateway: the proxy could not reach ${baseUrl}`
    case 'closed':
      return `Bad gateway: the service at ${baseUrl} closed the connection before its answer was whole (${failure.cause})`
    case 'malformed':
      return `Bad gateway: the service at ${baseUrl} sent an answer that is not HTTP: ${failure.cause}`
    case 'status':
      return `Bad gateway: the service at ${baseUrl} answered with status ${failure.status}, which no final HTTP answer has (200 to 599)`
    case 'oversized':
      return `Bad gateway: the service at ${baseUrl} sent an error answer over ${failure.limit} bytes, the most the proxy reads of one`
    case 'timeout':
      return failure.during === 'headers'
        ? `Gateway timeout: the service at ${baseUrl} sent no answer within ${failure.seconds} s`
        : `Gateway timeout: the service at ${baseUrl} stopped in the middle of its answer, silent for ${failure.seconds} s`
  }
}

/** What to do about it. */
function adviceOf(baseUrl: string, failure: UpstreamFailure): string {
  const simulate = 'or serve without --proxy to simulate every answer.'
  switch (failure.kind) {
    case 'unreachable':
      return `${failure.cause}. Check that the service answers at ${baseUrl} (the URL given to --proxy), ${simulate}`
    case 'timeout':
      return (
        `The request to it was aborted after ${failure.seconds} s (--proxy-timeout). Raise --proxy-timeout for a slow service, ` +
        `check that the service answers at ${baseUrl}, ${simulate}`
      )
    default:
      return `The answer was not passed on. Check that ${baseUrl} (the URL given to --proxy) is the service's HTTP address, ${simulate}`
  }
}

/**
 * The envelope of an answer the proxy could not get from the service: 504
 * when it waited past its time-out, else 502. It says where the proxy went,
 * what the service did (or sent), and what to do. Never a simulated answer
 * in its place.
 * @example
 * gatewayAnswer('https://api.example.test', { kind: 'status', status: 600 }) // 502 {"success":false,"message":"Bad gateway: …"}
 */
export function gatewayAnswer(baseUrl: string, failure: UpstreamFailure): { response: Response; message: string } {
  const message = messageOf(baseUrl, failure)
  const envelope = {
    success: false,
    message,
    result: null,
    errors: null,
    except: { name: 'ProxyError', message: adviceOf(baseUrl, failure) },
  }
  const status = failure.kind === 'timeout' ? 504 : 502
  return { response: new Response(JSON.stringify(envelope), { status, headers: { 'content-type': 'application/json' } }), message }
}
