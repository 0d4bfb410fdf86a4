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

function jsonResponse(text: string, init: ResponseInit): Response {
  const response = new Response(text, init)
  texts.set(response, text)
  return response
}

/**
 * The JSON text an envelope response was made of: a transport that writes
 * bytes (the standalone server) writes it as it is rather than reading the
 * body stream back, the same bytes for a fraction of the cost. `undefined`
 * for any other response (one a layer made anew, such as a truncated body).
 * @example
 * const text = envelopeText(response) ?? await response.text()
 */
export function envelopeText(response: Response): string | undefined {
  return texts.get(response)
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
