import { h } from './dom.js'
import type { DevtoolsTab, DevtoolsTarget, TabView } from './target.js'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

const span = (ms: number): string => {
  const minutes = Math.round(Math.abs(ms) / MINUTE)
  const text = minutes < 120 ? `${minutes} min` : minutes < 2880 ? `${Math.round(minutes / 60)} h` : `${Math.round(minutes / 1440)} days`
  return ms >= 0 ? `in ${text}` : `${text} ago`
}

/**
 * The soonest instant after now at which an issued token expires; undefined when none will.
 * @example
 * nextTokenExpiry(mock) // 1768471200000: the token signed in at 09:00 expires at 10:00
 */
export function nextTokenExpiry(target: Pick<DevtoolsTarget, 'state' | 'clock'>): number | undefined {
  const now = target.clock.now()
  let soonest: number | undefined
  for (const token of target.state.db.tokens.all()) {
    const at = Date.parse(token.expires_at)
    if (at > now && (soonest === undefined || at < soonest)) soonest = at
  }
  return soonest
}

/**
 * The Time tab: the mock's clock, moved on by a minute, an hour, or to the
 * moment the next issued token expires, so an expiry or a rate limit's
 * refill shows at once, without waiting. The issued tokens are listed with
 * the time they have left.
 * @example
 * const view = timeTab.mount(context)
 */
export const timeTab: DevtoolsTab = {
  id: 'time',
  label: 'Time',
  mount({ target }): TabView {
    const now = h('p', { className: 'clock', 'data-mock': 'clock', 'aria-live': 'polite' })
    const problem = h('p', { className: 'error', role: 'alert' })
    const move = (to: () => number | undefined) => () => {
      const at = to()
      if (at === undefined) return
      try {
        target.clock.advance(at - target.clock.now())
        problem.textContent = ''
        target.commit()
      } catch (error) {
        problem.textContent = error instanceof Error ? error.message : String(error)
      }
    }
    const minutes = h('input', { type: 'number', id: 'time-minutes', min: 1, value: '15', className: 'mono narrow' })
    const toExpiry = h('button', {
      type: 'button',
      className: 'button',
      'data-mock': 'to-expiry',
      onclick: move(() => nextTokenExpiry(target)),
    })
    const tokens = h('tbody', {})
    const element = h(
      'div',
      {},
      h(
        'p',
        { className: 'muted' },
        "The mock's clock: every timestamp, token expiry and rate-limit refill reads it. It moves only when told.",
      ),
      now,
      h(
        'div',
        { className: 'row' },
        h(
          'button',
          { type: 'button', className: 'button', 'data-mock': 'plus-minute', onclick: move(() => target.clock.now() + MINUTE) },
          '+1 minute',
        ),
        h(
          'button',
          { type: 'button', className: 'button', 'data-mock': 'plus-hour', onclick: move(() => target.clock.now() + HOUR) },
          '+1 hour',
        ),
        toExpiry,
      ),
      h(
        'div',
        { className: 'row' },
        h('label', { for: 'time-minutes' }, 'Advance by'),
        minutes,
        h('span', {}, 'minutes'),
        h(
          'button',
          {
            type: 'button',
            className: 'button',
            onclick: move(() => (Number(minutes.value) > 0 ? target.clock.now() + Number(minutes.value) * MINUTE : undefined)),
          },
          'Advance',
        ),
      ),
      problem,
      h('h3', {}, 'Issued tokens'),
      h(
        'table',
        { 'aria-label': 'Issued tokens' },
        h('thead', {}, h('tr', {}, h('th', {}, 'Token'), h('th', {}, 'User'), h('th', {}, 'Expires'))),
        tokens,
      ),
    )
    return {
      element,
      render() {
        const at = target.clock.now()
        now.textContent = new Date(at).toISOString().replace('T', ' ').replace('.000Z', ' UTC')
        const expiry = nextTokenExpiry(target)
        toExpiry.disabled = expiry === undefined
        toExpiry.textContent = expiry === undefined ? 'No token left to expire' : `To the next token expiry (${span(expiry - at)})`
        tokens.replaceChildren(
          ...target.state.db.tokens.all().map((token) => {
            const left = Date.parse(token.expires_at) - at
            const user = target.state.db.users.get(token.user_id)
            return h(
              'tr',
              {},
              h('td', { className: 'mono' }, token.access_token.length > 18 ? `${token.access_token.slice(0, 16)}…` : token.access_token),
              h('td', {}, user?.email ?? token.user_id),
              h(
                'td',
                { className: left > 0 ? '' : 'error' },
                left > 0 ? `${token.expires_at} (${span(left)})` : left === 0 ? 'expired just now' : `expired ${span(left)}`,
              ),
            )
          }),
        )
      },
    }
  },
}
