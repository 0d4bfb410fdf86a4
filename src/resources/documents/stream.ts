import type { BlobRecord, DocumentRecord } from '../../db/schema.js'
import { ApiError } from '../../http/api-error.js'
import { parseRange } from './range.js'
import type { IncomingRequest } from '../../http/served-request.js'

/** How the browser should treat the file: show it, or save it. */
export type Disposition = 'inline' | 'attachment'

/**
 * Stream Document's answer: the exact bytes (200), one range of them (206),
 * 304 when `If-None-Match` holds the current ETag, or 416 (thrown) when the
 * one range asked for lies past the end. `If-Range` with another ETag asks
 * for the whole file. `head` answers the same status and headers, no body.
 * @example
 * return streamDocument(request, document, blob, 'inline')
 */
export function streamDocument(request: IncomingRequest, document: DocumentRecord, blob: BlobRecord, disposition: Disposition, head = false): Response {
  const size = blob.bytes.byteLength
  const validators = { ETag: blob.etag, 'Cache-Control': 'private, no-cache' }
  if (noneMatch(request.headers.get('if-none-match'), blob.etag)) return new Response(null, { status: 304, headers: validators })

  const headers: Record<string, string> = {
    ...validators,
    'Content-Type': document.mime_type,
    'Content-Disposition': contentDisposition(disposition, document.name),
    'Accept-Ranges': 'bytes',
  }
  const ifRange = request.headers.get('if-range')
  const range = ifRange === null || ifRange.trim() === blob.etag ? parseRange(request.headers.get('range'), size) : null
  if (range === 'unsatisfiable') throw ApiError.rangeNotSatisfiable(size)
  if (range === null) {
    headers['Content-Length'] = String(size)
    return new Response(head ? null : blob.bytes.slice(), { status: 200, headers })
  }
  headers['Content-Length'] = String(range.end - range.start + 1)
  headers['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`
  return new Response(head ? null : blob.bytes.slice(range.start, range.end + 1), { status: 206, headers })
}

/** Whether `If-None-Match` (`*` or a list of ETags, weak or strong) matches the current ETag. */
function noneMatch(header: string | null, etag: string): boolean {
  if (header === null) return false
  if (header.trim() === '*') return true
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

/**
 * A `Content-Disposition` that any browser reads: an ASCII `filename`
 * (accents dropped, anything else replaced by `_`) and the exact name as
 * `filename*=UTF-8''…` (RFC 6266 / RFC 5987).
 * @example
 * contentDisposition('inline', 'Résumé "2026".pdf')
 * // `inline; filename="Resume _2026_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%222026%22.pdf`
 */
export function contentDisposition(disposition: Disposition, name: string): string {
  const exact = name.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
  const ascii = exact
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_')
  const encoded = encodeURIComponent(exact).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`
}
