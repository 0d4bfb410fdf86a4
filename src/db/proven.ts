/**
 * Records proven, ahead of time, to be accepted by their schema as they are:
 * the canned fixtures, which a test parses with every check of a fixture
 * file and finds unchanged. A bulk load stores them without checking them
 * again, which a test file's cold start would pay for on every mock. Only
 * this package marks records, and only frozen ones (at every depth), so a
 * proof cannot go stale; a caller's records are always checked.
 */
const proven = new WeakMap<object, unknown>()

/**
 * Marks records as proven for one record schema (a table's): loaded into
 * a table of another schema, they are checked as any other. A record that
 * is not frozen cannot be proven: an edit after the proof would be stored
 * unchecked.
 * @example
 * markProven(frozenCopy(acme).documents, DocumentRecord)
 */
export function markProven(records: Iterable<object>, schema: unknown): void {
  for (const record of records) {
    if (!Object.isFrozen(record)) throw new TypeError('Only a frozen record can be proven: freeze it (frozenCopy) first')
    proven.set(record, schema)
  }
}

/**
 * A copy of plain data (JSON's kinds, typed arrays kept as they are),
 * frozen at every depth: what may be marked proven and shared.
 * @example
 * const canned = frozenCopy(acme) // canned.teams[0].name = '' throws
 */
export function frozenCopy<T>(value: T): T {
  return copyValue(value) as T
}

/**
 * Batches this package built itself, from records it has just checked, for
 * one record schema: a seed's document bytes (each a checked document's id,
 * the sample file's bytes and their ETag). Stored as they are: the records
 * must be frozen, and made for this load alone.
 */
const built = new WeakMap<object, unknown>()

/**
 * Marks a batch of frozen records this package built as accepted by `schema`;
 * `Table.insertMany` stores them without a check (it still refuses duplicate keys).
 * @example
 * markBuilt(bytesRecords, BlobRecord)
 */
export function markBuilt(records: readonly object[], schema: unknown): void {
  built.set(records, schema)
}

/** Whether a batch was marked built for this schema. */
export function isBuilt<T>(records: Iterable<T>, schema: unknown): records is readonly T[] {
  return built.get(records) === schema
}

/** Whether a value was marked proven for this schema. */
export function isProven(value: unknown, schema: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && proven.get(value) === schema
}

/**
 * A proven record as a checked load stores it: the schema's fields only
 * (a fixture document's `file` stays out), object values copied at every
 * depth, the copy frozen with each object value in it, as zod's parse
 * followed by `freeze` gives.
 * @example
 * const record = copyProven(['team_id', 'name'], fixture)
 */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the type its check proved
export function copyProven<T>(fields: readonly string[], record: Record<string, unknown>): T {
  const copy: Record<string, unknown> = {}
  for (const field of fields) if (field in record) copy[field] = copyValue(record[field])
  return Object.freeze(copy) as T
}

function copyValue(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) return value
  if (Array.isArray(value)) return Object.freeze(value.map(copyValue))
  const copy: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(value)) copy[key] = copyValue(inner)
  return Object.freeze(copy)
}
