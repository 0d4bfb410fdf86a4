import type { Bytes } from '../db/bytes.js'

/**
 * An envelope answer on its way through the layers: its status, its headers
 * as a plain record and its JSON text, with the read side of a Fetch
 * `Response`. A Fetch `Response` costs more to make than most answers (its
 * `Headers`, its body stream), so the mock makes one only where the answer
 * leaves for a Fetch consumer (`fetchResponseOf`), and the standalone server
 * writes the record and the text as they are. Like the bodiless answer it
 * stands for, its `body` is `null` until then; its reading methods read the text.
 * @example
 * const answer = new EnvelopeResponse(200, { 'content-type': 'application/json' }, '{"success":true,…}')
 * answer.headers.get('content-type') // 'application/json'
 */
export class EnvelopeResponse implements Response {
  readonly type: Response['type'] = 'default'
  readonly url = ''
  readonly redirected = false
  readonly statusText = ''
  readonly body = null
  readonly bodyUsed = false
  #headers: Headers | undefined

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
    this.#headers ??= new Headers(this.headerRecord)
    return this.#headers
  }

  /** The Fetch `Response` of the same status, headers and text. */
  toResponse(): Response {
    return new Response(this.envelope, { status: this.status, headers: this.headerRecord })
  }

  clone(): EnvelopeResponse {
    return new EnvelopeResponse(this.status, this.headerRecord, this.envelope)
  }

  async text(): Promise<string> {
    return this.envelope
  }

  async json(): Promise<unknown> {
    return JSON.parse(this.envelope)
  }

  arrayBuffer(): Promise<ArrayBuffer> {
    return this.toResponse().arrayBuffer()
  }

  async bytes(): Promise<Bytes> {
    return new Uint8Array(await this.arrayBuffer())
  }

  blob(): Promise<Blob> {
    return this.toResponse().blob()
  }

  formData(): Promise<FormData> {
    return this.toResponse().formData()
  }
}
