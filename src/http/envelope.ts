import type { ApiError, ExceptInfo, FieldError } from './api-error.js'
import { EnvelopeResponse } from './envelope-response.js'

/** Every JSON body of the service has these five members, in this order. */
export interface Envelope<T> {
  success: boolean
  message: string
  result: T
  errors: FieldError[] | null
  except: ExceptInfo | null
}

const JSON_HEADERS: Readonly<Record<string, string>> = Object.freeze({ 'content-type': 'application/json' })

/** Headers by their lowercase names in order, later ones replacing earlier ones, as a Fetch `Headers` lists them. */
function headerRecord(...sources: ReadonlyArray<Readonly<Record<string, string>>>): Readonly<Record<string, string>> {
  const merged: Record<string, string> = {}
  for (const source of sources) for (const [name, value] of Object.entries(source)) merged[name.toLowerCase()] = value
  const record: Record<string, string> = {}
  for (const name of Object.keys(merged).sort()) record[name] = merged[name] as string
  return record
}

/**
 * The answer as code outside the mock reads it: an envelope becomes the
 * runtime's own `Response` (which its `fetch` and MSW take), any other answer
 * stays as it is. Every answer that leaves the mock passes here.
 * @example
 * const response = fetchResponseOf(await world.answer(exchange))
 * await response.json()
 */
export function fetchResponseOf(response: Response): Response {
  return response instanceof EnvelopeResponse ? response.toResponse() : response
}

/**
 * Whether an answer has a body (an envelope always has, and is asked without making its stream).
 * @example
 * if (hasBody(response)) response = await truncated(response)
 */
export function hasBody(response: Response): boolean {
  return response instanceof EnvelopeResponse || response.body !== null
}

/**
 * A copy of an answer with other headers, its body (or envelope text) kept.
 * @example
 * withHeaders(response, { 'RateLimit-Remaining': '9' })
 */
export function withHeaders(response: Response, extra: Readonly<Record<string, string>>): Response {
  if (response instanceof EnvelopeResponse)
    return new EnvelopeResponse(response.status, headerRecord(response.headerRecord, extra), response.envelope)
  const headers = new Headers(response.headers)
  for (const [name, value] of Object.entries(extra)) headers.set(name, value)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

/**
 * The headers of a JSON answer with `extra` beside `content-type`, as an envelope carries them.
 * @example
 * jsonHeaders({ 'Retry-After': '30' }) // { 'content-type': 'application/json', 'retry-after': '30' }
 */
export function jsonHeaders(extra: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  return Object.keys(extra).length ? headerRecord(JSON_HEADERS, extra) : JSON_HEADERS
}

/**
 * A success envelope, HTTP 200.
 * @example
 * return ok('Team retrieved', presentTeam(team))
 */
export function ok(message: string, result: unknown): Response {
  const body: Envelope<unknown> = { success: true, message, result, errors: null, except: null }
  return new EnvelopeResponse(200, JSON_HEADERS, JSON.stringify(body))
}

/**
 * The error envelope of an `ApiError` as a plain object, for a transport that
 * writes raw bytes (a socket that can no longer carry a `Response`).
 * @example
 * JSON.stringify(errorEnvelope(ApiError.badRequest('Malformed request')))
 */
export function errorEnvelope(error: ApiError): Envelope<null> {
  return { success: false, message: error.message, result: null, errors: error.errors, except: error.except }
}
