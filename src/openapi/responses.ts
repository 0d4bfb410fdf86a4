import type { ErrorStatus } from '../http/api-error.js'
import { responseHeaders } from './headers.js'
import { INVALID_TOKEN_BODY, ref } from './schemas.js'

/** An OpenAPI response object, or a reference to a shared one. */
export type ResponseObject = { [key: string]: unknown }

const json = (schema: string, message: string, extra: Record<string, unknown> = {}): ResponseObject => ({
  'application/json': {
    schema: ref(schema),
    example: { success: false, message, result: null, errors: null, except: null, ...extra },
  },
})

/**
 * The shared error answers, `components.responses`, one per status (two for
 * 401: a rejected bearer token and an unknown API key). Every one may carry
 * the rate-limit headers.
 * @example
 * const responses = errorResponseComponents()
 */
export function errorResponseComponents(): Record<string, ResponseObject> {
  return {
    ValidationFailed: {
      description: 'Bad Request: malformed JSON, a missing or ill-typed field, an id not in UUID form, a bad page.',
      headers: responseHeaders(),
      content: json('ValidationErrorEnvelope', 'Validation failed', {
        errors: [{ field: 'name', message: 'Expected a string, got a number' }],
      }),
    },
    Unauthorized: {
      description: 'Unauthorized',
      headers: responseHeaders({ 'WWW-Authenticate': true }),
      content: { 'application/json': { schema: ref('InvalidTokenEnvelope'), example: INVALID_TOKEN_BODY } },
    },
    InvalidApiKey: {
      description: 'Unauthorized: the API key is unknown.',
      headers: responseHeaders(),
      content: json('ErrorEnvelope', 'Invalid API key'),
    },
    Forbidden: {
      description: "Forbidden: the caller's team role does not allow the operation.",
      headers: responseHeaders(),
      content: json('ErrorEnvelope', 'Forbidden'),
    },
    NotFound: {
      description: 'Not Found: the resource does not exist or belongs to another account.',
      headers: responseHeaders(),
      content: json('ErrorEnvelope', 'Team not found'),
    },
    Conflict: {
      description: 'Conflict: the state of the resource forbids the operation.',
      headers: responseHeaders(),
      content: json('ErrorEnvelope', 'Document is archived'),
    },
    PayloadTooLarge: {
      description: 'Payload Too Large: the upload (`File too large`) or the request body (`Request body too large`) is over the limit.',
      headers: responseHeaders(),
      content: json('ErrorEnvelope', 'File too large'),
    },
    UriTooLong: {
      description: 'URI Too Long: the request line (the query string, mostly) is over 8 KiB, the most the standalone server reads.',
      headers: responseHeaders(),
      content: json('ErrorEnvelope', 'URI too long'),
    },
    SessionGone: {
      description:
        "Gone (the mock's own answer, not the service's): the session the request names with `X-Mock-Session` or `/_s/<id>` was evicted, over the limit of sessions or idle past its time to live, and its data with it; the message says which and why. `POST /__mock/reset` in that session starts it afresh.",
      headers: responseHeaders(),
      content: json(
        'ErrorEnvelope',
        'Session "worker-3" was evicted: over the limit of 200 sessions (serve --max-sessions), it was the least recently used. Its data is gone: POST /__mock/reset in this session starts it afresh.',
      ),
    },
    RangeNotSatisfiable: {
      description: 'Range Not Satisfiable: the one range asked for starts past the end.',
      headers: responseHeaders({ 'Content-Range': true }),
      content: json('ErrorEnvelope', 'Range not satisfiable'),
    },
    TooManyRequests: {
      description: 'Too Many Requests: rate limited; `Retry-After` says when to try again.',
      headers: responseHeaders({ 'Retry-After': true }),
      content: json('ErrorEnvelope', 'Too many requests'),
    },
    ServerFault: {
      description: 'Internal Server Error: a server fault, with its name and message in `except`.',
      headers: responseHeaders({ 'Retry-After': false }),
      content: json('ServerFaultEnvelope', 'Internal server error', { except: { name: 'Error', message: 'Simulated fault' } }),
    },
    ServiceUnavailable: {
      description:
        "Service Unavailable: the service is down for maintenance or overloaded; `Retry-After` says when to try again. The mock's own answers too (the message says which): a write its `--state` file cannot keep (nothing changed), a new session with no room (`--max-evicted`).",
      headers: responseHeaders({ 'Retry-After': false }),
      content: json('ErrorEnvelope', 'Service unavailable'),
    },
  }
}

/** Statuses of the server's edge or of no operation at all (a wrong or unknown method): no operation declares them. */
type UndeclaredStatus = 405 | 408 | 431 | 501

const BY_STATUS: Record<Exclude<ErrorStatus, UndeclaredStatus>, string> = {
  400: 'ValidationFailed',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  410: 'SessionGone',
  413: 'PayloadTooLarge',
  414: 'UriTooLong',
  416: 'RangeNotSatisfiable',
  429: 'TooManyRequests',
  500: 'ServerFault',
  503: 'ServiceUnavailable',
}

/** The shared answer's name of an error status: a public operation's 401 is the unknown API key, any other's the fixed `Invalid token`. */
function errorResponseName(status: ErrorStatus, isPublic: boolean): string {
  if (status === 405 || status === 408 || status === 431 || status === 501)
    throw new Error(`${status} is an answer of the server's edge or of no operation: no operation declares it`)
  return status === 401 && isPublic ? 'InvalidApiKey' : BY_STATUS[status]
}

/**
 * A reference to the shared answer of an error status.
 * @example
 * errorResponseRef(404, false) // { $ref: '#/components/responses/NotFound' }
 */
export function errorResponseRef(status: ErrorStatus, isPublic: boolean): ResponseObject {
  return { $ref: `#/components/responses/${errorResponseName(status, isPublic)}` }
}

/**
 * The shared answer of an error status without its body, as a `HEAD` answers it.
 * @example
 * headErrorResponse(404, false) // { description: 'Not Found: …; no body.', headers: {…} }
 */
export function headErrorResponse(status: ErrorStatus, isPublic: boolean): ResponseObject {
  const shared = errorResponseComponents()[errorResponseName(status, isPublic)]!
  return { description: `${shared.description as string} No body (HEAD).`, headers: shared.headers }
}
