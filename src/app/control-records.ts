import type { Db } from '../db/db.js'
import { RECORD_TABLES, isRecordTable, recordFields, type RecordOf, type RecordTableName } from '../db/record-tables.js'
import { ApiError } from '../http/api-error.js'
import { ok } from '../http/envelope.js'
import { readQuery } from '../http/input.js'
import { PageQuery, pageBounds } from '../http/pagination.js'
import type { RecordsAnswer } from './control-contract.js'

const PAGING = ['page', 'page_size']

/** The value at a field or a dotted path, as a query string gives it (`null` for null). */
const valueAt = (record: Readonly<Record<string, unknown>>, path: string): string =>
  String(path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], record))

/** The equality filters of a query string, every value of each field (any of them matches). A field the table lacks throws the 400 envelope. */
function filtersOf(url: URL, table: RecordTableName): Map<string, string[]> {
  const fields = recordFields(table)
  const filters = new Map<string, string[]>()
  const unknown = new Set<string>()
  for (const [name, value] of url.searchParams) {
    if (PAGING.includes(name)) continue
    if (fields.includes(name)) filters.set(name, [...(filters.get(name) ?? []), value])
    else unknown.add(name)
  }
  if (unknown.size) {
    const message = `Not a field of ${table}. Its fields: ${fields.join(', ')}`
    throw ApiError.validation([...unknown].map((field) => ({ field, message })))
  }
  return filters
}

/**
 * Answers `GET /__mock/records/<table>`: a table's records as they are
 * stored, filtered by equality on any field (`?name=Engineering`,
 * `?actor.email=…`, `?folder_id=null`; a field given twice matches either
 * value), all of them or one page (`page`, `page_size`). An unknown table is
 * 404; an unknown field or a bad page is 400. Records are plain, frozen and
 * checked by their schemas, so they are sent as they are.
 * @example
 * readRecords(new Request('http://mock.invalid/__mock/records/teams?name=Design'), world.db, 'teams')
 */
export function readRecords(request: Request, db: Db, table: string | undefined): Response {
  if (table === undefined || !isRecordTable(table)) {
    throw new ApiError(404, `No table "${table ?? ''}". Tables: ${Object.keys(RECORD_TABLES).join(', ')}`)
  }
  const url = new URL(request.url)
  const filters = [...filtersOf(url, table)]
  const page = readQuery(url, PageQuery)
  const records = db[table].all() as ReadonlyArray<RecordOf<typeof table>>
  const matching = records.filter((record) => filters.every(([field, values]) => values.includes(valueAt(record, field))))
  const { start, end } = PAGING.some((name) => url.searchParams.has(name)) ? pageBounds(page) : { start: 0, end: matching.length }
  const answer: RecordsAnswer<typeof table> = { items: matching.slice(start, end), total: matching.length }
  return ok(`Records of ${table}`, answer)
}
