import * as z from 'zod'
import { DB_TABLE_NAMES, restoreDb, snapshotDb, type Db } from './db.js'
import type { State } from './state.js'

/**
 * Saving a scenario's state outside the process and loading it back, e.g.
 * across a page reload. The saved form is plain data that the structured
 * clone algorithm copies as it is (records, and blob bytes as `Uint8Array`),
 * so a browser can put it in IndexedDB without encoding the bytes; loading
 * checks every record against the store's own schemas again.
 */

/** Bumped whenever the saved form changes; a save of another format is refused. */
export const SAVED_STATE_FORMAT = 1

export type TableName = keyof Db

/** One scenario's data, its sessions and its id generator, as plain data. */
export interface SavedState {
  readonly format: typeof SAVED_STATE_FORMAT
  /** The scenario the data belongs to. */
  readonly scenario: string
  /** The id generator's position, so new ids never collide with saved ones. */
  readonly random: readonly [number, number, number, number]
  /** Every table's records, in insertion order; `blobs` carry their bytes. */
  readonly tables: { readonly [K in TableName]: readonly unknown[] }
}

// The generator's words are 32-bit integers, signed or not.
const Word = z.number().int()

const SavedShape = z.object({
  format: z.literal(SAVED_STATE_FORMAT),
  scenario: z.string().min(1),
  random: z.tuple([Word, Word, Word, Word]),
  tables: z.record(z.string(), z.array(z.unknown())),
})

/** A saved state that cannot be loaded: another format, a missing table, or a record that fails its schema. */
export class PersistError extends Error {
  override readonly name = 'PersistError'
}

/** What saving and loading need of a table, whatever its record type (insert re-checks the schema). */
interface AnyTable {
  all(): readonly unknown[]
  clear(): void
  insert(record: never): unknown
}

const tablesOf = (db: Db): Array<[TableName, AnyTable]> => DB_TABLE_NAMES.map((name) => [name, db[name]])

/**
 * Captures a scenario's state as plain, structured-clone-able data.
 * Records are frozen and never mutated, so this copies no record.
 * @example
 * const saved = saveState(mock.state, mock.scenario)
 * await idbPut('state', saved)
 */
export function saveState(state: State, scenario: string): SavedState {
  const tables = {} as Record<TableName, readonly unknown[]>
  for (const [name, table] of tablesOf(state.db)) tables[name] = table.all()
  return { format: SAVED_STATE_FORMAT, scenario, random: state.random.save(), tables }
}

/**
 * Replaces a scenario's state with a saved one. Every record is checked
 * against its schema; at the first fault a `PersistError` is thrown and the
 * state is left exactly as it was.
 * @example
 * const saved = await idbGet('state')
 * if (saved) loadState(mock.state, saved)
 */
export function loadState(state: State, saved: unknown): void {
  const parsed = SavedShape.safeParse(saved)
  if (!parsed.success) throw new PersistError(`Not a saved state of format ${SAVED_STATE_FORMAT}: ${parsed.error.issues[0]?.message ?? ''}`)
  const { tables, random } = parsed.data
  const tablesHere = tablesOf(state.db)
  for (const [name] of tablesHere) if (!tables[name]) throw new PersistError(`The saved state has no table ${name}`)

  const before = { db: snapshotDb(state.db), tokens: state.db.tokens.snapshot(), random: state.random.save() }
  try {
    for (const [name, table] of tablesHere) {
      table.clear()
      for (const record of tables[name] as unknown[]) table.insert(record as never)
    }
    state.random.load(random)
  } catch (error) {
    restoreDb(state.db, before.db)
    state.db.tokens.restore(before.tokens)
    state.random.load(before.random)
    throw new PersistError(
      `The saved state does not fit the data model: ${error instanceof Error ? error.message.slice(0, 300) : String(error)}`,
    )
  }
}
