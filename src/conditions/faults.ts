import { ApiError } from '../http/api-error.js'
import { fetchResponseOf } from '../http/envelope.js'
import { sleep } from './delay.js'
import type { FaultStatus } from './schema.js'
import type { z } from 'zod'

/**
 * The service's own error of a status fault: 429 `Too many requests`, 500
 * `Internal server error` (its `except` names the condition), 503 `Service
 * unavailable`; with `Retry-After` where one is given.
 * @example
 * statusFault(503, 'maintenance', 120).message // 'Service unavailable'
 */
export function statusFault(status: z.infer<typeof FaultStatus>, condition: string, retryAfter?: number): ApiError {
  if (status === 429) return ApiError.tooManyRequests(retryAfter ?? 1)
  if (status === 503) return ApiError.unavailable(retryAfter ?? 1)
  const error = ApiError.serverFault({ name: 'SimulatedFault', message: `Injected by the condition "${condition}"` })
  return retryAfter === undefined ? error : new ApiError(500, error.message, null, { 'Retry-After': String(retryAfter) }, error.except)
}

/** A copy of `response` with another body and, where it knows one, its length. */
function withBody(response: Response, body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array> | null, length?: number): Response {
  const headers = new Headers(response.headers)
  if (length === undefined) headers.delete('content-length')
  else headers.set('content-length', String(length))
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}

/**
 * The answer cut short: its headers announce the whole length, its body
 * gives `bytes` (default: half) and then fails — over HTTP, fewer bytes than
 * `Content-Length` and a closed connection; in-process, a body stream that errors.
 * @example
 * const cut = await truncated(await next(exchange))
 * await cut.text() // rejects
 */
export async function truncated(response: Response, bytes?: number): Promise<Response> {
  const whole = new Uint8Array(await fetchResponseOf(response).arrayBuffer())
  const sent = Math.min(bytes ?? Math.floor(whole.length / 2), Math.max(0, whole.length - 1))
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (sent > 0) controller.enqueue(whole.slice(0, sent))
    },
    async pull(controller) {
      // One task after the bytes sent: MSW 3 writes a mocked answer into a socket in Node, and an
      // error in the same task as the first bytes would lose the headers too (fetch would reject).
      await new Promise((resolve) => setTimeout(resolve, 0))
      controller.error(new TypeError('The connection closed before the answer was complete'))
    },
  })
  return withBody(response, body, whole.length)
}

/**
 * The answer with a body that is not valid JSON (the first half of the real
 * one, as a proxy that cut it would deliver), its length telling the truth.
 * @example
 * await (await invalidJson(response)).json() // throws SyntaxError
 */
export async function invalidJson(response: Response): Promise<Response> {
  const whole = new Uint8Array(await fetchResponseOf(response).arrayBuffer())
  const cut = whole.slice(0, Math.max(1, Math.floor(whole.length / 2)))
  // A body of one byte or none is still valid JSON in no case but "1" to "9": make sure it is not.
  const body = cut.length <= 1 ? new TextEncoder().encode('{') : cut
  return withBody(response, body, body.length)
}

/**
 * The answer trickling at `bytesPerSecond`, in ten slices a second; the
 * headers go at once. A client that aborts stops the trickle.
 * @example
 * const slow = await slowBody(response, 1024, request.signal)
 */
export async function slowBody(response: Response, bytesPerSecond: number, signal?: AbortSignal): Promise<Response> {
  const whole = new Uint8Array(await fetchResponseOf(response).arrayBuffer())
  const slice = Math.max(1, Math.ceil(bytesPerSecond / 10))
  let offset = 0
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (offset >= whole.length) return controller.close()
      const chunk = whole.slice(offset, offset + slice)
      offset += chunk.length
      try {
        await sleep(Math.round((chunk.length / bytesPerSecond) * 1000), signal)
        controller.enqueue(chunk)
      } catch (error) {
        controller.error(error)
      }
    },
  })
  return withBody(response, whole.length ? body : null, whole.length)
}
