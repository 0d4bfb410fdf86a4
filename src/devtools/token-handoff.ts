import type { TokenRecord } from '../db/schema.js'
import type { DevtoolsTarget } from './target.js'

/**
 * Issued tokens are sessions of the mock, not data of a scenario: a switch
 * keeps them, as `mock.useScenario` does. The panel reloads the page after a
 * switch; without `persist` that reload would forget them, so the panel hands
 * them (and the clock, which their expiry is read against) to the next load
 * of this tab, once, in `sessionStorage`.
 */

const KEY = 'doc-workspace-mock:tokens-handed-over'

interface Handoff {
  readonly tokens: readonly TokenRecord[]
  readonly clock: number
}

/**
 * Keeps the issued tokens and the clock for the next load of this tab (before the panel's reload).
 * @example
 * target.useScenario('empty-teams')
 * handTokensOver(target)
 * location.reload()
 */
export function handTokensOver(target: DevtoolsTarget): void {
  const handoff: Handoff = { tokens: target.state.db.tokens.all(), clock: target.clock.now() }
  try {
    sessionStorage.setItem(KEY, JSON.stringify(handoff))
  } catch {
    // No storage in this frame: the tokens end with the page, as any data without `persist`.
  }
}

/**
 * Takes back what `handTokensOver` kept, once: the tokens the page does not
 * know yet, each checked against its schema (all or none), and the clock.
 * @example
 * if (!target.persistent) takeTokensBack(target)
 */
export function takeTokensBack(target: DevtoolsTarget): void {
  try {
    const text = sessionStorage.getItem(KEY)
    sessionStorage.removeItem(KEY)
    if (text === null) return
    const { tokens, clock } = JSON.parse(text) as Handoff
    const table = target.state.db.tokens
    table.insertMany(tokens.filter((token) => !table.has(token.access_token)))
    target.clock.set(clock)
  } catch {
    // No storage, or a handoff that does not fit (another version of the mock): the page starts signed out.
  }
}
