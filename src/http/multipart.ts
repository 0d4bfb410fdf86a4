import type { z } from 'zod'
import { joinBytes, type Bytes } from '../db/bytes.js'
import { ApiError, type FieldError } from './api-error.js'
import { fieldMessages, toFieldErrors } from './field-errors.js'
import { fileFieldError } from './file-part.js'
import { multipartCeiling } from './multipart-ceiling.js'
import type { IncomingRequest } from './served-request.js'

export { MULTIPART_OVERHEAD_BYTES, multipartCeiling } from './multipart-ceiling.js'

/** The file part of a multipart body. */
export interface MultipartFile {
  /** The part's `filename` as sent (`''` when empty). */
  readonly name: string
  /** The part's `Content-Type`: `text/plain` when it has none (RFC 7578), `''` when it is not ASCII. */
  readonly type: string
  /** The file's bytes, a copy of its own. */
  readonly bytes: Bytes
}

/** A validated multipart body: the file part and the text fields. */
export interface MultipartUpload<T> {
  readonly file: MultipartFile
  readonly fields: T
}

export interface MultipartOptions<S extends z.ZodType> {
  /** The text fields, validated like a JSON body (400 with field errors). */
  readonly fields: S
  /** The name of the file part. Default: `file`. */
  readonly fileField?: string
  /** The largest file accepted, in bytes; larger answers 413 `File too large`. */
  readonly maxBytes: number
}

/**
 * Reads a `multipart/form-data` body with a size limit. A body that is not
 * multipart, cannot be parsed, or lacks the file part answers 400; a
 * `Content-Length` or a streamed body beyond the limit answers 413 before
 * the rest is read, and so does a file part larger than `maxBytes`.
 * @example
 * const { file, fields } = await readMultipart(request, { fields: UploadFields, maxBytes: state.limits.maxUploadBytes })
 */
export async function readMultipart<S extends z.ZodType>(
  request: IncomingRequest,
  options: MultipartOptions<S>,
): Promise<MultipartUpload<z.infer<S>>> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data\s*;.*\bboundary=/i.test(contentType)) {
    throw ApiError.badRequest('Expected a multipart/form-data body', 'body')
  }
  const ceiling = multipartCeiling(options.maxBytes)
  const declared = Number(request.headers.get('content-length') ?? Number.NaN)
  if (Number.isFinite(declared) && declared > ceiling) throw ApiError.tooLarge()

  const parts = parseParts(await readCapped(request, ceiling), boundaryOf(contentType))
  const fileField = options.fileField ?? 'file'
  const errors: FieldError[] = []
  const part = parts.find(({ name }) => name === fileField)
  const notAFile = part === undefined ? 'Required' : fileFieldError(part.filename, part.body)
  if (notAFile !== null) errors.push({ field: fileField, message: notAFile })

  const values: Record<string, string> = {}
  for (const { name, filename, body } of parts) {
    if (name !== fileField && filename === null && !(name in values)) values[name] = new TextDecoder().decode(body)
  }
  const parsed = options.fields.safeParse(values, { error: fieldMessages })
  if (!parsed.success) errors.push(...toFieldErrors(parsed.error, values))
  if (errors.length > 0 || part?.filename == null) throw ApiError.validation(errors)

  if (part.body.byteLength > options.maxBytes) throw ApiError.tooLarge()
  // A copy of its own: the file outlives the request, which need not keep the whole body alive.
  const type = part.type ?? 'text/plain'
  const file: MultipartFile = { name: part.filename, type: /^[\x00-\x7f]*$/.test(type) ? type : '', bytes: part.body.slice() }
  return { file, fields: parsed.data as z.infer<S> }
}

/** The body's bytes, stopping with 413 as soon as they pass `ceiling`. A body read in one chunk is not copied. */
async function readCapped(request: IncomingRequest, ceiling: number): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      total += value.byteLength
      if (total > ceiling) {
        // Not awaited: cancelling one branch of a teed body (MSW keeps a clone) settles only when both are cancelled.
        reader.cancel().catch(() => undefined)
        throw ApiError.tooLarge()
      }
      chunks.push(value)
    }
  } catch (error) {
    if (error instanceof ApiError) throw error
    throw ApiError.badRequest('The request body could not be read', 'body')
  }
  if (chunks.length === 1) return chunks[0] as Uint8Array
  return joinBytes(chunks, total)
}

/** One part of a multipart body: a text field (`filename` null) or a file; `body` is a view of the request's bytes. */
interface Part {
  readonly name: string
  readonly filename: string | null
  readonly type: string | null
  readonly body: Uint8Array
}

const malformed = (): ApiError => ApiError.badRequest('Malformed multipart/form-data body', 'body')

/** The `boundary` parameter of a multipart `Content-Type`, quoted or not. */
function boundaryOf(contentType: string): string {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i.exec(contentType)
  const boundary = match?.[1] ?? match?.[2]
  if (boundary === undefined) throw malformed()
  return boundary
}

/**
 * The parts of a multipart body (RFC 7578, RFC 2046), each a view of `body`
 * rather than a copy: a multi-megabyte upload is searched once, never copied
 * part by part. A preamble and an epilogue are ignored; anything else out of
 * shape (no closing boundary, a part without a name) is a 400.
 */
function parseParts(body: Uint8Array, boundary: string): Part[] {
  const dashBoundary = new TextEncoder().encode(`--${boundary}`)
  const delimiter = new TextEncoder().encode(`\r\n--${boundary}`)
  const find = searcher(delimiter)
  const parts: Part[] = []
  const opening = startsWith(body, dashBoundary, 0) ? -2 : find(body, 0)
  if (opening === -1) throw malformed()
  let at = opening + 2
  for (;;) {
    at += dashBoundary.length
    if (body[at] === 0x2d && body[at + 1] === 0x2d) return parts
    while (body[at] === 0x20 || body[at] === 0x09) at++
    if (body[at] !== 0x0d || body[at + 1] !== 0x0a) throw malformed()
    const headersEnd = findHeadersEnd(body, at)
    const end = headersEnd < 0 ? -1 : find(body, headersEnd + 4)
    if (end < 0) throw malformed()
    parts.push(partOf(new TextDecoder().decode(body.subarray(at + 2, headersEnd)), body.subarray(headersEnd + 4, end)))
    at = end + 2
  }
}

const startsWith = (haystack: Uint8Array, needle: Uint8Array, at: number): boolean => needle.every((byte, i) => haystack[at + i] === byte)

/**
 * A Boyer–Moore–Horspool search for `needle`: it skips up to the needle's
 * length at a time, so a 24 MiB file is crossed in a few milliseconds
 * without `Buffer` (this code also runs in browsers).
 */
function searcher(needle: Uint8Array): (haystack: Uint8Array, from: number) => number {
  const last = needle.length - 1
  const skip = new Uint32Array(256).fill(needle.length)
  for (let i = 0; i < last; i++) skip[needle[i] as number] = last - i
  return (haystack, from) => {
    for (let i = from; i + last < haystack.length; i += skip[haystack[i + last] as number] as number) {
      let j = last
      while (j >= 0 && haystack[i + j] === needle[j]) j--
      if (j < 0) return i
    }
    return -1
  }
}

/** The blank line that ends a part's headers. */
const findHeadersEnd = searcher(new Uint8Array([0x0d, 0x0a, 0x0d, 0x0a]))

/** A part from its header lines: `Content-Disposition: form-data; name="…"; filename="…"` and `Content-Type`. */
function partOf(head: string, body: Uint8Array): Part {
  let name: string | null = null
  let filename: string | null = null
  let type: string | null = null
  for (const line of head === '' ? [] : head.split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon <= 0) throw malformed()
    const field = line.slice(0, colon).trim().toLowerCase()
    const value = line.slice(colon + 1).trim()
    if (field === 'content-type') type = value
    if (field !== 'content-disposition') continue
    if (!/^form-data\s*(;|$)/i.test(value)) throw malformed()
    const params = new Map<string, string>()
    for (const [, key, quoted, token] of value.matchAll(/;\s*([\w!#$%&'*+.^`|~-]+)\s*=\s*(?:"([^"]*)"|([^;\s]*))/g)) {
      params.set((key as string).toLowerCase(), quoted ?? token ?? '')
    }
    const given = (key: string): string | null => (params.has(key) ? unescapeName(params.get(key) as string) : null)
    const extended = /^utf-8''(.*)$/i.exec(params.get('filename*') ?? '')?.[1]
    name = given('name')
    filename = extended === undefined ? given('filename') : decodeExtended(extended)
  }
  if (name === null) throw malformed()
  return { name, filename, type, body }
}

/** Browsers escape a newline and a quote in a field or file name as `%0A`, `%0D` and `%22` (the HTML standard's encoding). */
const unescapeName = (name: string): string => name.replace(/%0A/gi, '\n').replace(/%0D/gi, '\r').replace(/%22/g, '"')

/** A `filename*` (RFC 5987) after its `UTF-8''`; one that is not UTF-8 percent-encoding is a malformed part. */
function decodeExtended(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    throw malformed()
  }
}
