/** A header name as Fetch takes one: an HTTP token. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/
/** What Fetch refuses in a header value, once its leading and trailing blanks are gone (a value is a byte string). */
const FORBIDDEN_IN_VALUE = /[\0\r\n\u0100-\uffff]/

/**
 * The headers of a request a transport has read (the standalone server), as
 * a Fetch `Headers` behaves: names in lower case, a name given twice joined
 * with `, ` (`Set-Cookie` kept apart), iterated in name order, and a name or
 * value Fetch would refuse refused with the same `TypeError`. It does not
 * load the runtime's Fetch (in Node, undici: some ten milliseconds of a
 * server's first answer), and anything that takes a `Headers` takes it.
 * @example
 * const headers = new LiteHeaders([['Authorization', 'Bearer demo-token']])
 * headers.get('authorization') // 'Bearer demo-token'
 */
export class LiteHeaders implements Headers {
  readonly #values = new Map<string, string[]>()

  constructor(init: Iterable<readonly [string, string]> = []) {
    for (const [name, value] of init) this.append(name, value)
  }

  append(name: string, value: string): void {
    const [key, normalized] = checked(name, value)
    const values = this.#values.get(key)
    if (values) values.push(normalized)
    else this.#values.set(key, [normalized])
  }

  set(name: string, value: string): void {
    const [key, normalized] = checked(name, value)
    this.#values.set(key, [normalized])
  }

  delete(name: string): void {
    this.#values.delete(keyOf(name))
  }

  get(name: string): string | null {
    return this.#values.get(keyOf(name))?.join(', ') ?? null
  }

  getSetCookie(): string[] {
    return [...(this.#values.get('set-cookie') ?? [])]
  }

  has(name: string): boolean {
    return this.#values.has(keyOf(name))
  }

  forEach(callback: (value: string, key: string, parent: Headers) => void, thisArg?: unknown): void {
    for (const [key, value] of this.entries()) callback.call(thisArg, value, key, this)
  }

  *entries(): Generator<[string, string], undefined, unknown> {
    for (const key of [...this.#values.keys()].sort()) {
      const values = this.#values.get(key) ?? []
      if (key === 'set-cookie') for (const cookie of values) yield [key, cookie]
      else yield [key, values.join(', ')]
    }
  }

  *keys(): Generator<string, undefined, unknown> {
    for (const [key] of this.entries()) yield key
  }

  *values(): Generator<string, undefined, unknown> {
    for (const [, value] of this.entries()) yield value
  }

  [Symbol.iterator](): Generator<[string, string], undefined, unknown> {
    return this.entries()
  }
}

/** A name as Fetch keeps it (lower case), or the `TypeError` Fetch throws for it. */
function keyOf(name: string): string {
  if (!TOKEN.test(name)) throw new TypeError(`Headers: "${name}" is an invalid header name`)
  return name.toLowerCase()
}

/** A name and value as Fetch keeps them, or the `TypeError` Fetch throws for them. */
function checked(name: string, value: string): [string, string] {
  const normalized = value.replace(/^[\t\n\r ]+|[\t\n\r ]+$/g, '')
  const key = keyOf(name)
  if (FORBIDDEN_IN_VALUE.test(normalized)) throw new TypeError(`Headers: "${normalized}" is an invalid header value`)
  return [key, normalized]
}
