/** A JSON value, as a request body of the journey is written. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/**
 * The most bytes of one answer `verify` reads: far above any answer of the journey (a page of
 * teams is a few KiB), far below what would strain its memory. Past it, reading stops.
 * @example
 * await readWithin(response.body, ANSWER_LIMIT_BYTES, () => new Error('over 16 MiB'))
 */
export const ANSWER_LIMIT_BYTES = 16 * 1024 * 1024

/** One answer as the journey keeps it: the body read whole (up to the limit), and parsed when it is JSON. */
export interface Answer {
  status: number
  headers: Headers
  /** The body as text; empty when it was over the limit. */
  text: string
  json: unknown
  /** True when the body was over `ANSWER_LIMIT_BYTES`: it was not read further, nor kept. */
  oversized?: boolean
}

/** How to delete what a step created, should the journey stop before its own delete step: `DELETE path` with `{ [field]: id }`. */
export interface Cleanup {
  what: string
  key: string
  path: string
  field: string
}

/**
 * One request of the journey, written once for both sides. `{key}` in the
 * path, headers and body takes the side's own value (its token, the ids its
 * earlier answers gave); a step whose value is missing is skipped on that side.
 */
export interface Step {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE'
  /** The contract's path and query: the operation and its declared answers are looked up by it. */
  path: string
  /** What sets this request apart from the operation's plain use, shown beside it. */
  note?: string
  body?: Json
  /** A multipart upload: these fields, beside a tiny text file named `{name}.txt`. */
  form?: Record<string, string>
  headers?: Record<string, string>
  /** The bearer token sent: the side's own (default), a made-up one, or none. */
  auth?: 'bad' | 'none'
  /** Values to keep from a successful answer, for later steps. */
  keep?: Record<string, (answer: Answer) => string | undefined>
  creates?: Cleanup
  /** The key of the created thing this step deletes: its cleanup is then done. */
  deletes?: string
  /** The bytes are the journey's own upload: the two bodies must be equal, byte for byte. */
  sameBytes?: boolean
}

/** The tiny file the journey uploads and streams back. */
export const UPLOAD_TEXT = 'doc-workspace-mock verify: a scratch file, safe to delete\n'
