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
 * A Fetch `Request` a transport has already read whole (the standalone
 * server). It is a `Request` (`instanceof Request`, every member): method,
 * URL, headers and the body's bytes are kept as they were read, and the
 * real `Request` is made the first time a member asks for what only it has
 * (`signal`, `body` as a stream, `cache`…), as `@hono/node-server`'s light
 * request does. Most answers never make one. Code that hands the request to
 * something outside the mock (a scenario's `intercept`) gives it
 * `fetchRequestOf(request)` (`request-of.ts`): a `Request` of the runtime’s own class, which
 * its `fetch` accepts.
 * @example
 * const request = new ServedRequest({ method: 'GET', url: 'http://localhost:4010/teams', headers, body: null, signal })
 * request instanceof Request // true
 * await request.text() // ''
 */
export class ServedRequest implements Request {
  readonly method: string
  readonly url: string
  readonly headers: Headers
  readonly mark: AnswerMark | undefined
  readonly #bytes: Bytes | null
  readonly #signal: () => AbortSignal
  #request: Request | undefined
  #used = false

  constructor(init: ServedRequestInit) {
    this.method = init.method
    this.url = init.url
    this.headers = init.headers
    this.mark = init.mark
    this.#bytes = init.body !== null && init.body.byteLength > 0 ? init.body : null
    this.#signal = init.signal
  }

  /** The Fetch `Request` of the same method, URL, headers and body, on the same signal: made once, when first needed. */
  toRequest(): Request {
    this.#request ??= new Request(this.url, { method: this.method, headers: this.headers, body: this.#bytes, signal: this.#signal() })
    return this.#request
  }

  get signal(): AbortSignal {
    return this.#request?.signal ?? this.#signal()
  }

  /** The body as a stream (the real request's), `null` for none. */
  get body(): ReadableStream<Bytes> | null {
    return this.#bytes === null ? null : this.toRequest().body
  }

  get bodyUsed(): boolean {
    return this.#used || (this.#request?.bodyUsed ?? false)
  }

  /** The bytes read once, as a Fetch body is: a second read is refused with Fetch's own `TypeError`. */
  #take(): Bytes | null {
    if (this.bodyUsed) throw new TypeError('Body is unusable: Body has already been read')
    if (this.#bytes !== null) this.#used = true
    return this.#bytes
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    return this.#take()?.slice().buffer ?? new ArrayBuffer(0)
  }

  async bytes(): Promise<Bytes> {
    return this.#take()?.slice() ?? new Uint8Array(0)
  }

  async text(): Promise<string> {
    const bytes = this.#take()
    return bytes === null ? '' : new TextDecoder().decode(bytes)
  }

  async json(): Promise<unknown> {
    return JSON.parse(await this.text())
  }

  formData(): Promise<FormData> {
    return this.toRequest().formData()
  }

  blob(): Promise<Blob> {
    return this.toRequest().blob()
  }

  /** Another reader of the same bytes. */
  clone(): ServedRequest {
    if (this.bodyUsed) throw new TypeError('Request.clone: Body has already been consumed.')
    const copy = { method: this.method, url: this.url, headers: new Headers(this.headers), body: this.#bytes, signal: this.#signal }
    return new ServedRequest(this.mark ? { ...copy, mark: this.mark } : copy)
  }

  get cache(): Request['cache'] {
    return this.toRequest().cache
  }
  get credentials(): Request['credentials'] {
    return this.toRequest().credentials
  }
  get destination(): Request['destination'] {
    return this.toRequest().destination
  }
  get integrity(): string {
    return this.toRequest().integrity
  }
  get keepalive(): boolean {
    return this.toRequest().keepalive
  }
  get mode(): Request['mode'] {
    return this.toRequest().mode
  }
  get redirect(): Request['redirect'] {
    return this.toRequest().redirect
  }
  get referrer(): string {
    return this.toRequest().referrer
  }
  get referrerPolicy(): Request['referrerPolicy'] {
    return this.toRequest().referrerPolicy
  }
  /** What Node's Fetch declares of a request with a body; a request read whole has nothing left to stream. */
  get duplex(): 'half' {
    return 'half'
  }
}
// `instanceof Request` holds, as for the request it stands for (every member above is its own).
Object.setPrototypeOf(ServedRequest.prototype, Request.prototype)
