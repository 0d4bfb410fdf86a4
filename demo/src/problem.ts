import type { ApiFailure } from './api.js'
import { h } from './dom.js'

const TITLES: ReadonlyArray<[(failure: ApiFailure) => boolean, string]> = [
  [(failure) => failure.status === 0, 'No connection to the service'],
  [(failure) => failure.status === 429, 'Too many requests'],
  [(failure) => failure.status === 503, 'The service is unavailable'],
  [(failure) => failure.status >= 500, 'The service failed'],
]

/**
 * What a real client shows for a failure worth trying again: what happened,
 * how long the service asked to wait (counting down), and a button to try
 * again now. Under the mock's conditions this is what `offline`, `flaky`,
 * `maintenance` and `rate-limited` look like.
 */
export function problemView(failure: ApiFailure, retry: () => void): HTMLElement {
  const title = TITLES.find(([matches]) => matches(failure))?.[1] ?? 'The answer could not be read'
  const wait = h('p', { className: 'muted', 'data-test': 'retry-after' })
  const card = h(
    'div',
    { className: 'card problem', role: 'alert', 'data-test': 'problem', 'data-status': failure.status },
    h('h2', {}, title),
    h('p', {}, failure.message),
    wait,
    h('button', { type: 'button', 'data-test': 'retry', onclick: () => retry() }, 'Try again'),
  )
  if (failure.retryAfter !== null) {
    const until = Date.now() + failure.retryAfter * 1000
    const tick = (): void => {
      const left = Math.max(0, Math.ceil((until - Date.now()) / 1000))
      wait.textContent = left > 0 ? `The service asks to wait: try again in ${left} s.` : 'You can try again now.'
      if (left > 0 && (card.isConnected || Date.now() < until)) setTimeout(tick, 1000)
    }
    tick()
  }
  return card
}
