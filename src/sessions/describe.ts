import { writtenBytes, type Db } from '../db/db.js'
import type { SessionEntry } from './registry.js'
import type { SessionInfo } from './schema.js'

/** What a session's description reads of its world. */
export interface DescribedWorld {
  readonly scenario: string
  readonly conditions: ReadonlyArray<{ readonly name: string }>
  readonly journal: { readonly size: number }
  readonly db: Db
}

/** What a world holds besides its records: its maps, clock, conditions; and per journal entry. */
const WORLD_BYTES = 6 * 1024
const ENTRY_BYTES = 400

/**
 * A session as `GET /__mock/sessions` lists it, with an estimate of the
 * memory its own changes hold (the seed it shares is not counted).
 * @example
 * registry.list().map(describeSession)
 */
export function describeSession(entry: SessionEntry<DescribedWorld>): SessionInfo {
  const { world } = entry
  return {
    id: entry.id,
    scenario: world.scenario,
    conditions: world.conditions.map((condition) => condition.name),
    served: entry.served,
    createdAt: new Date(entry.createdAt).toISOString(),
    lastUsedAt: new Date(entry.lastUsedAt).toISOString(),
    memoryBytes: WORLD_BYTES + world.journal.size * ENTRY_BYTES + writtenBytes(world.db),
  }
}
