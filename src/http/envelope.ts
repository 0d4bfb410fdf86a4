import type { ApiError, ExceptInfo, FieldError } from './api-error.js'

/** Every JSON body of the service has these five members, in this order. */
export interface Envelope<T> {
  success: boolean
  message: string
  result: T
  errors: FieldError[] | null
  except: ExceptInfo | null
}

const JSON_HEADERS = { 'Content-Type': 'application/json' }

/** The JSON text of each envelope response made here, while the response lives. */
const texts = new WeakMap<Response, string>()

/**
 * An envelope travels the layers as its text beside a bodiless `Response`:
 * a body stream costs more than most answers, and the standalone server
 * writes the text as it is. `fetchResponseOf` gives it a body where it
 * leaves for a Fetch consumer.
 */
function jsonResponse(text: string, init: ResponseInit): Response {
  const response = new Response(null, init)
  texts.set(response, text)
  return response
}

/**
 * The JSON text of an envelope response made here: a transport that writes
 * bytes (the standalone server) writes it as it is. `undefined` for any other
 * response (one a layer made anew, such as a truncated body).
 * @example
 * const text = envelopeText(response) ?? await response.text()
 */
export function envelopeText(response: Response): string | undefined {
  return texts.get(response)
}

/**
 * The answer as a Fetch consumer reads it: an envelope gets its body (the
 * same response otherwise). Every answer that leaves the mock passes here.
 * @example
 * const response = fetchResponseOf(await world.answer(exchange))
 * await response.json()
 */
export function fetchResponseOf(response: Response): Response {
  const text = texts.get(response)
  if (text === undefined || response.body !== null) return response
  const full = new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers })
  texts.set(full, text)
  return full
}

/**
 * Whether an answer has a body, an envelope's text included.
 * @example
 * if (hasBody(response)) response = await truncated(response)
 */
export function hasBody(response: Response): boolean {
  return response.body !== null || texts.has(response)
}

/**
 * A copy of an answer with other headers, its body (or envelope text) kept.
 * @example
 * withHeaders(response, { 'RateLimit-Remaining': '9' })
 */
export function withHeaders(response: Response, extra: Readonly<Record<string, string>>): Response {
  const headers = new Headers(response.headers)
  for (const [name, value] of Object.entries(extra)) headers.set(name, value)
  const init = { status: response.status, statusText: response.statusText, headers }
  const text = texts.get(response)
  return text !== undefined && response.body === null ? jsonResponse(text, init) : new Response(response.body, init)
}

/**
 * A success envelope, HTTP 200.
 * @example
 * return ok('Team retrieved', presentTeam(team))
 */
export function ok<T>(message: string, result: T, init: ResponseInit = {}): Response {
  const body: Envelope<T> = { success: true, message, result, errors: null, except: null }
  return jsonResponse(JSON.stringify(body), { status: 200, ...init, headers: { ...JSON_HEADERS, ...init.headers } })
}

/**
 * The error envelope of an `ApiError`. For `Invalid token` this is, byte for byte,
 * `{"success":false,"message":"Invalid token","result":null,"errors":null,"except":null}`.
 * @example
 * errorResponse(ApiError.notFound('Team')) // 404
 */
export function errorResponse(error: ApiError): Response {
  return jsonResponse(JSON.stringify(errorEnvelope(error)), { status: error.status, headers: { ...JSON_HEADERS, ...error.headers } })
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
