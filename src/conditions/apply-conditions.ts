import type { Random } from '../db/random.js'
import { hasBody, withHeaders } from '../http/envelope.js'
import type { Exchange, Next } from '../http/exchange.js'
import { errorMessageOf, toErrorResponse } from '../http/error-response.js'
import type { ResolvedCondition } from './catalog.js'
import { sampleDelay, sleep } from './delay.js'
import { invalidJson, slowBody, statusFault, truncated } from './faults.js'
import type { Pen } from './hold.js'
import { callerOf, type Buckets } from './rate-limit.js'
import type { Fault } from './schema.js'

/** What of one world its conditions apply with: its seeded sequence, its rate-limit buckets, the pen of the requests `hang` keeps. */
export interface ConditionsWorld {
  readonly random: Random
  readonly buckets: Buckets
  readonly hung: Pen
}

/**
 * Applies the conditions aimed at one request: draws its rate limits, its
 * fault and its delay, waits the delay, then answers the fault, or the
 * operation's answer (spoiled by a fault that comes after the operation).
 * Rejects with `AbortedError` when the client gives up before the delay is over.
 * @example
 * const response = await applyConditions(exchange, applicable, next, { random, buckets, hung: createPen() })
 */
export async function applyConditions(
  exchange: Exchange,
  conditions: readonly ResolvedCondition[],
  next: Next,
  { random, buckets, hung }: ConditionsWorld,
): Promise<Response> {
  const { notes, request } = exchange
  notes.conditions = conditions.map(({ spec }) => spec.name)
  let delay = 0
  let fault: { fault: Fault; condition: string } | undefined
  let limited: { condition: string; retryAfter: number } | undefined
  let rateHeaders: Record<string, string> | undefined
  for (const { spec } of conditions) {
    // Every condition draws the same count of numbers whatever happened before: one request's fault never shifts the next one's draws.
    if (spec.rateLimit) {
      const draw = buckets.take(spec.name, await callerOf(exchange), spec.rateLimit)
      rateHeaders = { ...rateHeaders, ...draw.headers }
      if (!draw.allowed) limited ??= { condition: spec.name, retryAfter: draw.retryAfter }
    }
    if (spec.faults) {
      const roll = random.fraction()
      let sum = 0
      const picked = spec.faults.find((candidate) => roll < (sum += candidate.rate))
      if (picked && !fault) fault = { fault: picked, condition: spec.name }
    }
    if (spec.delay !== undefined) delay += sampleDelay(spec.delay, random.fraction)
  }
  notes.delayMs = delay
  await sleep(delay, request.signal)

  const finish = (response: Response): Response => (rateHeaders ? withHeaders(response, rateHeaders) : response)
  if (limited) {
    notes.fault = 'rate-limit'
    return finish(fail(exchange, statusFault(429, limited.condition, limited.retryAfter)))
  }
  const kind = fault?.fault.kind
  if (fault?.fault.kind === 'status') {
    notes.fault = `status:${fault.fault.status}`
    return finish(fail(exchange, statusFault(fault.fault.status, fault.condition, fault.fault.retryAfter)))
  }
  if (kind === 'network') {
    notes.fault = 'network'
    return Response.error()
  }
  if (kind === 'hang') {
    notes.fault = 'hang'
    const outcome = await hung.park(exchange)
    if (!outcome.go) return outcome.answer()
  }
  const response = await next(exchange)
  if (!fault || !hasBody(response) || kind === 'hang') return finish(response)
  notes.fault = fault.fault.kind
  if (fault.fault.kind === 'truncate') return finish(await truncated(response, fault.fault.bytes))
  if (fault.fault.kind === 'invalid-json') return finish(await invalidJson(response))
  return finish(await slowBody(response, fault.fault.bytesPerSecond, request.signal))
}

/** The envelope of an error a condition answers, its message noted for the journal; anything unexpected, the logged 500. */
export function fail(exchange: Exchange, error: unknown): Response {
  exchange.notes.message = errorMessageOf(error)
  return toErrorResponse(error)
}
