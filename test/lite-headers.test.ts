import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LiteHeaders } from '../src/adapters/server/lite-headers.js'

/** What a Headers makes of a list of operations: its entries, each name's value and Set-Cookie, or the error it threw. */
const outcome = (headers: Headers, operations: ReadonlyArray<readonly ['append' | 'set' | 'delete', string, string]>) => {
  try {
    for (const [op, name, value] of operations) {
      if (op === 'delete') headers.delete(name)
      else headers[op](name, value)
    }
  } catch (error) {
    return { threw: (error as Error).name }
  }
  const names = [...new Set(operations.map(([, name]) => name))]
  const each: Array<[string, string]> = []
  headers.forEach((value, name) => each.push([name, value]))
  return {
    entries: [...headers],
    each,
    keys: [...headers.keys()],
    values: [...headers.values()],
    get: names.map((name) => headers.get(name)),
    has: names.map((name) => headers.has(name)),
    cookies: headers.getSetCookie(),
  }
}

// Names and values near the edges of what Fetch accepts: cases, repeats, Set-Cookie, blanks, control characters.
const name = fc.oneof(
  fc.constantFrom('Accept', 'accept', 'X-Mock-Session', 'set-cookie', 'Set-Cookie', 'bad name', 'é', 'Ω', ''),
  fc.stringMatching(/^[a-zA-Z-]{1,6}$/),
)
const value = fc.oneof(
  fc.constantFrom('', ' padded ', '\tx', 'a, b', 'nul\0', 'line\nbreak', 'cr\r', 'ünï', 'Ω', 'x'),
  fc.string({ maxLength: 6, unit: 'binary' }),
)
const operation = fc.tuple(fc.constantFrom('append' as const, 'set' as const, 'delete' as const), name, value)

describe('LiteHeaders', () => {
  it("does what the runtime's Headers does with any names and values, refusals included", () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 12 }), (operations) => {
        expect(outcome(new LiteHeaders(), operations)).toEqual(outcome(new Headers(), operations))
      }),
      { numRuns: 500, seed: 20261127 },
    )
  })

  it('is taken wherever a Headers is: by a Request, by a new Headers', () => {
    const headers = new LiteHeaders([
      ['Authorization', 'Bearer demo-token'],
      ['Accept', 'a'],
      ['accept', 'b'],
    ])
    expect(new Request('http://localhost/', { headers }).headers.get('accept')).toBe('a, b')
    expect([...new Headers(headers)]).toEqual([
      ['accept', 'a, b'],
      ['authorization', 'Bearer demo-token'],
    ])
  })
})
