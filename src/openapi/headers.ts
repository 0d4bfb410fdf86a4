import type { RequestHeader } from '../http/route.js'
import type { JsonSchema } from './schemas.js'

/** An OpenAPI header, parameter or reference object. */
export type HeaderObject = { [key: string]: unknown }

const SECONDS: JsonSchema = { type: 'integer', minimum: 0 }

const header = (description: string, example: unknown, schema: JsonSchema = { type: 'string' }): HeaderObject => ({
  description,
  schema,
  example,
})

/**
 * The response headers of the service, `components.headers`: each one a
 * client may read, declared once and referred to by every answer that sends it.
 * @example
 * headerComponents().ETag // { description: …, schema: { type: 'string' }, example: '"…"' }
 */
export function headerComponents(): Record<string, HeaderObject> {
  return {
    ETag: header('The version of the bytes, for `If-None-Match` and `If-Range`.', '"10b5-4f9f2cab"'),
    'Cache-Control': header(
      '`private, no-cache`: a copy may be kept, and checked again with `If-None-Match` before use.',
      'private, no-cache',
    ),
    'Content-Length': header('The number of bytes in the body.', 4096, { type: 'integer', minimum: 0 }),
    'Content-Disposition': header(
      '`inline` (or `attachment` with `?disposition=attachment`) with an ASCII `filename`, plus the name as `filename*` (RFC 6266) ' +
        'when it is not plain ASCII or had to change: path separators (`/`, `\\`) and control characters never travel, each becomes `_`. ' +
        "The document's `name` stays as stored.",
      'attachment; filename="Resume _2026_.pdf"; filename*=UTF-8\'\'R%C3%A9sum%C3%A9%20%222026%22.pdf',
    ),
    'X-Content-Type-Options': header(
      '`nosniff`: the bytes are only ever their `Content-Type`; a browser never guesses another.',
      'nosniff',
      {
        type: 'string',
        const: 'nosniff',
      },
    ),
    'Content-Security-Policy': header(
      "`sandbox` on an HTML, SVG or XML file (the mock's own, not the service's): opened inline, its scripts run in an origin of their own, never as the server's.",
      'sandbox',
      { type: 'string', const: 'sandbox' },
    ),
    'Accept-Ranges': header('`bytes`: one `Range` is honoured.', 'bytes', { type: 'string', const: 'bytes' }),
    'Content-Range': header('`bytes <first>-<last>/<size>` on a 206, `bytes */<size>` on a 416.', 'bytes 0-99/4096', {
      type: 'string',
      pattern: '^bytes (\\d+-\\d+|\\*)/\\d+$',
    }),
    'Retry-After': header('Seconds to wait before trying again.', 30, SECONDS),
    'RateLimit-Limit': header('While a rate limit is in force: the requests allowed in each window.', 10, SECONDS),
    'RateLimit-Remaining': header('While a rate limit is in force: the requests left in the current window.', 0, SECONDS),
    'RateLimit-Reset': header('While a rate limit is in force: seconds until the window starts again.', 42, SECONDS),
    'WWW-Authenticate': header('`Bearer error="invalid_token"`', 'Bearer error="invalid_token"'),
    Allow: header('The methods of this path.', 'GET, HEAD'),
  }
}

/**
 * A reference to a header of `components.headers`, optional unless `required`.
 * @example
 * headerRef('ETag', true) // { $ref: '#/components/headers/ETag', … }
 */
export function headerRef(name: string, required = false): HeaderObject {
  const reference = { $ref: `#/components/headers/${name}` }
  // OpenAPI 3.1 lets a reference carry no `required` of its own; a required header is inlined instead.
  return required ? { ...headerComponents()[name], required: true } : reference
}

/** The rate-limit headers every answer may carry while a rate limit is in force. */
export const RATE_LIMIT_HEADERS = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'] as const

/**
 * The headers of an answer: its own (name → required), then the optional
 * rate-limit headers that any answer may carry.
 * @example
 * responseHeaders({ 'Retry-After': true })
 */
export function responseHeaders(own: Readonly<Record<string, boolean>> = {}): Record<string, HeaderObject> {
  const out: Record<string, HeaderObject> = {}
  for (const [name, required] of Object.entries(own)) out[name] = headerRef(name, required)
  for (const name of RATE_LIMIT_HEADERS) out[name] = headerRef(name)
  return out
}

const REQUEST_HEADERS: Record<RequestHeader, HeaderObject> = {
  Range: {
    name: 'Range',
    in: 'header',
    description:
      'One byte range: `bytes=0-99`, `bytes=100-` or `bytes=-100` answers 206; a range past the end answers 416. ' +
      'Several ranges, another unit or a malformed value are ignored (the whole file, 200).',
    schema: { type: 'string' },
    example: 'bytes=0-99',
  },
  'If-Range': {
    name: 'If-Range',
    in: 'header',
    description: 'Honour `Range` only while the ETag is still this one; otherwise answer the whole file.',
    schema: { type: 'string' },
    example: '"10b5-4f9f2cab"',
  },
  'If-None-Match': {
    name: 'If-None-Match',
    in: 'header',
    description: 'ETags of copies the client holds (or `*`): the current one answers 304 with no body.',
    schema: { type: 'string' },
    example: '"10b5-4f9f2cab"',
  },
}

/** The request headers of the service as `components.parameters`, keyed without hyphens (`IfNoneMatch`). */
export function parameterComponents(): Record<string, HeaderObject> {
  return Object.fromEntries(Object.entries(REQUEST_HEADERS).map(([name, parameter]) => [name.replaceAll('-', ''), parameter]))
}

/**
 * A reference to the parameter of a request header.
 * @example
 * requestHeaderRef('If-None-Match') // { $ref: '#/components/parameters/IfNoneMatch' }
 */
export function requestHeaderRef(name: RequestHeader): HeaderObject {
  return { $ref: `#/components/parameters/${name.replaceAll('-', '')}` }
}
