import type { BlobRecord, DocumentRecord } from '../../db/schema.js'
import { ApiError } from '../../http/api-error.js'
import { contentDisposition, type Disposition } from './disposition.js'
import { parseRange } from './range.js'

/** Types a browser would run as a page of the origin that serves them (HTML, SVG, XML with its scripts). */
const ACTIVE_CONTENT = /^\s*(text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml)\s*(;|$)/i

/**
 * Stream Document's answer: the exact bytes (200), one range of them (206),
 * 304 when `If-None-Match` holds the current ETag, or 416 (thrown) when the
 * one range asked for lies past the end. `If-Range` with another ETag asks
 * for the whole file.
 * Every answer carries `X-Content-Type-Options: nosniff`, and a
 * `Content-Disposition` without path separators or control characters; an
 * HTML, SVG or XML file `Content-Security-Policy: sandbox`.
 * @example
 * return streamDocument(request, document, blob, 'inline')
 */
export function streamDocument(request: Request, document: DocumentRecord, blob: BlobRecord, disposition: Disposition): Response {
  const size = blob.bytes.byteLength
  // nosniff on every answer, 304 included: a browser takes the stored type as it is, never sniffing a text or
  // octet-stream upload into a page, nor running a file as a script or style whose type says otherwise.
  const validators = { ETag: blob.etag, 'Cache-Control': 'private, no-cache', 'X-Content-Type-Options': 'nosniff' }
  if (noneMatch(request.headers.get('if-none-match'), blob.etag)) return new Response(null, { status: 304, headers: validators })

  const headers: Record<string, string> = {
    ...validators,
    'Content-Type': document.mime_type,
    'Content-Disposition': contentDisposition(disposition, document.name),
    'Accept-Ranges': 'bytes',
    // An uploaded page or drawing opens inline in a sandbox of its own: its scripts never act as the mock's origin.
    ...(ACTIVE_CONTENT.test(document.mime_type) ? { 'Content-Security-Policy': 'sandbox' } : {}),
  }
  const ifRange = request.headers.get('if-range')
  const range = ifRange === null || ifRange.trim() === blob.etag ? parseRange(request.headers.get('range'), size) : null
  if (range === 'unsatisfiable') throw ApiError.rangeNotSatisfiable(size)
  if (range === null) {
    headers['Content-Length'] = String(size)
    return new Response(blob.bytes.slice(), { status: 200, headers })
  }
  headers['Content-Length'] = String(range.end - range.start + 1)
  headers['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`
  return new Response(blob.bytes.slice(range.start, range.end + 1), { status: 206, headers })
}

/** Whether `If-None-Match` (`*` or a list of ETags, weak or strong) matches the current ETag. */
function noneMatch(header: string | null, etag: string): boolean {
  if (header === null) return false
  if (header.trim() === '*') return true
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}
