import { createDb, createTokenTable, DB_TABLE_NAMES, restoreDb, snapshotDb, type Db } from '../db/db.js'
import type { BlobRecord } from '../db/schema.js'
import type { FieldError } from '../http/api-error.js'
import { toFieldErrors } from '../http/field-errors.js'
import { parseJsonInSteps } from '../http/json-in-steps.js'
import { runInSlices, type Steps } from '../http/steps.js'
import { StateFileError, StateFileShape } from './state-file.js'
import { decodeBlob } from './state-files.js'
import { collectFindings, MAX_STATE_ERRORS } from './state-findings.js'
import { checkRelations } from './state-relations.js'
import { safeParseInSteps } from './state-shape.js'
import type { MockWorld } from './types.js'

/** A state file read, checked and loaded ahead (`prepareStateText`), for `importPrepared` to put in place at once. */
export interface PreparedState {
  /** The file with its tables left empty: what it says beside its records (scenario, conditions, clock, journal). */
  readonly rest: Record<string, unknown>
  /** Its records, checked and loaded into a data model of their own, tokens included. */
  readonly db: Db
}

/** The lists of a state file, in the schema's order: each table's records, then the journal. */
const LISTS: ReadonlyArray<readonly string[]> = [
  ...Object.keys(StateFileShape.shape.tables.shape).map((name) => ['tables', name]),
  ['journal'],
]

/** How many records one step loads. */
const RECORDS_PER_STEP = 512

/**
 * A state file given as its JSON text, read, checked and loaded into a data
 * model of its own in slices of a few milliseconds, the event loop free
 * between them: what the standalone server's `PUT /__mock/state` does, so
 * that a file of tens of megabytes holds no other client up. The text is
 * parsed (`parseJsonInSteps`), its shape checked record by record
 * (`safeParseInSteps`), what the records say of each other checked
 * (`checkRelations`, one step: a few milliseconds a pass over tens of
 * thousands of records), the files decoded one a step, and the records
 * loaded a few hundred a step, each checked as `insert` checks it. Rejects
 * with the `StateFileError` `importState` throws for the parsed file (the
 * same faults, in the same order), or a `SyntaxError` for text that is not
 * JSON.
 * @example
 * importPrepared(world, await prepareStateText(text))
 */
export function prepareStateText(text: string): Promise<PreparedState> {
  return runInSlices(readInSteps(text))
}

/**
 * Puts a state file read ahead in place in a world, at once: the file
 * without its records is imported (`importState`: its scenario, conditions,
 * clock and journal; a scenario or condition the world does not know throws
 * `StateFileError` here, as `importState` does, and changes nothing), then
 * the records loaded ahead take the place of the empty tables, in constant
 * time.
 * @example
 * importPrepared(mock, await prepareStateText(text))
 */
export function importPrepared(world: MockWorld, prepared: PreparedState): void {
  world.importState(prepared.rest)
  restoreDb(world.state.db, snapshotDb(prepared.db))
  world.state.db.tokens.restore(prepared.db.tokens.snapshot())
}

function* readInSteps(text: string): Steps<PreparedState> {
  const value = yield* parseJsonInSteps(text)
  const parsed = yield* safeParseInSteps(StateFileShape, value, LISTS)
  if (!parsed.success) throw new StateFileError(toFieldErrors(parsed.error, value).slice(0, MAX_STATE_ERRORS))
  const file = parsed.data
  const errors = collectFindings((findings) => checkRelations(file.tables, findings))
  yield
  // The files' faults come after the relations', as readStateFile reports them.
  const blobs: BlobRecord[] = []
  const sink = { add: (field: string, message: string): void => void errors.push({ field, message } satisfies FieldError) }
  for (const [i, blob] of file.tables.blobs.entries()) {
    blobs.push(decodeBlob(blob, i, sink))
    yield
  }
  if (errors.length) throw new StateFileError(errors.slice(0, MAX_STATE_ERRORS))
  const tables: Record<string, readonly unknown[]> = { ...file.tables, blobs }
  const db = createDb(createTokenTable())
  try {
    for (const name of DB_TABLE_NAMES) {
      const records = tables[name] ?? []
      for (let at = 0; at < records.length; at += RECORDS_PER_STEP) {
        ;(db[name] as { insertMany(records: Iterable<unknown>): number }).insertMany(records.slice(at, at + RECORDS_PER_STEP))
        yield
      }
    }
  } catch (error) {
    const message = `The saved state does not fit the data model: ${error instanceof Error ? error.message.slice(0, 300) : String(error)}`
    throw new StateFileError([{ field: 'tables', message }])
  }
  const raw = value as { tables: Record<string, unknown> }
  return { rest: { ...raw, tables: Object.fromEntries(Object.keys(raw.tables).map((name) => [name, []])) }, db }
}
