/**
 * What each answer means to a client, and how to make the mock produce it:
 * the words of a coverage report ("your suite never saw the token expire").
 */
const MEANINGS: Record<number, string> = {
  0: 'the network failed: fetch rejected, no answer at all (condition `offline` or `flaky`, or a `network` fault)',
  200: 'success',
  206: 'part of the bytes (a `Range` header)',
  304: 'not modified (`If-None-Match` with the current ETag)',
  400: 'bad input: malformed JSON, a missing or ill-typed field, a bad page',
  403: "the caller's team role does not allow it (e.g. as a viewer)",
  404: 'the resource does not exist, or belongs to another account',
  405: 'a method the path does not have',
  409: 'the state forbids it',
  410: 'the session the request names was evicted (over the limit of sessions, or idle past its time to live)',
  413: "the body is over the limit (`File too large`, or the server's `Request body too large`)",
  416: 'a `Range` that cannot be satisfied',
  429: 'rate limited, with `Retry-After` (condition `rate-limited`, or a `status: 429` fault)',
  500: 'a server fault, with `except` (condition `flaky`, or a `status: 500` fault)',
  503: 'the service is unavailable, with `Retry-After` (condition `maintenance` or `flaky`, or a `status: 503` fault)',
}

const REASONS: Record<number, string> = {
  200: 'OK',
  206: 'Partial Content',
  304: 'Not Modified',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  416: 'Range Not Satisfiable',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  503: 'Service Unavailable',
}

const BY_MESSAGE: Record<string, string> = {
  'Invalid token': 'the token is missing, expired or revoked (scenario `invalid-token`, or a bad token)',
  'Invalid API key': 'an unknown API key',
}

/**
 * The short name of an answer in a report.
 * @example
 * answerLabel(409, 'The document is already archived') // '409 The document is already archived'
 * answerLabel(429, null) // '429 Too Many Requests'
 * answerLabel(0, null) // 'network error'
 */
export function answerLabel(status: number, message: string | null): string {
  if (status === 0) return 'network error'
  if (message !== null) return `${status} ${message}`
  const reason = REASONS[status]
  return reason ? `${status} ${reason}` : String(status)
}

/**
 * What a client meets with an answer, and how the mock produces it.
 * @example
 * describeAnswer(401, 'Invalid token') // 'the token is missing, expired or revoked (scenario `invalid-token`, or a bad token)'
 */
export function describeAnswer(status: number, message: string | null): string {
  if (message !== null && BY_MESSAGE[message]) return BY_MESSAGE[message]
  return MEANINGS[status] ?? (status >= 500 ? 'a server error' : status >= 400 ? 'a client error' : 'an answer')
}
