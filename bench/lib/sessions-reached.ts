import type { SessionsAnswer } from '../../src/app/control-contract.js'
import type { ChildServer } from './child.js'

/**
 * How many requests each session of a standalone server of this mock has
 * answered, as its own `GET /__mock/sessions` lists them (`served`): read
 * before and after a load, it tells which sessions the load reached.
 * @example
 * const served = await servedBySession(server) // Map { 'worker-0' => 3, … }
 */
export async function servedBySession(server: ChildServer): Promise<Map<string, number>> {
  const response = await fetch(`${server.url}/__mock/sessions`)
  if (!response.ok) throw new Error(`${server.name}: GET /__mock/sessions answered ${response.status}`)
  const { result } = (await response.json()) as { result: SessionsAnswer }
  return new Map(result.items.map((session) => [session.id, session.served]))
}

/** Which of the named sessions a load reached: how many, and how often the least and most asked of them were. */
export interface Reach {
  /** Sessions that answered at least one request of the load. */
  readonly reached: number
  /** Sessions named. */
  readonly of: number
  /** Requests answered by the least and the most asked session. */
  readonly fewest: number
  readonly most: number
}

/**
 * The reach of a load from the listings before and after it.
 * @example
 * reachOf(before, after, names.many) // { reached: 1000, of: 1000, fewest: 6, most: 6 }
 */
export function reachOf(before: ReadonlyMap<string, number>, after: ReadonlyMap<string, number>, names: readonly string[]): Reach {
  const asked = names.map((name) => (after.get(name) ?? 0) - (before.get(name) ?? 0))
  return { reached: asked.filter((n) => n > 0).length, of: names.length, fewest: Math.min(...asked), most: Math.max(...asked) }
}
