import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseJsonInSteps } from '../src/http/json-in-steps.js'
import { runSteps } from '../src/http/steps.js'

/** What a parse gives: the value, or that it threw a SyntaxError. */
const outcome = (parse: () => unknown): { value: unknown } | { syntaxError: boolean } => {
  try {
    return { value: parse() }
  } catch (error) {
    return { syntaxError: error instanceof SyntaxError }
  }
}
const inSteps = (text: string) => outcome(() => runSteps(parseJsonInSteps(text)))
const native = (text: string) => outcome(() => JSON.parse(text))

/** Characters that make and break JSON, to cut into good text. */
const JSON_CHARACTERS = fc.constantFrom(
  '{',
  '}',
  '[',
  ']',
  '"',
  '\\',
  ',',
  ':',
  ' ',
  '\n',
  'a',
  '1',
  '-',
  'e',
  '.',
  't',
  'n',
  'u',
  '0',
  '\u2028',
)
const json = fc.tuple(fc.jsonValue(), fc.boolean()).map(([value, indented]) => JSON.stringify(value, null, indented ? 1 : 0))

describe('parseJsonInSteps', () => {
  it('gives what JSON.parse gives, the same keys in the same order, for any JSON', () => {
    fc.assert(
      fc.property(json, (text) => {
        const ours = inSteps(text)
        expect(ours).toEqual(native(text))
        if ('value' in ours && ours.value && typeof ours.value === 'object')
          expect(Object.keys(ours.value)).toEqual(Object.keys(JSON.parse(text) as object))
      }),
      { numRuns: 2000, seed: 20_261_128 },
    )
  })

  it('throws a SyntaxError wherever JSON.parse does, and only there, for JSON with a few characters cut in', () => {
    fc.assert(
      fc.property(json, fc.nat(), fc.array(JSON_CHARACTERS, { maxLength: 3 }), fc.boolean(), (text, at, cut, replace) => {
        const place = at % (text.length + 1)
        const changed = text.slice(0, place) + cut.join('') + text.slice(place + (replace ? 1 : 0))
        expect(inSteps(changed)).toEqual(native(changed))
      }),
      { numRuns: 5000, seed: 20_261_128 },
    )
  })

  it('keeps __proto__ a key like any other, and the last of two same keys, as JSON.parse does', () => {
    for (const text of [
      '{"__proto__":{"x":1},"a":[1,2]}',
      '{"tables":{"__proto__":[1]}}',
      '{"a":1,"a":2,"b":3}',
      '\ufeff{}',
      '{"a":"\\\\"}',
      '',
      '[1]]',
    ])
      expect(inSteps(text)).toEqual(native(text))
    const parsed = runSteps(parseJsonInSteps('{"__proto__":{"x":1}}')) as Record<string, unknown>
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype)
    expect(Object.keys(parsed)).toEqual(['__proto__'])
  })
})
