import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createMock } from '../src/adapters/msw/create-mock.js'
import { fieldMessages, toFieldErrors } from '../src/http/field-errors.js'
import { StateFile, StateFileError } from '../src/mock/state-file.js'
import { prepareStateText } from '../src/mock/state-import-in-slices.js'
import { MAX_STATE_ERRORS } from '../src/mock/state-findings.js'

/** A small world's file with a journal, so that every list a file holds has items. */
const source = createMock({})
await source.handle(new Request(`${source.baseUrl}/teams`, { headers: { authorization: 'Bearer demo-token' } }))
const exported = JSON.parse(JSON.stringify(source.exportState({ journal: true }))) as Record<string, unknown>

/** Every place of the file a fault can be put: the root, the tables, each list, each record. */
function placesOf(
  value: unknown,
  path: Array<string | number> = [],
  places: Array<Array<string | number>> = [],
): Array<Array<string | number>> {
  if (value === null || typeof value !== 'object') return places
  places.push(path)
  for (const [key, child] of Object.entries(value)) placesOf(child, [...path, Array.isArray(value) ? Number(key) : key], places)
  return places
}
const places = placesOf(exported).filter((path) => path.length <= 4)

/** A fault: a field set to a value of another kind (never a string: a base64 text is checked apart), removed, or one more. */
const fault = fc.record({
  place: fc.constantFrom(...places),
  key: fc.nat(),
  kind: fc.constantFrom('retype', 'remove', 'add'),
  value: fc.constantFrom<unknown>(42, null, true, {}, [], -1.5),
})

describe('a state file read in slices (PUT /__mock/state)', () => {
  it('refuses a broken file with the errors one whole parse of it gives, in the same order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fault, { minLength: 1, maxLength: 6 }), async (faults) => {
        const file = structuredClone(exported)
        for (const { place, key, kind, value } of faults) {
          let holder: unknown = file
          for (const step of place)
            holder = holder !== null && typeof holder === 'object' ? (holder as Record<string, unknown>)[step] : undefined
          if (holder === null || typeof holder !== 'object') continue
          const keys = Object.keys(holder)
          const name = kind === 'add' || keys.length === 0 ? `extra${key % 3}` : keys[key % keys.length]!
          if (kind === 'remove') delete (holder as Record<string, unknown>)[name]
          else (holder as Record<string, unknown>)[Array.isArray(holder) ? String(key % (holder.length + 1)) : name] = value
        }
        // As the file travels: a hole left in a list is null in its JSON.
        const text = JSON.stringify(file)
        const sent: unknown = JSON.parse(text)
        const whole = StateFile.safeParse(sent, { error: fieldMessages })
        const thrown = await prepareStateText(text).then(
          () => undefined,
          (error: unknown) => error,
        )
        if (whole.success) return
        expect(thrown).toBeInstanceOf(StateFileError)
        expect((thrown as StateFileError).errors).toEqual(toFieldErrors(whole.error, sent).slice(0, MAX_STATE_ERRORS))
      }),
      { numRuns: 200, seed: 20_261_128 },
    )
  })
})
