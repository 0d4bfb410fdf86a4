/**
 * Just enough reading of a config file's JavaScript to edit it where that is safe: an object
 * literal's own properties (not those of the objects inside it), an array's elements. Strings,
 * template literals, comments and regular expressions are stepped over, so a `{` or a `,` in
 * them counts for nothing.
 */

/** Where a bracketed literal sits in the text: the index of its opening and of its closing bracket. */
export interface Span {
  readonly open: number
  readonly close: number
}

/** A property of an object literal: its key, where the key starts, and the span of its value's text. */
export interface Property {
  readonly key: string
  readonly at: number
  readonly value: { readonly start: number; readonly end: number }
}

const CLOSERS: Record<string, string> = { '{': '}', '[': ']', '(': ')' }

/** The index just past the string, template, comment or regular expression that starts at `i`; `i` itself when none does. */
function skipToken(text: string, i: number): number {
  const c = text[i]
  if (c === '/' && text[i + 1] === '/') return (text.indexOf('\n', i) + 1 || text.length + 1) - 1
  if (c === '/' && text[i + 1] === '*') return text.indexOf('*/', i + 2) + 2 || text.length
  // A slash starts a regular expression where a value is expected: after an operator, a bracket or a comma.
  if (c === '/' && /[(,=:[!&|?{};]\s*$|^\s*$/.test(text.slice(Math.max(0, i - 40), i))) {
    let j = i + 1
    for (let inClass = false; j < text.length && (inClass || text[j] !== '/'); j++) {
      if (text[j] === '\\') j++
      else if (text[j] === '[') inClass = true
      else if (text[j] === ']') inClass = false
      else if (text[j] === '\n') return i
    }
    return j + 1
  }
  if (c !== '"' && c !== "'" && c !== '`') return i
  let j = i + 1
  while (j < text.length && text[j] !== c) {
    if (text[j] === '\\') j++
    // A template's `${…}` may hold anything, quotes included.
    else if (c === '`' && text[j] === '$' && text[j + 1] === '{') j = closing(text, j + 1)
    j++
  }
  return j + 1
}

/** The index of the bracket that closes the one at `open`; the text's length when it never closes. */
export function closing(text: string, open: number): number {
  const stack = [CLOSERS[text[open]!]]
  for (let i = open + 1; i < text.length; i++) {
    const skipped = skipToken(text, i)
    if (skipped !== i) {
      i = skipped - 1
      continue
    }
    const c = text[i]!
    if (CLOSERS[c]) stack.push(CLOSERS[c])
    else if (c === stack[stack.length - 1] && stack.pop() && !stack.length) return i
  }
  return text.length
}

/** The items of the object or array `span`, split at its own commas: their spans of text, trimmed. */
function items(text: string, span: Span): Array<{ start: number; end: number }> {
  const found: Array<{ start: number; end: number }> = []
  let start = span.open + 1
  const push = (end: number): void => {
    const raw = text.slice(start, end)
    const lead = raw.length - raw.trimStart().length
    if (raw.trim()) found.push({ start: start + lead, end: start + lead + raw.trim().length })
  }
  for (let i = span.open + 1; i < span.close; i++) {
    const skipped = skipToken(text, i)
    if (skipped !== i) {
      i = skipped - 1
      continue
    }
    if (CLOSERS[text[i]!]) i = closing(text, i)
    else if (text[i] === ',') {
      push(i)
      start = i + 1
    }
  }
  push(span.close)
  return found
}

/** The length of the comments and spaces an item starts with (a comment may lead a property). */
const leadingComments = (text: string): number => /^(?:\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/)*/.exec(text)![0].length

/**
 * The own properties of the object literal `span`, those written `key: value` (bare or quoted
 * keys); a spread or a method among them makes the object's shape unknown: undefined.
 * @example
 * properties("{ test: { a: 1 }, 'b': [] }", { open: 0, close: 26 })?.map((p) => p.key) // ['test', 'b']
 */
export function properties(text: string, span: Span): Property[] | undefined {
  const found: Property[] = []
  for (const item of items(text, span)) {
    const at = item.start + leadingComments(text.slice(item.start, item.end))
    const match = /^(?:([A-Za-z_$][\w$]*)|'([^']*)'|"([^"]*)")\s*:\s*/.exec(text.slice(at, item.end))
    if (!match) return undefined
    found.push({ key: match[1] ?? match[2] ?? match[3]!, at, value: { start: at + match[0].length, end: item.end } })
  }
  return found
}

/** The span of a property's value when it is an object literal (`{`) or an array literal (`[`). */
export function literalOf(text: string, property: Property | undefined, bracket: '{' | '['): Span | undefined {
  if (!property || text[property.value.start] !== bracket) return undefined
  const close = closing(text, property.value.start)
  return close === property.value.end - 1 ? { open: property.value.start, close } : undefined
}

/** The object literals among an array literal's elements. */
export const objectElements = (text: string, array: Span): Span[] =>
  items(text, array)
    .filter((item) => text[item.start] === '{' && closing(text, item.start) === item.end - 1)
    .map((item) => ({ open: item.start, close: item.end - 1 }))

/**
 * The object literal passed as the one config of the file, found by `opener` ending just before its
 * `{` (e.g. `defineConfig(`, `export default`): exactly one such opening, else undefined.
 * @example
 * configObject(text, /defineConfig\(\s*$/) // { open, close } of `defineConfig({ … })`'s object
 */
export function configObject(text: string, opener: RegExp): Span | undefined {
  const openings = [...text.matchAll(/\{/g)].map((match) => match.index).filter((at) => opener.test(text.slice(Math.max(0, at - 80), at)))
  if (openings.length !== 1) return undefined
  return { open: openings[0]!, close: closing(text, openings[0]!) }
}

/** The indent of the line `at` is on. */
const indentAt = (text: string, at: number): string => /^[ \t]*/.exec(text.slice(text.lastIndexOf('\n', at - 1) + 1))![0]

/**
 * Adds `key: value,` as the first property of the object `span`, on a line of its own, one step
 * deeper than the line that opens it (tabs where the file indents with tabs).
 * @example
 * insertProperty('{ a: 1 }', { open: 0, close: 7 }, 'b', '[]') // "{\n  b: [],\n a: 1 }"
 */
export function insertProperty(text: string, span: Span, key: string, value: string): string {
  const step = /^\t/m.test(text) ? '\t' : '  '
  return `${text.slice(0, span.open + 1)}\n${indentAt(text, span.open)}${step}${key}: ${value},${text.slice(span.open + 1)}`
}

/**
 * Adds `entry` (source text) as the first element of the array `span`.
 * @example
 * prependElement("['a']", { open: 0, close: 4 }, "'b'") // "['b', 'a']"
 */
export function prependElement(text: string, span: Span, entry: string): string {
  const empty = !text.slice(span.open + 1, span.close).trim()
  return `${text.slice(0, span.open + 1)}${entry}${empty ? '' : ', '}${text.slice(span.open + 1)}`
}

/** The string literals of an array literal (`['src/**', "e2e/**"]`); undefined when it holds anything else. */
export function stringElements(text: string, array: Span): string[] | undefined {
  const values = items(text, array).map((item) => /^(['"`])([^'"`$]*)\1$/.exec(text.slice(item.start, item.end))?.[2])
  const strings = values.filter((value): value is string => value !== undefined)
  return strings.length === values.length ? strings : undefined
}
