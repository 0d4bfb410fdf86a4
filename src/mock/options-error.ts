import type { z } from 'zod'

/**
 * A mock was given an option it cannot use; the message names the entry, the option and what it takes.
 * @example
 * expect(() => createMock({ journalSize: -1 })).toThrow(MockOptionsError)
 */
export class MockOptionsError extends TypeError {
  override readonly name = 'MockOptionsError'
}

/** How many single-letter edits (ignoring case) turn `a` into `b`: option names are ASCII, read by code unit. */
const distance = (a: string, b: string): number => {
  const x = a.toLowerCase()
  const y = b.toLowerCase()
  let row = Array.from({ length: y.length + 1 }, (_, j) => j)
  for (let i = 0; i < x.length; i++) {
    const next = [i + 1]
    for (let j = 0; j < y.length; j++) next.push(Math.min(row[j + 1]! + 1, next[j]! + 1, row[j]! + (x[i] === y[j] ? 0 : 1)))
    row = next
  }
  return row[y.length]!
}

/** Why a base URL never matches (see `isBaseUrl` in options.ts). */
const baseUrlMessage = (value: string): string =>
  /^\/(?!\/)/.test(value)
    ? `"${value}" is a path, and no page is here to resolve it (MSW matches a relative URL against the page's location): ` +
      `give an absolute http(s) URL, e.g. "http://localhost:4010${value}"`
    : `expected an absolute http(s) URL with no query or fragment, e.g. "https://api.example.test", got "${value}"` +
      (value.includes('//') ? '' : ` (with its scheme: "https://${value}")`)

/**
 * The error for an issue `optionsIssue` found: the entry, the option, and
 * what it takes; for a name that is none of the `known` options, the one it
 * is likely meant for (`baseURL: did you mean baseUrl?`), else all of them.
 * It imports nothing, so a page loads it, alone, only when it has to say this.
 * @example
 * throw mockOptionsError('createMock', issue, options, MOCK_OPTION_NAMES)
 */
export function mockOptionsError(entry: string, issue: z.core.$ZodIssue, options: unknown, known: readonly string[]): MockOptionsError {
  const path = issue.path
    .map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`))
    .join('')
    .replace(/^\./, '')
  let message = `${path || 'options'}: ${issue.message}`
  if (issue.code === 'unrecognized_keys' && !path) {
    const key = issue.keys[0]!
    const near = known.find((name) => distance(key, name) <= Math.min(2, name.length >> 2))
    message = near ? `${key}: did you mean ${near}?` : `${key}: not an option of ${entry}; its options: ${known.join(', ')}`
  } else if (issue.code === 'custom' && path === 'baseUrl') {
    message = `baseUrl: ${baseUrlMessage(String((options as { baseUrl: unknown }).baseUrl))}`
  }
  return new MockOptionsError(`${entry}: ${message}`)
}
