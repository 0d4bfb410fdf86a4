import { EnvelopeResponse } from './envelope-response.js'

/**
 * The answer to a HEAD request, derived from the answer its GET would have:
 * the same status and headers, no body (an error's envelope included). The
 * one place a HEAD answer loses its body: the mock's answer and the app's
 * pass here, and every transport writes what it is given.
 * @example
 * const response = request.method === 'HEAD' ? headOf(answer) : answer
 */
export function headOf(response: Response): Response {
  if (response instanceof EnvelopeResponse) return new Response(null, { status: response.status, headers: response.headerRecord })
  if (response.body === null || response.type === 'error') return response
  void response.body.cancel().catch(() => undefined)
  return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers })
}
