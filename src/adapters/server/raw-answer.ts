/// <reference types="node" />
import type { ApiError } from '../../http/api-error.js'
import { errorEnvelope } from '../../http/envelope.js'
import { corsHeaders } from '../../app/cors.js'

const STATUS_TEXT: Partial<Record<number, string>> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Content Too Large',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
  501: 'Not Implemented',
}

/**
 * The bytes of an error answer written straight to a socket, for a request
 * that never became one: the envelope, CORS headers (so a browser sees the
 * status, not an opaque failure) and `Connection: close`.
 * @example
 * socket.end(rawAnswer(new ApiError(408, 'Request timeout'), null))
 */
export function rawAnswer(error: ApiError, origin: string | null): string {
  const body = JSON.stringify(errorEnvelope(error))
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(body)),
    ...corsHeaders(origin),
    ...error.headers,
    Connection: 'close',
  }
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`)
  return `HTTP/1.1 ${error.status} ${STATUS_TEXT[error.status] ?? 'Error'}\r\n${lines.join('\r\n')}\r\n\r\n${body}`
}
