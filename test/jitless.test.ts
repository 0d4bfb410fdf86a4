import { describe, expect, it } from 'vitest'
import { checkInputCheckParity } from './support/checks/input-check-parity.js'
import { checkRecordCheckParity } from './support/checks/record-check-parity.js'

// An app behind a strict CSP sets `z.config({ jitless: true })`: the mock then generates no code and
// leaves every record and input to zod. Sampled (one case in a few): the full runs are in store.test.ts
// and field-errors.test.ts. The same under a realm that refuses code: test/integration/jitless.test.ts.
describe("zod's jitless", () => {
  it('loads every record the same with jitless on, leaving each one to zod', () => {
    const { cases } = checkRecordCheckParity({ every: 15, jitless: true })
    expect(cases).toBeGreaterThan(2000)
  })

  it("validates every operation's query and body the same with jitless on: the same value or the same field errors", () => {
    const { cases, schemas } = checkInputCheckParity({ every: 4, jitless: true })
    expect(schemas).toBeGreaterThanOrEqual(29)
    expect(cases).toBeGreaterThan(800)
  })
})
