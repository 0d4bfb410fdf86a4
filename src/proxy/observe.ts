import type { Bytes } from '../db/bytes.js'
import { readWithin } from '../http/read-within.js'
import type { RecordedExchange } from '../record/recorded-exchange.js'

/** The most bytes of one answer a recording keeps: past it, the answer is told as too large. */
const MAX_RECORDED_BYTES = 64 * 1024 * 1024

/** What a recorder is told of the request: as the proxy read it. */
export interface ObservedRequest {
  readonly method: string
  readonly path: string
  readonly search: string
  readonly headers: Headers
  readonly body: Bytes
}

function exchangeOf(request: ObservedRequest, status: number, contentType: string, body: Uint8Array | null): RecordedExchange {
  // Only a JSON body is ever read (a sign-in's API key): an upload's bytes are not decoded for nothing.
  const json = /json/i.test(request.headers.get('content-type') ?? '')
  const text = json && request.body.byteLength ? new TextDecoder().decode(request.body) : null
  return {
    method: request.method,
    path: request.path,
    query: new URLSearchParams(request.search),
    caller: request.headers.get('authorization'),
    requestText: text,
    status,
    contentType,
    body,
  }
}

/**
 * Tells `observe` of a proxied exchange once its answer is read whole (up
 * to 64 MiB; past it, or broken off, the exchange comes with why), and
 * answers the body the client is given: a copy of the same stream, which
 * flows on as it comes.
 * @example
 * const body = observed(answer.body, recorder.add, request, 200, 'application/json')
 */
export function observed(
  body: ReadableStream<Uint8Array> | null,
  observe: (exchange: RecordedExchange) => void,
  request: ObservedRequest,
  status: number,
  contentType: string,
): ReadableStream<Uint8Array> | null {
  if (!body) {
    observe(exchangeOf(request, status, contentType, null))
    return null
  }
  const [client, copy] = body.tee()
  void readWithin(copy, MAX_RECORDED_BYTES, () => new Error(`the answer is over ${MAX_RECORDED_BYTES} bytes`)).then(
    (bytes) => observe(exchangeOf(request, status, contentType, bytes)),
    (error: unknown) => observe({ ...exchangeOf(request, status, contentType, null), broken: String(error) }),
  )
  return client
}
