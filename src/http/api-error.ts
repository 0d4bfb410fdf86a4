/** The statuses the service answers with when something is wrong. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 408 | 409 | 410 | 413 | 414 | 416 | 429 | 431 | 500 | 501 | 503

/** One field's complaint in a 400 answer. */
export interface FieldError {
  field: string
  message: string
}

/** What a simulated server fault carries in `except`. */
export interface ExceptInfo {
  name: string
  message: string
}

/**
 * The one error type of the mock. Operations throw it (and a scenario's
 * `intercept` may), and the mock answers it as the service's error envelope
 * with its status: operations never build responses.
 * @example
 * throw ApiError.notFound('Team')
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'

  constructor(
    readonly status: ErrorStatus,
    message: string,
    readonly errors: FieldError[] | null = null,
    readonly headers: Readonly<Record<string, string>> = {},
    readonly except: ExceptInfo | null = null,
  ) {
    super(message)
  }

  static validation(errors: FieldError[]): ApiError {
    return new ApiError(400, 'Validation failed', errors)
  }

  static badRequest(message: string, field = 'request'): ApiError {
    return new ApiError(400, 'Validation failed', [{ field, message }])
  }

  /** The fixed answer to a missing, malformed, unknown or expired bearer token. */
  static invalidToken(): ApiError {
    return new ApiError(401, 'Invalid token', null, { 'WWW-Authenticate': 'Bearer error="invalid_token"' })
  }

  static invalidApiKey(): ApiError {
    return new ApiError(401, 'Invalid API key')
  }

  static forbidden(): ApiError {
    return new ApiError(403, 'Forbidden')
  }

  /** `ApiError.notFound('Team')` answers 404 `Team not found`. */
  static notFound(resource: string): ApiError {
    return new ApiError(404, `${resource} not found`)
  }

  static methodNotAllowed(allowed: readonly string[]): ApiError {
    return new ApiError(405, 'Method not allowed', null, { Allow: allowed.join(', ') })
  }

  /** `ApiError.noOperation('/nowhere')` answers 404 `No operation at /nowhere`: no operation of the service lives at that path. */
  static noOperation(path: string): ApiError {
    return new ApiError(404, `No operation at ${path}`)
  }

  /** A method the service implements on no path at all (`TRACE`, `PROPFIND`…). */
  static notImplemented(method: string): ApiError {
    return new ApiError(501, `Method ${method} is not implemented`)
  }

  static conflict(message: string): ApiError {
    return new ApiError(409, message)
  }

  static tooLarge(message = 'File too large'): ApiError {
    return new ApiError(413, message)
  }

  static rangeNotSatisfiable(size: number): ApiError {
    return new ApiError(416, 'Range not satisfiable', null, { 'Content-Range': `bytes */${size}` })
  }

  static tooManyRequests(retryAfterSeconds: number): ApiError {
    return new ApiError(429, 'Too many requests', null, { 'Retry-After': String(retryAfterSeconds) })
  }

  static serverFault(except: ExceptInfo): ApiError {
    return new ApiError(500, 'Internal server error', null, {}, except)
  }

  static unavailable(retryAfterSeconds: number): ApiError {
    return new ApiError(503, 'Service unavailable', null, { 'Retry-After': String(retryAfterSeconds) })
  }
}
