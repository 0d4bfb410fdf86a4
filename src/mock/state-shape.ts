import * as z from 'zod'
import { fieldMessages } from '../http/field-errors.js'
import type { Steps } from '../http/steps.js'

type Issue = z.core.$ZodIssue
type Key = string | number

/** How many list items are checked between two steps. */
const ITEMS_PER_STEP = 128

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value)

/** A schema through `.optional()`. */
const unwrapped = (schema: z.ZodType | undefined): z.ZodType | undefined =>
  schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema

/** The schema an array schema holds items of; undefined for any other schema. */
function itemsOf(schema: z.ZodType | undefined): z.ZodType | undefined {
  const inner = unwrapped(schema)
  return inner instanceof z.ZodArray ? (inner.element as z.ZodType) : undefined
}

/** The schema of a key of an object schema; undefined for any other schema. */
function fieldOf(schema: z.ZodType | undefined, key: Key): z.ZodType | undefined {
  const inner = unwrapped(schema)
  return inner instanceof z.ZodObject ? (inner.shape as Record<string, z.ZodType>)[key] : undefined
}

/**
 * Where an issue comes in the order a whole parse reports them: through objects, the place of each key
 * in the schema's shape (unknown keys, reported at the end of their object, after every known one);
 * through arrays, the item's index.
 */
function rankOf(schema: z.ZodType, issue: Pick<Issue, 'path' | 'code'>): number[] {
  const rank: number[] = []
  let at: z.ZodType | undefined = schema
  for (const key of issue.path) {
    const object = unwrapped(at)
    if (object instanceof z.ZodObject) {
      const place = Object.keys(object.shape).indexOf(String(key))
      rank.push(place < 0 ? Infinity : place)
      at = fieldOf(object, String(key))
    } else {
      rank.push(typeof key === 'number' ? key : Infinity)
      at = itemsOf(at)
    }
  }
  if (issue.code === 'unrecognized_keys') rank.push(Infinity)
  return rank
}

const compareRanks = (a: readonly number[], b: readonly number[]): number => {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1
  return 0
}

/**
 * `schema.safeParse(value, { error: fieldMessages })` for an object schema
 * whose large lists sit at known places (a state file's tables and
 * journal), in steps: the lists' items are checked one after the other,
 * a step every hundred or so, and the rest in one parse with the lists
 * left empty. Answers what the one parse of it all would: the same data,
 * or the same issues in the same order.
 * @example
 * const parsed = yield* safeParseInSteps(StateFileShape, file, [['tables', 'documents'], ['journal']])
 */
export function* safeParseInSteps<S extends z.ZodObject>(
  schema: S,
  value: unknown,
  lists: ReadonlyArray<readonly string[]>,
): Steps<z.ZodSafeParseResult<z.output<S>>> {
  if (!isObject(value)) return schema.safeParse(value, { error: fieldMessages })
  const found: Array<{ path: readonly string[]; items: readonly unknown[]; schema: z.ZodType }> = []
  const light: Record<string, unknown> = { ...value }
  for (const path of lists) {
    const items = itemsOf(path.reduce<z.ZodType | undefined>(fieldOf, schema))
    // The objects on the way are copied, never changed: the caller's value stays as it came.
    let holder: Record<string, unknown> | undefined = light
    for (const key of path.slice(0, -1)) {
      const next: unknown = holder?.[key]
      holder = isObject(next) ? (holder![key] = { ...next }) : undefined
    }
    const last = path.at(-1)!
    const list = holder?.[last]
    if (!items || !holder || !Array.isArray(list) || !Object.hasOwn(holder, last)) continue
    found.push({ path, items: list, schema: items })
    holder[last] = []
  }
  const parsed = schema.safeParse(light, { error: fieldMessages })
  const outputs: unknown[][] = []
  const listIssues: Issue[][] = []
  for (const { path, items, schema: itemSchema } of found) {
    const output: unknown[] = []
    const wrong: Issue[] = []
    for (let i = 0; i < items.length; i++) {
      const item = itemSchema.safeParse(items[i], { error: fieldMessages })
      if (item.success) output.push(item.data)
      else for (const issue of item.error.issues) wrong.push({ ...issue, path: [...path, i, ...issue.path] })
      if (i % ITEMS_PER_STEP === ITEMS_PER_STEP - 1) yield
    }
    outputs.push(output)
    listIssues.push(wrong)
  }
  if (!parsed.success || listIssues.some((wrong) => wrong.length)) {
    // The lists' issues go where a whole parse meets them: after the issues of what comes before each list.
    const others = parsed.success ? [] : parsed.error.issues
    const merged: Issue[] = []
    let next = 0
    found.forEach(({ path }, i) => {
      const rank = rankOf(schema, { path: [...path], code: 'custom' })
      while (next < others.length && compareRanks(rankOf(schema, others[next]!), rank) < 0) merged.push(others[next++]!)
      merged.push(...listIssues[i]!)
    })
    merged.push(...others.slice(next))
    return { success: false, error: new z.ZodError(merged) } as z.ZodSafeParseResult<z.output<S>>
  }
  const data = parsed.data as Record<string, unknown>
  found.forEach(({ path }, i) => {
    let holder = data
    for (const key of path.slice(0, -1)) holder = holder[key] as Record<string, unknown>
    holder[path.at(-1)!] = outputs[i]
  })
  return parsed
}
