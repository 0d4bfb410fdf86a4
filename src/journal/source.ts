import type { ExchangeDetail } from './detail.js'

/**
 * Where an answer came from, when the mock stands in front of the real
 * service (`serve --proxy`): the mock simulated it, or the service answered
 * and the mock passed it on. A mock with no proxy marks nothing, so its
 * journal entries have no `source` at all.
 */
export type AnswerSource = 'simulated' | 'proxied'

/**
 * What a request the app serves in front of the real service carries (see
 * `ServedRequest.mark`): its source, and how its captured detail is kept
 * (credentials redacted). A mock that proxies nothing marks nothing.
 */
export interface AnswerMark {
  readonly source: AnswerSource
  readonly redact: (detail: ExchangeDetail) => ExchangeDetail
}
