import { ApiError } from './api-error.js'
import { errorEnvelope, jsonHeaders } from './envelope.js'
import { EnvelopeResponse } from './envelope-response.js'

/**
 * The one place that turns an error into an answer, as Hono's `onError`
 * does: an `ApiError` becomes its envelope (for `Invalid token`, byte for
 * byte `{"success":false,"message":"Invalid token","result":null,"errors":null,"except":null}`);
 * anything else is unexpected, logged, and answered with the 500 envelope.
 * @example
 * try { … } catch (error) { return toErrorResponse(error) }
 * toErrorResponse(ApiError.notFound('Team')) // 404 `Team not found`
 */
export function toErrorResponse(error: unknown): Response {
  if (error instanceof ApiError) return new EnvelopeResponse(error.status, jsonHeaders(error.headers), JSON.stringify(errorEnvelope(error)))
  console.error('[doc-workspace-mock] unexpected error', error)
  const name = error instanceof Error ? error.name : 'Error'
  const message = error instanceof Error ? error.message : String(error)
  return toErrorResponse(ApiError.serverFault({ name, message }))
}

/**
 * What the journal notes of an error answered: an `ApiError`'s message, else the 500's.
 * @example
 * notes.message = errorMessageOf(error)
 */
export function errorMessageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : 'Internal server error'
}
