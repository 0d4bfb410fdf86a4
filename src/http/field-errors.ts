import type { z } from 'zod'
import type { FieldError } from './api-error.js'

type Issue = z.core.$ZodIssue
type RawIssue = z.core.$ZodRawIssue
type Path = ReadonlyArray<PropertyKey>

const EXPECTED: Readonly<Record<string, string>> = {
  string: 'a string',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'a boolean',
  object: 'an object',
  array: 'an array',
  null: 'null',
  file: 'a file',
  date: 'a date',
}

/** Query values are strings that a schema coerces: show the string itself, not its type. */
const COERCED = new Set(['number', 'int', 'bigint', 'boolean', 'date'])

const clip = (text: string): string => JSON.stringify(text.length > 32 ? `${text.slice(0, 32)}…` : text)

/** What came, in a few words: `a number`, `null`, `"abc"` (a string where a number was expected). */
function describe(value: unknown, expected: string): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  if (typeof value === 'string') return COERCED.has(expected) ? clip(value) : 'a string'
  if (typeof value === 'number') return expected === 'int' && Number.isFinite(value) ? String(value) : 'a number'
  if (typeof value === 'object') return typeof File !== 'undefined' && value instanceof File ? 'a file' : 'an object'
  return `a ${typeof value}`
}

const listOf = (values: readonly unknown[]): string => {
  const shown = values.map((value) => JSON.stringify(value))
  return shown.length < 2 ? (shown[0] ?? 'nothing') : `one of ${shown.slice(0, -1).join(', ')} or ${shown.at(-1)!}`
}

/**
 * The house wording of zod's default messages, for every check a schema does
 * not word itself: `Must be at most 120 characters`, `Expected one of "owner",
 * "admin", "editor" or "viewer", got "boss"`. Passed to `safeParse` as its
 * error map; a schema's own message still wins.
 * @example
 * schema.safeParse(value, { error: fieldMessages })
 */
export const fieldMessages = (issue: RawIssue): string | undefined => {
  const exact = 'inclusive' in issue && issue.inclusive === false
  switch (issue.code) {
    case 'too_big':
    case 'too_small': {
      const bound = Number(issue.code === 'too_big' ? issue.maximum : issue.minimum)
      const word = issue.code === 'too_big' ? (exact ? 'less than' : 'at most') : exact ? 'more than' : 'at least'
      if (issue.origin === 'string')
        return bound === 1 && issue.code === 'too_small' ? 'Must not be empty' : `Must be ${word} ${bound} characters`
      if (issue.origin === 'array') return `Must hold ${word} ${bound} items`
      return `Must be ${word} ${bound}`
    }
    case 'invalid_format':
      if (issue.format === 'email') return 'Must be an email address'
      if (issue.format === 'guid' || issue.format === 'uuid') return 'Must be a UUID'
      if (issue.format === 'datetime') return 'Must be an ISO 8601 date-time'
      return issue.format === 'regex' ? 'Has an invalid form' : `Must be in ${issue.format} form`
    case 'invalid_value':
      return `Expected ${listOf(issue.values)}, got ${typeof issue.input === 'string' ? clip(issue.input) : describe(issue.input, 'string')}`
    default:
      return undefined
  }
}

/** The value at `path` in what was sent, and whether its parent holds it at all. */
function valueAt(root: unknown, path: Path): { found: boolean; value: unknown } {
  let node: unknown = root
  for (const key of path) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return { found: false, value: undefined }
    node = (node as Record<PropertyKey, unknown>)[key]
  }
  return { found: node !== undefined, value: node }
}

/** `items[2].email`: names with dots, positions in brackets; `body` for the whole body. */
function fieldName(path: Path): string {
  if (path.length === 0) return 'body'
  return path.map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? String(key) : `.${String(key)}`)).join('')
}

/** An issue's leaves: a union's (or a collection's) inner issues, from its deepest branch. */
function leaves(issue: Issue, prefix: Path): Array<{ issue: Issue; path: Path }> {
  const path = [...prefix, ...issue.path]
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    const depth = (branch: readonly Issue[]) => Math.max(...branch.map((inner) => inner.path.length))
    const deepest = issue.errors.reduce((best, branch) => (branch.length > 0 && depth(branch) > depth(best) ? branch : best))
    if (deepest.length > 0) return deepest.flatMap((inner) => leaves(inner, path))
  }
  if ((issue.code === 'invalid_element' || issue.code === 'invalid_key') && issue.issues.length > 0) {
    const inner = issue.code === 'invalid_element' ? [...path, issue.key as PropertyKey] : path
    return issue.issues.flatMap((nested) => leaves(nested, inner))
  }
  return [{ issue, path }]
}

/**
 * zod issues as the envelope's `errors`: each bad field named once, at its
 * deepest path (`items[2].email`). A field that is absent is `Required`; one of
 * the wrong type says what was expected and what came (`Expected a string,
 * got a number`), read from `input`, the value that was validated.
 * @example
 * toFieldErrors(result.error, { name: 5 }) // [{ field: 'name', message: 'Expected a string, got a number' }]
 */
export function toFieldErrors(error: z.ZodError, input?: unknown): FieldError[] {
  const byField = new Map<string, string>()
  for (const { issue, path } of error.issues.flatMap((issue) => leaves(issue, []))) {
    const field = fieldName(path)
    if (byField.has(field)) continue
    let message = issue.message
    if (issue.code === 'invalid_type') {
      const sent = input === undefined ? { found: issue.input !== undefined, value: issue.input } : valueAt(input, path)
      const expected = EXPECTED[issue.expected] ?? issue.expected
      message = sent.found ? `Expected ${expected}, got ${describe(sent.value, issue.expected)}` : 'Required'
    }
    byField.set(field, message)
  }
  return [...byField].map(([field, message]) => ({ field, message }))
}
