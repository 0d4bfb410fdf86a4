import { createBulkParse } from './bulk-parse.js'
import { isBuilt } from './proven.js'
import type { BulkCheck, TableDefinition } from './table-definition.js'

/** A bulk load's records, checked and keyed: `batch` maps `ids[i]` to `records[i]`. */
export interface BulkBatch<T> {
  readonly batch: Map<string, T>
  readonly records: readonly T[]
  readonly ids: readonly string[]
}

/** Checks one bulk load's records and keys them; throws zod's error, or `Duplicate key …` (a key twice, or one `held` has). */
export type BulkLoad<T> = (inputs: Iterable<T>, held: { count(): number; has(id: string): boolean }) => BulkBatch<T>

/**
 * The bulk loads of one table (a scenario's seed), all or none. Each record
 * is checked as `insert` checks it, only faster (see `createBulkParse`):
 * records this package proved ahead of time (its canned fixtures) are
 * copied without a check, and a batch it built itself from checked records
 * (a seed's document bytes) is taken as it is. A key given twice, or one the
 * table holds already, refuses the whole load.
 * @example
 * const load = bulkLoad(Documents, 'compiled') // Documents = tableDefinition({ schema: DocumentRecord, … })
 * const { batch, records, ids } = load(generated, documents)
 */
export function bulkLoad<T extends Record<string, unknown>>(
  definition: Pick<TableDefinition<T, string>, 'schema' | 'fields' | 'key'>,
  bulkCheck: BulkCheck,
): BulkLoad<T> {
  const { key, schema } = definition
  const parse = createBulkParse(definition, bulkCheck)
  return (inputs, held) => {
    const records = isBuilt(inputs, schema) ? inputs : Array.from(inputs, parse)
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
