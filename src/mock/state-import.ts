import type { ConditionCatalog } from '../conditions/catalog.js'
import { ConditionsError } from '../conditions/catalog.js'
import { createDb, createTokenTable, DB_TABLE_NAMES, type Db } from '../db/db.js'
import type { TableName } from '../db/persist.js'
import { parseJsonInSteps } from '../http/json-in-steps.js'
import type { Steps } from '../http/steps.js'
import type { Scenario } from './scenario.js'
import type { SeedBank } from './seeds.js'
import { readStateFileInSteps, StateFileError, type ReadStateFile } from './state-file.js'

/** A state file read and checked, its records loaded into a data model of their own: ready to be put in place at once. */
export interface PreparedImport {
  readonly read: ReadStateFile
  readonly scenario: Scenario
  /** Every table of the file, tokens included; a world takes it over with `restoreDb` (constant time). */
  readonly db: Db
}

/** How many records one step loads. */
const RECORDS_PER_STEP = 512

/** Where `prepareImport` finds what a world knows: its scenarios and its conditions. */
export interface ImportContext {
  readonly seeds: SeedBank
  readonly catalog: ConditionCatalog
}

/**
 * Everything an import does before the world changes, in steps: the file
 * read and checked (`readStateFileInSteps`), its scenario and conditions
 * found, its records loaded into a data model of their own, each checked
 * as `insert` checks it. Throws `StateFileError` naming what is wrong; the
 * world is untouched until the caller puts the result in place.
 * @example
 * const prepared = runSteps(prepareImport(file, { seeds, catalog }))
 */
export function* prepareImport(file: unknown, context: ImportContext): Steps<PreparedImport> {
  const read = yield* readStateFileInSteps(file)
  const scenario = context.seeds.scenarios.get(read.saved.scenario)
  if (!scenario)
    throw new StateFileError([
      {
        field: 'scenario',
        message: `Unknown scenario "${read.saved.scenario}". Known scenarios: ${[...context.seeds.scenarios.keys()].join(', ')}`,
      },
    ])
  try {
    context.catalog.resolve(read.conditions)
  } catch (error) {
    throw error instanceof ConditionsError ? new StateFileError(error.errors) : error
  }
  const db = yield* loadTables(read.saved.tables)
  return { read, scenario, db }
}

/**
 * `prepareImport` of a file given as its JSON text, parsed in steps too
 * (`parseJsonInSteps`); text that is not JSON throws a `SyntaxError`.
 * @example
 * const prepared = await runInSlices(prepareImportText(text, { seeds, catalog }))
 */
export function* prepareImportText(text: string, context: ImportContext): Steps<PreparedImport> {
  return yield* prepareImport(yield* parseJsonInSteps(text), context)
}

/** The records loaded into a new data model, a few hundred a step; one that does not fit refuses the file. */
function* loadTables(tables: Readonly<Record<TableName, readonly unknown[]>>): Steps<Db> {
  const db = createDb(createTokenTable())
  try {
    for (const name of DB_TABLE_NAMES) {
      const table = db[name] as { insertMany(records: Iterable<unknown>): number }
      const records = tables[name]
      for (let at = 0; at < records.length; at += RECORDS_PER_STEP) {
        table.insertMany(records.slice(at, at + RECORDS_PER_STEP))
        yield
      }
    }
  } catch (error) {
    const message = `The saved state does not fit the data model: ${error instanceof Error ? error.message.slice(0, 300) : String(error)}`
    throw new StateFileError([{ field: 'tables', message }])
  }
  return db
}
