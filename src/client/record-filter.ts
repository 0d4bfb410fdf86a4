import type { RecordField } from '../db/table-definition.js'

/** A record's filterable fields: its scalar fields, and those of its nested objects as dotted paths (the store's field paths). */
export type { RecordField }

/** The type of the value at a field or a dotted path. */
type ValueAt<R, P extends string> = P extends `${infer K}.${infer S}`
  ? K extends keyof R
    ? S extends keyof R[K]
      ? R[K][S]
      : never
    : never
  : P extends keyof R
    ? R[P]
    : never

/**
 * Equality filters on a record's fields: `{ name: 'Engineering' }`,
 * `{ 'actor.email': 'alice@acme.test' }`, `{ folder_id: null }`; a list
 * matches any of its values (`{ status: ['active', 'archived'] }`).
 */
export type RecordFilter<R> = { readonly [P in RecordField<R>]?: ValueAt<R, P> | ReadonlyArray<ValueAt<R, P>> }

/** Which page of the matching records: `page` from 1, `pageSize` 1 to 100 (20 when only `page` is given). */
export interface RecordPage {
  readonly page?: number
  readonly pageSize?: number
}

/**
 * The query string of a records request: each filter value as the route
 * compares it (`null` as `null`), then the page.
 * @example
 * recordQuery({ name: 'Design', folder_id: null }, { page: 2 }) // '?name=Design&folder_id=null&page=2'
 */
export function recordQuery(filter: Readonly<Record<string, unknown>> = {}, page: RecordPage = {}): string {
  const query = new URLSearchParams()
  for (const [field, value] of Object.entries(filter)) {
    if (value === undefined) continue
    for (const one of Array.isArray(value) ? value : [value]) query.append(field, String(one))
  }
  if (page.page !== undefined) query.set('page', String(page.page))
  if (page.pageSize !== undefined) query.set('page_size', String(page.pageSize))
  const text = query.toString()
  return text ? `?${text}` : ''
}
