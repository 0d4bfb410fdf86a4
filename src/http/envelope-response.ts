/**
 * An envelope answer on its way through the layers: a Fetch `Response`
 * (`instanceof Response`, every member) that keeps its status, its headers as
 * a plain record and its JSON text as they were made. A Fetch `Response`
 * costs more to make than most answers (its `Headers`, its body stream), so
 * the real one is made the first time a member asks for what only it has
 * (`body` as a stream, `blob()`…), as `@hono/node-server`'s light response
 * does; the standalone server writes the record and the text as they are,
 * and `fetchResponseOf` gives code outside the mock the runtime's own class.
 * @example
 * const answer = new EnvelopeResponse(200, { 'content-type': 'application/json' }, '{"success":true,…}')
 * answer.headers.get('content-type') // 'application/json'
 * answer instanceof Response // true
 */
export class EnvelopeResponse implements Response {
  readonly type: Response['type'] = 'default'
  readonly url = ''
  readonly redirected = false
  readonly statusText = ''
  #headers: Headers | undefined
  #response: Response | undefined
  #used = false

  constructor(
    readonly status: number,
    /** The headers, by their lowercase names in order, as a Fetch `Headers` lists them. */
    readonly headerRecord: Readonly<Record<string, string>>,
    /** The envelope's JSON text. */
    readonly envelope: string,
  ) {}

  get ok(): boolean {
    return this.status >= 200 && this.status < 300
  }

  /** Made when first asked for: most answers are written without. */
  get headers(): Headers {
    this.#headers ??= this.#response?.headers ?? new Headers(this.headerRecord)
    return this.#headers
  }

  /** The Fetch `Response` of the same status, headers and text: made once, when first needed. */
  toResponse(): Response {
    this.#response ??= new Response(this.envelope, { status: this.status, headers: this.headerRecord })
    return this.#response
  }

  /** The body as a stream (the real response's). */
  get body(): ReadableStream<Uint8Array<ArrayBuffer>> {
    return this.toResponse().body as ReadableStream<Uint8Array<ArrayBuffer>>
  }

  get bodyUsed(): boolean {
    return this.#used || (this.#response?.bodyUsed ?? false)
  }

  /** The text read once, as a Fetch body is: a second read is refused with Fetch's own `TypeError`. */
  #take(): string {
    if (this.bodyUsed) throw new TypeError('Body is unusable: Body has already been read')
    this.#used = true
    return this.envelope
  }

  clone(): EnvelopeResponse {
    if (this.bodyUsed) throw new TypeError('Response.clone: Body has already been consumed.')
    return new EnvelopeResponse(this.status, this.headerRecord, this.envelope)
  }

  async text(): Promise<string> {
    return this.#take()
  }

  async json(): Promise<unknown> {
    return JSON.parse(this.#take())
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    return new TextEncoder().encode(this.#take()).buffer
  }

  async bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return new TextEncoder().encode(this.#take())
  }

  blob(): Promise<Blob> {
    return this.toResponse().blob()
  }

  formData(): Promise<FormData> {
    return this.toResponse().formData()
  }
}
// `instanceof Response` holds, as for the answer it stands for (every member above is its own).
Object.setPrototypeOf(EnvelopeResponse.prototype, Response.prototype)
