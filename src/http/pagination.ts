import * as z from 'zod'
import { named, schemaName } from './schema-names.js'

/** `page` (1-based) and `page_size` (1–100) of every list, from the query string. */
export const PageQuery = z.object({
  page: z.coerce.number({ error: 'Must be a whole number' }).int('Must be a whole number').min(1, 'Must be 1 or more').default(1),
  page_size: z.coerce
    .number({ error: 'Must be a whole number' })
    .int('Must be a whole number')
    .min(1, 'Must be between 1 and 100')
    .max(100, 'Must be between 1 and 100')
    .default(20),
})
export type PageQuery = z.infer<typeof PageQuery>

/** The `result` of every list. */
export interface Page<T> {
  items: T[]
  page: number
  page_size: number
  total: number
  total_pages: number
}

/**
 * Cuts one page out of a list and presents only that page's items.
 * @example
 * paginate(teams, { page: 2, page_size: 10 }, presentTeam)
 */
export function paginate<R, T>(records: readonly R[], query: PageQuery, present: (record: R) => T): Page<T> {
  const { start, end } = pageBounds(query)
  return pageFrom(records.slice(start, end), records.length, query, present)
}

/**
 * A page whose items were cut out already (e.g. by `Table.slice`, which
 * reads only the page) and whose total is known (e.g. from `Table.countBy`):
 * the same result as `paginate`, without the whole list in memory.
 * @example
 * const { start, end } = pageBounds(query)
 * pageFrom(db.documents.slice('workspace', id, start, end), db.documents.countBy('workspace', id), query, presentDocument)
 */
export function pageFrom<R, T>(items: readonly R[], total: number, { page, page_size }: PageQuery, present: (record: R) => T): Page<T> {
  return { items: items.map(present), page, page_size, total, total_pages: Math.ceil(total / page_size) }
}

/** The positions a page covers in its list: `[start, end)`. */
export function pageBounds({ page, page_size }: PageQuery): { start: number; end: number } {
  return { start: (page - 1) * page_size, end: page * page_size }
}

const pages = new WeakMap<z.ZodType, z.ZodType>()

/**
 * The zod schema of a page of `item`, for the OpenAPI document: one schema
 * per item, named after it (`TeamPage` for `Team`) when the item is named.
 * @example
 * result: pageOf(TeamView)
 */
export function pageOf<S extends z.ZodType>(item: S) {
  const made = pages.get(item)
  if (made) return made as ReturnType<typeof makePage<S>>
  const page = makePage(item)
  pages.set(item, page)
  const name = schemaName(item)
  return name ? named(`${name}Page`, page) : page
}

function makePage<S extends z.ZodType>(item: S) {
  return z.object({
    items: z.array(item),
    page: z.number().int().min(1),
    page_size: z.number().int().min(1).max(100),
    total: z.number().int().min(0),
    total_pages: z.number().int().min(0),
  })
}
