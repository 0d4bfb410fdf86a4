import type { z } from 'zod'
import { ApiError, type FieldError } from './api-error.js'
import { fieldMessages, toFieldErrors } from './field-errors.js'
import type { IncomingRequest } from './served-request.js'

/**
 * Room for what a multipart body carries besides the file: boundaries, part
 * headers and the small text fields. The limit itself applies to the file.
 */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024

/** A validated multipart body: the file part and the text fields. */
export interface MultipartUpload<T> {
  readonly file: File
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
export async function readMultipart<S extends z.ZodType>(request: IncomingRequest, options: MultipartOptions<S>): Promise<MultipartUpload<z.infer<S>>> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data\s*;.*\bboundary=/i.test(contentType)) {
    throw ApiError.badRequest('Expected a multipart/form-data body', 'body')
  }
  const ceiling = options.maxBytes + MULTIPART_OVERHEAD_BYTES
  const declared = Number(request.headers.get('content-length') ?? Number.NaN)
  if (Number.isFinite(declared) && declared > ceiling) throw ApiError.tooLarge()

  const form = await parseForm(await readCapped(request, ceiling), contentType)
  const fileField = options.fileField ?? 'file'
  const errors: FieldError[] = []
  const part = form.get(fileField)
  if (part === null) errors.push({ field: fileField, message: 'Required' })
  else if (typeof part === 'string') errors.push({ field: fileField, message: 'Expected a file, got a string' })

  const values: Record<string, string> = {}
  for (const [name, value] of form) {
    if (name !== fileField && typeof value === 'string' && !(name in values)) values[name] = value
  }
  const parsed = options.fields.safeParse(values, { error: fieldMessages })
  if (!parsed.success) errors.push(...toFieldErrors(parsed.error, values))
  if (errors.length > 0) throw ApiError.validation(errors)

  const file = part as File
  if (file.size > options.maxBytes) throw ApiError.tooLarge()
  return { file, fields: parsed.data as z.infer<S> }
}

/** The body's bytes, stopping with 413 as soon as they pass `ceiling`. */
async function readCapped(request: IncomingRequest, ceiling: number): Promise<Uint8Array<ArrayBuffer>> {
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
  const bytes = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

async function parseForm(bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<FormData> {
  try {
    return await new Response(bytes, { headers: { 'content-type': contentType } }).formData()
  } catch {
    throw ApiError.badRequest('Malformed multipart/form-data body', 'body')
  }
}
