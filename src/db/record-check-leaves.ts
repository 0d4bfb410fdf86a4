/**
 * The leaves of a compiled record check: a string, number (coerced too),
 * boolean, enum, literal or `instanceof` schema as a JavaScript expression, read from the
 * definitions zod 4 publishes (`z.core`). `record-check.ts` walks a record schema down to these; anything
 * here not recognised answers `undefined`, and the whole check gives up.
 */

import type { z } from 'zod'

/** A compiled part of a schema: a JavaScript expression of a value, with the constants it refers to. */
export interface CheckNode {
  /** A boolean expression: is `value` certainly accepted? */
  test(value: string, constant: Constant): string
  /** An expression of the parsed copy of `value`; absent when it is the value itself. */
  copy?(value: string, constant: Constant): string
  /** Its copy is never an object (nothing to freeze). */
  plain?: boolean
  /** An object key of this schema may be absent, and then stays absent from the copy. */
  optional?: boolean
}

/** Names a constant of the generated code (a pattern, a set, a function): answers the expression that reads it. */
export type Constant = (value: unknown) => string

/**
 * A schema's definition as zod publishes it (`z.core`), one of the kinds zod
 * itself tells apart by `type`: what every walk of the check reads.
 */
export type SchemaDef = z.core.$ZodTypes['_zod']['def'] | z.core.$ZodStringFormatTypes['_zod']['def']
/** A check's definition as zod publishes it, told apart by `check`. */
type CheckDef = (z.core.$ZodChecks | z.core.$ZodStringFormatChecks)['_zod']['def']

/**
 * The definition of a zod schema, as one of zod's own kinds (the way zod's
 * documentation has a library read a schema).
 * @example
 * defOf(z.string().nullable()).type // 'nullable'
 */
export const defOf = (schema: z.core.$ZodType): SchemaDef => (schema as z.core.$ZodTypes)._zod.def

/** The definitions of a schema's checks, in order. */
const checksOf = (def: SchemaDef): CheckDef[] =>
  (def.checks ?? []).map((check) => (check as z.core.$ZodChecks | z.core.$ZodStringFormatChecks)._zod.def)

// zod formats whose whole check is their pattern (others, e.g. url or ipv6, parse in code).
const PATTERN_FORMATS = new Set(['guid', 'uuid', 'email', 'datetime', 'date', 'time', 'regex'])

/** zod's GUID pattern, which every id of the store uses: matched by hand, several times faster than the regex. */
const GUID_PATTERN = '^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$'

function isGuid(value: string): boolean {
  if (value.length !== 36) return false
  for (let i = 0; i < 36; i++) {
    const c = value.charCodeAt(i)
    if (i === 8 || i === 13 || i === 18 || i === 23) {
      if (c !== 45) return false
    } else if (!((c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102))) return false
  }
  return true
}

const patternTest = (pattern: RegExp, v: string, constant: Constant): string => {
  if (pattern.source === GUID_PATTERN && pattern.flags === '') return `${constant(isGuid)}(${v})`
  return pattern.global || pattern.sticky
    ? `(${constant(pattern)}.lastIndex = 0, ${constant(pattern)}.test(${v}))`
    : `${constant(pattern)}.test(${v})`
}

function stringCheck(check: CheckDef): ((v: string, constant: Constant) => string) | undefined {
  switch (check.check) {
    // zod counts code points; UTF-16 units decide only where the two cannot disagree, otherwise "not sure".
    case 'min_length': {
      const { minimum } = check
      return (v, constant) => `(${v}.length >= ${minimum * 2} || (${v}.length >= ${minimum} && !${constant(/[\uD800-\uDBFF]/)}.test(${v})))`
    }
    case 'max_length': {
      const { maximum } = check
      return (v) => `${v}.length <= ${maximum}`
    }
    case 'string_format': {
      const { pattern } = check
      return PATTERN_FORMATS.has(check.format) && pattern ? (v, constant) => patternTest(pattern, v, constant) : undefined
    }
    default:
      return undefined
  }
}

function numberCheck(check: CheckDef): ((v: string) => string) | undefined {
  switch (check.check) {
    case 'number_format':
      return check.format === 'safeint' ? (v) => `Number.isSafeInteger(${v})` : undefined
    case 'greater_than':
    case 'less_than': {
      const { value: bound, inclusive } = check
      if (typeof bound !== 'number' || !Number.isFinite(bound)) return undefined
      const operator = check.check === 'greater_than' ? '>' : '<'
      return (v) => `${v} ${operator}${inclusive ? '=' : ''} ${bound}`
    }
    default:
      return undefined
  }
}

/**
 * Compiles a leaf schema (string, number, boolean, string enum, literal,
 * `instanceof`) into a test; answers `undefined` for any other schema, a
 * coerced one but a number, or a check it does not know.
 * @example
 * const node = compileLeaf(defOf(z.string().min(1)))
 * node?.test('v', constant) // 'typeof v === "string" && (v.length >= 2 || …)'
 */
export function compileLeaf(def: SchemaDef): CheckNode | undefined {
  switch (def.type) {
    case 'string':
      return def.coerce ? undefined : compileString(def)
    case 'number': {
      const checks = checksOf(def).map(numberCheck)
      if (!checks.every((check) => check !== undefined)) return undefined
      // A coerced number is zod's `Number(value)`, taken here from a string or a number only (a query's values).
      const number = (v: string) => (def.coerce ? `Number(${v})` : v)
      const type = (v: string) => (def.coerce ? `(typeof ${v} === "string" || typeof ${v} === "number")` : `typeof ${v} === "number"`)
      return {
        test: (v) => [type(v), `Number.isFinite(${number(v)})`, ...checks.map((c) => c(number(v)))].join(' && '),
        ...(def.coerce ? { copy: number } : {}),
        plain: true,
      }
    }
    case 'boolean':
      return def.coerce || def.checks?.length ? undefined : { test: (v) => `typeof ${v} === "boolean"`, plain: true }
    case 'enum': {
      // String enums only (`z.enum([...])`); a TypeScript enum's reverse mapping is zod's to sort out.
      const entries = Object.entries(def.entries)
      if (def.checks?.length || entries.length === 0 || entries.some(([key, value]) => key !== value)) return undefined
      const values = new Set<unknown>(entries.map(([key]) => key))
      return { test: (v, constant) => `${constant(values)}.has(${v})`, plain: true }
    }
    case 'literal': {
      if (def.checks?.length || def.values.length === 0) return undefined
      const set = new Set<unknown>(def.values)
      return { test: (v, constant) => `${constant(set)}.has(${v})`, plain: true }
    }
    case 'custom': {
      const { fn } = def
      return def.checks?.length ? undefined : { test: (v, constant) => `${constant(fn)}(${v}) === true` }
    }
    default:
      return undefined
  }
}

/**
 * A string: its format's pattern, then its checks in order. An `overwrite`
 * (`.trim()`) hands the checks after it its result, which is then the copy;
 * only on a string without a format, whose checks zod runs in that one order.
 */
function compileString(def: Extract<SchemaDef, { type: 'string' }>): CheckNode | undefined {
  // A format (`z.uuid()`, `z.email()`) is a string schema whose definition is also its format's check.
  const format = 'format' in def ? def.format : undefined
  const pattern = 'pattern' in def ? def.pattern : undefined
  if (format !== undefined && (!PATTERN_FORMATS.has(format) || !pattern)) return undefined
  const steps: Array<{ tx: (value: string) => unknown } | { check: (v: string, constant: Constant) => string }> = []
  for (const check of checksOf(def)) {
    if (check.check === 'overwrite' && format === undefined) steps.push({ tx: check.tx })
    else {
      const test = stringCheck(check)
      if (!test) return undefined
      steps.push({ check: test })
    }
  }
  // The value each step sees, and the tests so far.
  const run = (v: string, constant: Constant) => {
    let value = v
    const tests = [`typeof ${v} === "string"`, ...(pattern ? [patternTest(pattern, v, constant)] : [])]
    for (const step of steps) {
      if ('tx' in step) {
        value = `${constant(step.tx)}(${value})`
        tests.push(`typeof ${value} === "string"`)
      } else tests.push(step.check(value, constant))
    }
    return { value, tests }
  }
  // The last string this check accepted: a seed's foreign keys repeat from record to record (every
  // document of a workspace), and a string equal to one accepted is accepted again without reading it.
  const last = { value: undefined as unknown }
  return {
    test: (v, constant) => {
      const [isString, ...tests] = run(v, constant).tests
      if (!tests.length) return isString as string
      const memo = constant(last)
      return `${isString as string} && (${v} === ${memo}.value || (${tests.join(' && ')} && ((${memo}.value = ${v}), true)))`
    },
    ...(steps.some((step) => 'tx' in step) ? { copy: (v: string, constant: Constant) => run(v, constant).value } : {}),
    plain: true,
  }
}
