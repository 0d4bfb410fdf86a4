/**
 * The leaves of a compiled record check: a string, number, boolean, enum or
 * `instanceof` schema as a JavaScript expression, read from zod 4's private
 * structure. `record-check.ts` walks a record schema down to these; anything
 * here not recognised answers `undefined`, and the whole check gives up.
 */

/** A compiled part of a schema: a JavaScript expression of a value, with the constants it refers to. */
export interface CheckNode {
  /** A boolean expression: is `value` certainly accepted? */
  test(value: string, constant: Constant): string
  /** An expression of the parsed copy of `value`; absent when it is the value itself. */
  copy?(value: string, constant: Constant): string
}

/** Names a constant of the generated code (a pattern, a set, a function): answers the expression that reads it. */
export type Constant = (value: unknown) => string

// The private structure of a zod 4 schema, read only; anything unexpected makes compilation give up.
export interface Def {
  type: string
  coerce?: boolean
  checks?: Array<{ _zod: { def: CheckDef } }>
  format?: string
  pattern?: RegExp
  shape?: Record<string, { _zod: { def: Def } }>
  catchall?: unknown
  innerType?: { _zod: { def: Def } }
  entries?: Record<string, unknown>
  fn?: (value: unknown) => unknown
}
interface CheckDef {
  check: string
  format?: string
  pattern?: RegExp
  minimum?: number
  maximum?: number
  value?: unknown
  inclusive?: boolean
}

/**
 * The private definition of a zod schema.
 * @example
 * defOf(z.string().nullable()).type // 'nullable'
 */
export const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def

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
  return pattern.global || pattern.sticky ? `(${constant(pattern)}.lastIndex = 0, ${constant(pattern)}.test(${v}))` : `${constant(pattern)}.test(${v})`
}

function stringCheck(check: CheckDef): ((v: string, constant: Constant) => string) | undefined {
  const { minimum, maximum } = check
  switch (check.check) {
    // zod counts code points; UTF-16 units decide only where the two cannot disagree, otherwise "not sure".
    case 'min_length':
      return typeof minimum === 'number'
        ? (v, constant) => `(${v}.length >= ${minimum * 2} || (${v}.length >= ${minimum} && !${constant(/[\uD800-\uDBFF]/)}.test(${v})))`
        : undefined
    case 'max_length':
      return typeof maximum === 'number' ? (v) => `${v}.length <= ${maximum}` : undefined
    case 'string_format': {
      const pattern = check.pattern
      return check.format && PATTERN_FORMATS.has(check.format) && pattern ? (v, constant) => patternTest(pattern, v, constant) : undefined
    }
    default:
      return undefined
  }
}

function numberCheck(check: CheckDef): ((v: string) => string) | undefined {
  if (check.check === 'number_format' && check.format === 'safeint') return (v) => `Number.isSafeInteger(${v})`
  const bound = check.value
  if (typeof bound !== 'number' || !Number.isFinite(bound)) return undefined
  if (check.check === 'greater_than') return (v) => `${v} ${check.inclusive ? '>=' : '>'} ${bound}`
  if (check.check === 'less_than') return (v) => `${v} ${check.inclusive ? '<=' : '<'} ${bound}`
  return undefined
}

function checksOf<C>(def: Def, compileOne: (check: CheckDef) => C | undefined): C[] | undefined {
  const out: C[] = []
  for (const check of def.checks ?? []) {
    const compiled = compileOne(check._zod.def)
    if (!compiled) return undefined
    out.push(compiled)
  }
  return out
}

/**
 * Compiles a leaf schema (string, number, boolean, string enum, `instanceof`)
 * into a test; answers `undefined` for any other schema, a coerced one, or a
 * check it does not know.
 * @example
 * const node = compileLeaf(defOf(z.string().min(1)))
 * node?.test('v', constant) // 'typeof v === "string" && (v.length >= 2 || …)'
 */
export function compileLeaf(def: Def): CheckNode | undefined {
  if (def.coerce) return undefined
  switch (def.type) {
    case 'string': {
      const checks = checksOf(def, stringCheck)
      if (!checks) return undefined
      const pattern = def.pattern
      if (def.format !== undefined && (!PATTERN_FORMATS.has(def.format) || !pattern)) return undefined
      return {
        test: (v, constant) =>
          [`typeof ${v} === "string"`, ...(pattern ? [patternTest(pattern, v, constant)] : []), ...checks.map((c) => c(v, constant))].join(' && '),
      }
    }
    case 'number': {
      const checks = checksOf(def, numberCheck)
      return checks && { test: (v) => [`typeof ${v} === "number"`, `Number.isFinite(${v})`, ...checks.map((c) => c(v))].join(' && ') }
    }
    case 'boolean':
      return def.checks?.length ? undefined : { test: (v) => `typeof ${v} === "boolean"` }
    case 'enum': {
      // String enums only (`z.enum([...])`); a TypeScript enum's reverse mapping is zod's to sort out.
      const entries = Object.entries(def.entries ?? {})
      if (def.checks?.length || entries.length === 0 || entries.some(([key, value]) => key !== value)) return undefined
      const values = new Set<unknown>(entries.map(([key]) => key))
      return { test: (v, constant) => `${constant(values)}.has(${v})` }
    }
    case 'custom': {
      const fn = def.fn
      return fn && !def.checks?.length ? { test: (v, constant) => `${constant(fn)}(${v}) === true` } : undefined
    }
    default:
      return undefined
  }
}
