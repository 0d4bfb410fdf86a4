import { readStateFile, StateFileError, type StateFile } from '../mock/state-file.js'
import { RECORD_KEYS, type TableName } from '../db/record-tables.js'
import type { LeftOut } from './build.js'

/** Rounds of leaving records out: each round's faults may show more (a team left out leaves its members dangling). */
const MAX_ROUNDS = 64

/** A record as the summary names it: its kind, its key, and its name where it has one. */
function describe(table: string, row: Record<string, unknown>): string {
  const key = row[RECORD_KEYS[table as TableName]]
  const name = typeof row.name === 'string' ? ` "${row.name}"` : ''
  return `${table.replace(/s$/, '').replace(/ie$/, 'y')} ${String(key)}${name}`
}

/**
 * A recorded world that passes every check an import makes (`readStateFile`):
 * each record a fault names is left out, with the fault as the why, and the
 * checks run again, until none is found. A fault that names no record is
 * the recorder's own, and thrown.
 * @example
 * const file = passingChecks(built.file, built.leftOut)
 */
export function passingChecks(file: StateFile, leftOut: LeftOut[]): StateFile {
  let current = file
  for (let round = 0; round < MAX_ROUNDS; round++) {
    let errors
    try {
      readStateFile(current)
      return current
    } catch (error) {
      if (!(error instanceof StateFileError)) throw error
      errors = error.errors
    }
    const drop = new Map<string, Map<number, string>>()
    for (const { field, message } of errors) {
      const at = /^tables\.(\w+)\[(\d+)\]\.?(.*)$/.exec(field)
      if (!at?.[1] || !at[2]) throw new Error(`The recorded world does not load: ${field}: ${message}`)
      const rows = drop.get(at[1]) ?? new Map<number, string>()
      if (!rows.has(Number(at[2]))) rows.set(Number(at[2]), `${at[3] ? `${at[3]}: ` : ''}${message}`)
      drop.set(at[1], rows)
    }
    const tables = { ...current.tables } as Record<string, Array<Record<string, unknown>>>
    for (const [table, rows] of drop) {
      const list = tables[table] ?? []
      // A file goes with its document, which is listed already: its bytes are no record of their own.
      for (const [i, why] of rows) if (list[i] && table !== 'blobs') leftOut.push({ record: describe(table, list[i]), why })
      tables[table] = list.filter((_, i) => !rows.has(i))
    }
    current = { ...current, tables: tables as unknown as StateFile['tables'] }
  }
  throw new Error(`The recorded world does not load after leaving ${leftOut.length} records out`)
}
