import type { Bytes } from '../db/bytes.js'
import type { AnswerMark } from '../journal/source.js'

/** What a served request was made of: the parts a transport has already read. */
export interface ServedRequestInit {
  readonly method: string
  readonly url: string
  readonly headers: Headers
  /** The whole body as read; `null` for none. */
  readonly body: Bytes | null
  /** The signal that the client went away, made when first asked for (most answers never wait). */
  readonly signal: () => AbortSignal
  /** Where the app stands in front of the real service: the journal's `source` for the answer, and its redaction. */
  readonly mark?: AnswerMark
}

/**
 * A request a transport has already read whole (the standalone server):
 * everything the layers and operations read of a Fetch `Request` — method,
 * URL, headers, body, signal — without building one, which costs more than
 * most answers. `toRequest()` makes the Fetch `Request` where one is owed
 * (a scenario's `intercept`).
 * @example
 * const request = new ServedRequest({ method: 'GET', url: 'http://localhost:4010/teams', headers, body: null, signal })
 * await request.text() // ''
 */
export class ServedRequest {
  readonly method: string
  readonly url: string
  readonly headers: Headers
  readonly mark: AnswerMark | undefined
  readonly #bytes: Bytes | null
  readonly #signal: () => AbortSignal
  #body: ReadableStream<Bytes> | null | undefined

  constructor(init: ServedRequestInit) {
    this.method = init.method
    this.url = init.url
    this.headers = init.headers
    this.mark = init.mark
    this.#bytes = init.body !== null && init.body.byteLength > 0 ? init.body : null
    this.#signal = init.signal
  }

  get signal(): AbortSignal {
    return this.#signal()
  }

  /** The body as a stream, made on first use; `null` for none, as a Fetch `Request`'s. */
  get body(): ReadableStream<Bytes> | null {
    if (this.#body === undefined) this.#body = this.#bytes === null ? null : new Response(this.#bytes).body
    return this.#body
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    return this.#bytes === null ? new ArrayBuffer(0) : this.#bytes.slice().buffer
  }

  async text(): Promise<string> {
    return this.#bytes === null ? '' : new TextDecoder().decode(this.#bytes)
  }

  async json(): Promise<unknown> {
    return JSON.parse(await this.text())
  }

  async formData(): Promise<FormData> {
    return this.toRequest().formData()
  }

  /** Another reader of the same bytes. */
  clone(): ServedRequest {
    return new ServedRequest({
      method: this.method,
      url: this.url,
      headers: new Headers(this.headers),
      body: this.#bytes,
      signal: this.#signal,
    })
  }

  /** The Fetch `Request` of the same method, URL, headers and body, on the same signal. */
  toRequest(): Request {
    return new Request(this.url, { method: this.method, headers: this.headers, body: this.#bytes, signal: this.signal })
  }
}

/**
 * A request as the layers and operations read it: a Fetch `Request` (MSW,
 * `mock.handle()`) or a `ServedRequest` (the standalone server).
 */
export type IncomingRequest = Request | ServedRequest

/**
 * The Fetch `Request` of an incoming request, made only when it is a served one.
 * @example
 * scenario.intercept?.({ request: fetchRequestOf(request), route, state })
 */
export function fetchRequestOf(request: IncomingRequest): Request {
  return request instanceof ServedRequest ? request.toRequest() : request
}
