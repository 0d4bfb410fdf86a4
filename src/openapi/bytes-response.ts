import { responseHeaders } from './headers.js'
import type { ResponseObject } from './responses.js'

const BINARY = { type: 'string', format: 'binary' }

/**
 * The shared answers of a file stream, by status: the name in `components.responses` and what it says.
 * `X-Content-Type-Options` is always sent, yet optional here: the contract fixes no such header, so a
 * client must not count on it from the real service.
 */
const BY_STATUS: Record<number, { name: string; description: string; head: string; headers: Record<string, boolean> }> = {
  200: {
    name: 'DocumentBytes',
    description: "OK: the exact bytes, with the document's own `Content-Type`.",
    head: 'OK: the headers of the whole file, no body.',
    headers: {
      ETag: true,
      'Cache-Control': true,
      'Content-Length': true,
      'Content-Disposition': true,
      'Accept-Ranges': true,
      'X-Content-Type-Options': false,
      'Content-Security-Policy': false,
    },
  },
  206: {
    name: 'DocumentRange',
    description: "Partial Content: the one range asked for, with the document's own `Content-Type`.",
    head: 'Partial Content: the headers of the range asked for, no body.',
    headers: {
      ETag: true,
      'Cache-Control': true,
      'Content-Length': true,
      'Content-Range': true,
      'Content-Disposition': true,
      'Accept-Ranges': true,
      'X-Content-Type-Options': false,
      'Content-Security-Policy': false,
    },
  },
  304: {
    name: 'NotModified',
    description: 'Not Modified: `If-None-Match` holds the current ETag; keep the copy you have. No body.',
    head: 'Not Modified: `If-None-Match` holds the current ETag. No body.',
    headers: { ETag: true, 'Cache-Control': true, 'X-Content-Type-Options': false },
  },
}

const entryOf = (status: number) => {
  const entry = BY_STATUS[status]
  if (!entry) throw new Error(`No shared answer of a stream for status ${status}`)
  return entry
}

/**
 * The shared answer of a stream status: the bytes in every media type the
 * stream can have (none for 304), and the headers a download needs.
 * @example
 * bytesResponse(206, ['application/pdf', '*\/*'])
 */
export function bytesResponse(status: number, contentTypes: readonly string[]): { name: string; response: ResponseObject } {
  const { name, description, headers } = entryOf(status)
  const content = status === 304 ? {} : { content: Object.fromEntries(contentTypes.map((type) => [type, { schema: BINARY }])) }
  return { name, response: { description, headers: responseHeaders(headers), ...content } }
}

/**
 * The same answer as `HEAD` gives it: its status and headers, no body.
 * @example
 * headBytesResponse(200) // { description: 'OK: the headers of the whole file, no body.', headers: {…} }
 */
export function headBytesResponse(status: number): ResponseObject {
  const { head, headers } = entryOf(status)
  return { description: head, headers: responseHeaders(headers) }
}
