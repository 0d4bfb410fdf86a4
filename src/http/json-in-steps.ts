import type { Steps } from './steps.js'

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPEN_OBJECT = 0x7b
const CLOSE_OBJECT = 0x7d
const OPEN_ARRAY = 0x5b
const CLOSE_ARRAY = 0x5d
const COMMA = 0x2c
const COLON = 0x3a

/** How many values are parsed between two steps; a large one (a file's base64) is a step of its own. */
const VALUES_PER_STEP = 64
const CHARS_PER_STEP = 256 * 1024

const isSpace = (code: number): boolean => code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09

/**
 * Parses JSON text as `JSON.parse` does, the same value or the same
 * `SyntaxError`, in steps: the outer `levels` of objects and arrays (a state
 * file's root, its tables, their lists) are walked here, and each value
 * below them (a record) is handed to `JSON.parse` whole, a step every few
 * dozen of them. The walk only finds where each value ends; `JSON.parse`
 * checks every character of it.
 * @example
 * const value = await runInSlices(parseJsonInSteps(text))
 */
export function* parseJsonInSteps(text: string, levels = 3): Steps<unknown> {
  const reader = new Reader(text)
  const value = yield* reader.value(levels)
  reader.skipSpace()
  if (reader.at < text.length) reader.fail()
  return value
}

class Reader {
  at = 0
  #parsed = 0
  #chars = 0
  constructor(readonly text: string) {}

  fail(): never {
    throw new SyntaxError(this.at < this.text.length ? `Unexpected token in JSON at position ${this.at}` : 'Unexpected end of JSON input')
  }

  skipSpace(): void {
    while (isSpace(this.text.charCodeAt(this.at))) this.at++
  }

  /** Reads one value: walked when it is an object or array above `levels`, else parsed whole. */
  *value(levels: number): Steps<unknown> {
    this.skipSpace()
    const code = this.text.charCodeAt(this.at)
    if (levels > 0 && code === OPEN_OBJECT) return yield* this.object(levels - 1)
    if (levels > 0 && code === OPEN_ARRAY) return yield* this.array(levels - 1)
    const start = this.at
    this.at = this.endOfValue(start)
    const value: unknown = JSON.parse(this.text.slice(start, this.at))
    this.#chars += this.at - start
    if (++this.#parsed % VALUES_PER_STEP === 0 || this.#chars > CHARS_PER_STEP) {
      this.#chars = 0
      yield
    }
    return value
  }

  *object(levels: number): Steps<Record<string, unknown>> {
    const object: Record<string, unknown> = {}
    this.at++
    this.skipSpace()
    if (this.text.charCodeAt(this.at) === CLOSE_OBJECT) {
      this.at++
      return object
    }
    for (;;) {
      this.skipSpace()
      if (this.text.charCodeAt(this.at) !== QUOTE) this.fail()
      const start = this.at
      this.at = this.endOfString(start)
      const key = JSON.parse(this.text.slice(start, this.at)) as string
      this.skipSpace()
      if (this.text.charCodeAt(this.at) !== COLON) this.fail()
      this.at++
      const value = yield* this.value(levels)
      // As JSON.parse does: `__proto__` is a key like any other, never the object's prototype.
      if (key === '__proto__') Object.defineProperty(object, key, { value, writable: true, enumerable: true, configurable: true })
      else object[key] = value
      if (this.closes(CLOSE_OBJECT)) return object
    }
  }

  *array(levels: number): Steps<unknown[]> {
    const array: unknown[] = []
    this.at++
    this.skipSpace()
    if (this.text.charCodeAt(this.at) === CLOSE_ARRAY) {
      this.at++
      return array
    }
    for (;;) {
      array.push(yield* this.value(levels))
      if (this.closes(CLOSE_ARRAY)) return array
    }
  }

  /** Past the comma after a member (false) or the bracket that closes its object or array (true). */
  closes(close: number): boolean {
    this.skipSpace()
    const next = this.text.charCodeAt(this.at)
    if (next !== close && next !== COMMA) this.fail()
    this.at++
    return next === close
  }

  /** Where the string opening at `start` ends (past its closing quote). */
  endOfString(start: number): number {
    for (let at = start; ;) {
      at = this.text.indexOf('"', at + 1)
      if (at < 0) return this.text.length
      let backslashes = 0
      while (this.text.charCodeAt(at - 1 - backslashes) === BACKSLASH) backslashes++
      if (backslashes % 2 === 0) return at + 1
    }
  }

  /**
   * Where the value starting at `start` ends: a string at its closing quote, an object or array where
   * its brackets balance, a number or literal at the next delimiter. What lies between is JSON.parse's to check.
   */
  endOfValue(start: number): number {
    const { text } = this
    const first = text.charCodeAt(start)
    if (first === QUOTE) return this.endOfString(start)
    if (first !== OPEN_OBJECT && first !== OPEN_ARRAY) {
      let at = start
      for (let code = first; at < text.length; code = text.charCodeAt(++at))
        if (isSpace(code) || code === COMMA || code === CLOSE_OBJECT || code === CLOSE_ARRAY || code === COLON) break
      return at
    }
    let depth = 0
    for (let at = start; at < text.length; at++) {
      const code = text.charCodeAt(at)
      if (code === QUOTE) at = this.endOfString(at) - 1
      else if (code === OPEN_OBJECT || code === OPEN_ARRAY) depth++
      else if ((code === CLOSE_OBJECT || code === CLOSE_ARRAY) && --depth === 0) return at + 1
    }
    return text.length
  }
}
