import * as z from 'zod'
import { compileRecordCheck } from '../../../src/db/record-check.js'
import { defOf } from '../../../src/db/record-check-leaves.js'
import { validateInput } from '../../../src/http/input.js'
import { routes } from '../../../src/resources/routes.js'
import { compare, ODD_VALUES, variantsOf } from './record-check-parity.js'

// What a query string or a JSON body may carry besides the odd values of records: numbers as text, padded, out of range, not numbers.
// The text ones come first, as a query string has them: a good input is made of the first values each field takes.
const INPUT_VALUES: readonly unknown[] = [
  ...[
    '1',
    '2',
    '20',
    '100',
    '101',
    ' 7 ',
    '0',
    '-1',
    '1.5',
    '1e1',
    '0x10',
    '9007199254740993',
    'abc',
    ' ',
    '  padded  ',
    'root',
    'all',
    'archived',
    'editor',
  ],
  ...[
    5,
    100,
    101,
    'a'.repeat(64),
    'a'.repeat(65),
    'a'.repeat(255),
    ` ${'a'.repeat(255)} `,
    'a'.repeat(256),
    '00000000-0000-4000-8000-000000000001',
  ],
  ...ODD_VALUES,
]

/**
 * Checks, on every operation's query and JSON body schema the compiled check
 * takes, that it never accepts what zod rejects and copies what it accepts
 * exactly as zod's parse would (defaults filled, absent optional keys left
 * out, numbers read from text, strings trimmed): from an input each field of
 * which zod accepts, with each field dropped and set to each of many values.
 * Answers the cases compared, and the schemas whose own good input the check was unsure of.
 * With `jitless`, each input is also validated as a request's is, with zod's
 * `jitless` off and on, which must give the same value or the same field errors;
 * `every` compares one input in so many.
 * @example
 * const { cases, unsureOfGood } = checkInputCheckParity()
 */
export function checkInputCheckParity(options: { every?: number; jitless?: boolean } = {}): {
  cases: number
  schemas: number
  unsureOfGood: string[]
} {
  const tally = { cases: 0, unsure: 0, seen: 0 }
  const unsureOfGood: string[] = []
  let schemas = 0
  for (const route of routes) {
    for (const [part, schema] of [
      ['query', route.query],
      ['body', route.body],
    ] as const) {
      if (!schema || !compileRecordCheck(schema)) continue
      schemas++
      const name = `${route.method} ${route.path} ${part}`
      const good = goodInput(schema)
      if (!schema.safeParse(good).success) throw new Error(`${name}: no good input found among the values tried`)
      if (!compileRecordCheck(schema)?.accepts(good)) unsureOfGood.push(name)
      const validate = options.jitless ? () => (value: unknown) => validateInput(schema, value) : undefined
      compare(name, schema, variantsOf(good, INPUT_VALUES), options.every ?? 1, tally, validate)
    }
  }
  return { cases: tally.cases, schemas, unsureOfGood }
}

/** An input each field of which its own schema accepts, present where any value tried fits. */
function goodInput(schema: z.ZodType): Record<string, unknown> {
  const def = defOf(schema)
  const input: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(def.type === 'object' ? def.shape : {})) {
    const fits = INPUT_VALUES.find((value) => value !== undefined && z.safeParse(field, value).success)
    if (fits !== undefined) input[key] = fits
  }
  return input
}
