import { assertFitsContract, type Exchange } from './contract.js'

declare module 'vitest' {
  interface TaskMeta {
    /** How many answers a test file checked against the OpenAPI document, and how many did not fit. */
    conformance?: { checked: number; failed: number }
    /** The property-based run: how many requests it made, and the statuses they got. */
    property?: { requests: number; statuses: Record<number, number> }
  }
}

/** A count of checked answers, and how many did not fit. */
export interface ConformanceTally {
  /** Checks one answer (see `assertFitsContract`) and counts it; throws when it does not fit. */
  check(exchange: Exchange): void
  tally(): { checked: number; failed: number }
  /** The tally so far, and a fresh start. */
  take(): { checked: number; failed: number }
}

/**
 * A fresh tally of answers checked against the OpenAPI document.
 * @example
 * const tally = createConformanceTally()
 * tally.check(exchange)
 */
export function createConformanceTally(): ConformanceTally {
  let checked = 0
  let failed = 0
  return {
    check(exchange) {
      checked++
      try {
        assertFitsContract(exchange)
      } catch (error) {
        failed++
        throw error
      }
    },
    tally: () => ({ checked, failed }),
    take() {
      const counted = { checked, failed }
      checked = failed = 0
      return counted
    },
  }
}

const suite = createConformanceTally()

/**
 * Checks one answer the suite received against the OpenAPI document (see
 * `assertFitsContract`) and counts it; the run ends with one line,
 * `conformance: N answers validated against the OpenAPI document, 0 failed`.
 * Every answer of the test client goes through here.
 * @example
 * checkAnswer({ method: 'GET', path: '/teams', status: 200, contentType, headers: response.headers, body })
 */
export const checkAnswer = (exchange: Exchange): void => suite.check(exchange)

/**
 * Checks a Fetch `Response` (or what a browser driver reports of one) as the
 * suite received it. `body` is the parsed JSON, when the answer is JSON.
 * @example
 * const response = await fetch(url)
 * checkResponse('GET', '/teams', response, await response.clone().json())
 */
export function checkResponse(
  method: string,
  path: string,
  response: { status: number; headers: Headers | Record<string, string> },
  body?: unknown,
): void {
  const headers = response.headers instanceof Headers ? response.headers : new Headers(response.headers)
  checkAnswer({
    method,
    path,
    status: response.status,
    headers,
    contentType: headers.get('content-type'),
    ...(body === undefined ? {} : { body }),
  })
}

/** What this test file checked so far. */
export const conformanceTally = (): { checked: number; failed: number } => suite.tally()

/**
 * What this test file checked, and a fresh start for the next file: files
 * share one module where the suite does not isolate them.
 */
export const takeConformanceTally = (): { checked: number; failed: number } => suite.take()
