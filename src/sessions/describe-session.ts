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

/**
 * What a world holds besides what it wrote (its tables over the seed, tokens, clock, conditions), and per journal
 * entry: as the bench measures a session (32 KB after 10 writes, 161 KB with a full journal of 500 entries).
 */
const WORLD_BYTES = 30 * 1024
const ENTRY_BYTES = 260

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
