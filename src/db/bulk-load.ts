import { createBulkParse } from './bulk-parse.js'
import { isBuilt } from './proven.js'
import type { BulkCheck, TableDefinition } from './table-definition.js'

/** A bulk load's records, checked and keyed: `batch` maps `ids[i]` to `records[i]`. */
export interface BulkBatch<T> {
  readonly batch: Map<string, T>
  readonly records: readonly T[]
  readonly ids: readonly string[]
}

/**
 * The bulk loads of one table (a scenario's seed), all or none. Each record
 * is checked as `insert` checks it, only faster (see `createBulkParse`):
 * records this package proved ahead of time (its canned fixtures) are
 * copied without a check, and a batch it built itself from checked records
 * (a seed's document bytes) is taken as it is. A key given twice, or one the
 * table holds already, refuses the whole load.
 * @example
 * const load = new BulkLoad(Documents, 'compiled') // Documents = tableDefinition({ schema: DocumentRecord, … })
 * const { batch, records, ids } = load.check(generated, documents)
 */
export class BulkLoad<T extends Record<string, unknown>> {
  readonly #definition: Pick<TableDefinition<T, string>, 'schema' | 'fields' | 'key'>
  readonly #parse: (input: T) => T

  constructor(definition: Pick<TableDefinition<T, string>, 'schema' | 'fields' | 'key'>, bulkCheck: BulkCheck) {
    this.#definition = definition
    this.#parse = createBulkParse(definition, bulkCheck)
  }

  /** The records of `inputs` as the table stores them, keyed; throws zod's error, or `Duplicate key …` (a key twice, or one `held` has). */
  check(inputs: Iterable<T>, held: { count(): number; has(id: string): boolean }): BulkBatch<T> {
    const { key, schema } = this.#definition
    const records = isBuilt(inputs, schema) ? inputs : Array.from(inputs, this.#parse)
    const ids = records.map((record) => record[key] as string)
    const batch = new Map<string, T>()
    for (let i = 0; i < records.length; i++) batch.set(ids[i] as string, records[i] as T)
    const duplicate =
      batch.size !== records.length
        ? ids.find((id, i) => batch.get(id) !== records[i])
        : held.count() > 0
          ? ids.find((id) => held.has(id))
          : undefined
    if (duplicate !== undefined) throw new Error(`Duplicate key ${String(key)} ${duplicate}`)
    return { batch, records, ids }
  }
}
