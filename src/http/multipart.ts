import type { z } from 'zod'
import { joinBytes, ownBytes, type Bytes } from '../db/bytes.js'
import { ApiError, type FieldError } from './api-error.js'
import { fieldMessages, toFieldErrors } from './field-errors.js'
import { fileFieldError } from './file-part.js'
import { multipartCeiling } from './multipart-ceiling.js'
import { boundaryOf, parseParts } from './multipart-parts.js'

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
  request: Request,
  options: MultipartOptions<S>,
): Promise<MultipartUpload<z.infer<S>>> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data\s*;.*\bboundary=/i.test(contentType)) {
    throw ApiError.badRequest(`Expected a multipart/form-data body, got ${wrongKind(contentType)}`, 'body')
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

/**
 * What arrived instead of a multipart body, in words a client can act on:
 * its Content-Type (`application/x-www-form-urlencoded`, as axios's fetch
 * adapter may send a `FormData`), or the multipart type without the boundary
 * that a hand-set header leaves out.
 */
const wrongKind = (contentType: string): string => {
  const type = contentType.split(';')[0]!.trim().slice(0, 100)
  if (!type) return 'no Content-Type'
  return /^multipart\/form-data$/i.test(type)
    ? `${type} without a boundary: a Content-Type set by hand; leave it to the client, which adds the boundary for a FormData`
    : type
}

/**
 * The body's bytes, stopping with 413 as soon as they pass `ceiling`. A body read in one chunk is not
 * copied, unless it comes from another realm (jsdom's window under MSW 3): the file kept from it must be this realm's.
 */
async function readCapped(request: Request, ceiling: number): Promise<Uint8Array> {
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
  if (chunks.length === 1) return ownBytes(chunks[0] as Uint8Array)
  return joinBytes(chunks, total)
}
