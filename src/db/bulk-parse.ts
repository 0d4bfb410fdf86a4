import { copyProven, isProven } from './proven.js'
import { compileRecordCheck, type RecordCheck } from './record-check.js'
import { freeze, type BulkCheck, type TableDefinition } from './table-definition.js'

/**
 * The parse of a bulk load (a scenario's seed): answers, for each input, the
 * record `freeze(schema.parse(input))` gives, or throws zod's error, only
 * faster. Records this package proved ahead of time (its canned fixtures)
 * are copied without a check; any other is checked by the check compiled
 * from the schema where that check is sure, and parsed by zod where not (or
 * always, under `bulkCheck: 'zod'`). The check is compiled on the first
 * record that needs it: a load of proven records compiles nothing.
 * @example
 * const parse = createBulkParse(Documents, 'compiled') // Documents = tableDefinition({ schema: DocumentRecord, … })
 * const records = generated.map(parse)
 */
export function createBulkParse<T>(
  definition: Pick<TableDefinition<T, string>, 'schema' | 'fields'>,
  bulkCheck: BulkCheck,
): (input: T) => T {
  const { fields, schema } = definition
  /** The compiled check: null until the first record that needs it, undefined when zod checks them. */
  let check: RecordCheck<T> | undefined | null = bulkCheck === 'compiled' ? null : undefined
  return (input) => {
    if (fields && isProven(input, schema)) return copyProven<T>(fields, input)
    if (check === null) check = compileRecordCheck(schema)
    return check?.accepts(input) ? check.copy(input) : freeze(schema.parse(input))
  }
}
