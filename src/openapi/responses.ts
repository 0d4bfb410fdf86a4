import type { ErrorStatus } from '../http/api-error.js'
import { INVALID_TOKEN_BODY, ref, type JsonSchema } from './schemas.js'

/** An OpenAPI response object, or a reference to a shared one. */
export type ResponseObject = { [key: string]: unknown }

const header = (description: string, schema: JsonSchema = { type: 'string' }): ResponseObject => ({ description, schema })

const json = (schema: string, message: string, extra: Record<string, unknown> = {}): ResponseObject => ({
  'application/json': {
    schema: ref(schema),
    example: { success: false, message, result: null, errors: null, except: null, ...extra },
  },
})

/**
 * The shared error answers, `components.responses`, one per status (two for
 * 401: a rejected bearer token and an unknown API key).
 * @example
 * const responses = errorResponseComponents()
 */
export function errorResponseComponents(): Record<string, ResponseObject> {
  return {
    ValidationFailed: {
      description: 'Bad Request: malformed JSON, a missing or ill-typed field, an id not in UUID form, a bad page.',
      content: json('ValidationErrorEnvelope', 'Validation failed', { errors: [{ field: 'team_id', message: 'Must be a UUID' }] }),
    },
    Unauthorized: {
      description: 'Unauthorized',
      headers: { 'WWW-Authenticate': header('`Bearer error="invalid_token"`') },
      content: { 'application/json': { schema: ref('InvalidTokenEnvelope'), example: INVALID_TOKEN_BODY } },
    },
    InvalidApiKey: {
      description: 'Unauthorized: the API key is unknown.',
      content: json('ErrorEnvelope', 'Invalid API key'),
    },
    Forbidden: { description: 'Forbidden: the caller\'s team role does not allow the operation.', content: json('ErrorEnvelope', 'Forbidden') },
    NotFound: {
      description: 'Not Found: the resource does not exist or belongs to another account.',
      content: json('ErrorEnvelope', 'Team not found'),
    },
    MethodNotAllowed: {
      description: 'Method Not Allowed',
      headers: { Allow: header('The methods of this path.') },
      content: json('ErrorEnvelope', 'Method not allowed'),
    },
    Conflict: { description: 'Conflict: the state of the resource forbids the operation.', content: json('ErrorEnvelope', 'Document is archived') },
    PayloadTooLarge: {
      description: 'Payload Too Large: the upload (`File too large`) or the request body (`Request body too large`) is over the limit.',
      content: json('ErrorEnvelope', 'File too large'),
    },
    UriTooLong: {
      description: 'URI Too Long: the request line (the query string, mostly) is over 8 KiB, the most the standalone server reads.',
      content: json('ErrorEnvelope', 'URI too long'),
    },
    RangeNotSatisfiable: {
      description: 'Range Not Satisfiable',
      headers: { 'Content-Range': header('`bytes */<size>`') },
      content: json('ErrorEnvelope', 'Range not satisfiable'),
    },
    TooManyRequests: {
      description: 'Too Many Requests: rate limited.',
      headers: { 'Retry-After': header('Seconds to wait before trying again.', { type: 'string', pattern: '^[0-9]+$' }) },
      content: json('ErrorEnvelope', 'Too many requests'),
    },
    ServerFault: {
      description: 'Internal Server Error: a server fault, with its name and message in `except`.',
      content: json('ServerFaultEnvelope', 'Internal server error', { except: { name: 'Error', message: 'Simulated fault' } }),
    },
    ServiceUnavailable: {
      description: 'Service Unavailable: the service is down for maintenance or overloaded; `Retry-After` says when to try again.',
      headers: { 'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 0 } } },
      content: json('ErrorEnvelope', 'Service unavailable'),
    },
  }
}

const BY_STATUS: Record<ErrorStatus, string> = {
  400: 'ValidationFailed',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  405: 'MethodNotAllowed',
  408: 'RequestTimeout',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  414: 'UriTooLong',
  416: 'RangeNotSatisfiable',
  429: 'TooManyRequests',
  431: 'HeadersTooLarge',
  500: 'ServerFault',
  501: 'NotImplemented',
  503: 'ServiceUnavailable',
}

/**
 * A reference to the shared answer of an error status. A public operation's
 * 401 is the unknown API key, any other's is the fixed `Invalid token`.
 * @example
 * errorResponseRef(404, false) // { $ref: '#/components/responses/NotFound' }
 */
export function errorResponseRef(status: ErrorStatus, isPublic: boolean): ResponseObject {
  const name = status === 401 && isPublic ? 'InvalidApiKey' : BY_STATUS[status]
  return { $ref: `#/components/responses/${name}` }
}

const REASONS: Record<number, string> = { 200: 'OK', 201: 'Created', 204: 'No Content', 206: 'Partial Content' }

/**
 * The success answer of an operation that does not answer JSON, such as a
 * file stream: the bytes, with the headers a download needs.
 * @example
 * rawSuccess('application/octet-stream', 206)
 */
export function rawSuccess(contentType: string, status: number): ResponseObject {
  const etag = header('The version of the bytes, for `If-None-Match` and `If-Range`.')
  if (status === 304) return { description: 'Not Modified: `If-None-Match` holds the current ETag; no body.', headers: { ETag: etag } }
  const headers: Record<string, ResponseObject> = {
    ETag: etag,
    'Content-Length': header('The number of bytes sent.', { type: 'integer', minimum: 0 }),
    'Content-Disposition': header('`inline` or `attachment`, with the file name.'),
    'Accept-Ranges': header('`bytes`: a `Range` header is honoured.'),
  }
  if (status === 206) headers['Content-Range'] = header('`bytes <first>-<last>/<size>`')
  return {
    description: `${REASONS[status] ?? 'Success'}: the bytes, with their own \`Content-Type\`.`,
    headers,
    content: { [contentType]: { schema: { type: 'string', format: 'binary' } } },
  }
}
