import type { z } from 'zod'

/**
 * A fast check compiled from a record's zod schema, for bulk loads (a
 * scenario's seed of 100k documents) where `schema.parse` per record is most
 * of the cost. It answers `true` only for a value the schema certainly
 * accepts; `false` means "not sure": the caller then lets zod decide (and
 * report). So it can never let through what zod would reject.
 */
export interface RecordCheck<T> {
  /** True only if the schema accepts `value` as it is. */
  accepts(value: unknown): boolean
  /**
   * The record zod's parse would give for an accepted value (the schema's
   * keys only, nested objects copied), frozen as the store keeps records:
   * the record and each object value in it (typed arrays excepted).
   */
  copy(value: unknown): T
}

/** A compiled part of a schema: a JavaScript expression of a value, with the constants it refers to. */
interface Node {
  /** A boolean expression: is `value` certainly accepted? */
  test(value: string, constant: Constant): string
  /** An expression of the parsed copy of `value`; absent when it is the value itself. */
  copy?(value: string, constant: Constant): string
}
type Constant = (value: unknown) => string

// zod formats whose whole check is their pattern (others, e.g. url or ipv6, parse in code).
const PATTERN_FORMATS = new Set(['guid', 'uuid', 'email', 'datetime', 'date', 'time', 'regex'])

// The private structure of a zod 4 schema, read only; anything unexpected makes compilation give up.
interface Def {
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

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def

/** Freezes an object value of a record as `Table` does (a typed array cannot be frozen, and is not). */
function freezeValue(value: unknown): unknown {
  return value && typeof value === 'object' && !ArrayBuffer.isView(value) ? Object.freeze(value) : value
}

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

function compile(def: Def): Node | undefined {
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
    case 'nullable': {
      const inner = def.innerType && compile(defOf(def.innerType))
      if (!inner) return undefined
      const copy = inner.copy
      return {
        test: (v, constant) => `(${v} === null || (${inner.test(v, constant)}))`,
        ...(copy ? { copy: (v: string, constant: Constant) => `(${v} === null ? null : ${copy(v, constant)})` } : {}),
      }
    }
    case 'custom': {
      const fn = def.fn
      return fn && !def.checks?.length ? { test: (v, constant) => `${constant(fn)}(${v}) === true` } : undefined
    }
    case 'object':
      return compileObject(def)
    default:
      return undefined
  }
}

function compileObject(def: Def): Node | undefined {
  if (def.checks?.length || def.catchall !== undefined || !def.shape) return undefined
  const fields: Array<[string, Node]> = []
  for (const [key, schema] of Object.entries(def.shape)) {
    const field = compile(defOf(schema))
    if (!field) return undefined
    fields.push([key, field])
  }
  return {
    test: (v, constant) =>
      [`typeof ${v} === "object"`, `${v} !== null`, `!Array.isArray(${v})`, ...fields.map(([key, field]) => `(${field.test(`${v}[${JSON.stringify(key)}]`, constant)})`)].join(
        ' && ',
      ),
    copy: (v, constant) =>
      `{ ${fields.map(([key, field]) => `${JSON.stringify(key)}: ${(field.copy ?? ((x: string) => x))(`${v}[${JSON.stringify(key)}]`, constant)}`).join(', ')} }`,
  }
}

/**
 * Compiles a record schema (a zod object of strings, numbers, enums,
 * nullables, nested objects and `instanceof`) into a fast check, generated
 * as code the way zod itself does; answers `undefined` for a schema using
 * anything else, or where code cannot be generated (a strict CSP): such a
 * table keeps parsing with zod.
 * @example
 * const check = compileRecordCheck(DocumentRecord)
 * const record = check?.accepts(input) ? check.copy(input) : DocumentRecord.parse(input)
 */
export function compileRecordCheck<T>(schema: z.ZodType<T>): RecordCheck<T> | undefined {
  // One check per schema for the whole process: every table of every mock shares it, already optimised.
  if (!compiled.has(schema)) compiled.set(schema, compileOnce(schema))
  return compiled.get(schema) as RecordCheck<T> | undefined
}

const compiled = new WeakMap<object, RecordCheck<unknown> | undefined>()

function compileOnce<T>(schema: z.ZodType<T>): RecordCheck<T> | undefined {
  const def = defOf(schema)
  const node = def.type === 'object' ? compileObject(def) : undefined
  if (!node) return undefined
  const constants: unknown[] = []
  const constant: Constant = (value) => {
    let index = constants.indexOf(value)
    if (index === -1) index = constants.push(value) - 1
    return `c[${index}]`
  }
  const test = node.test('v', constant)
  // The record itself, with each of its values frozen where it is an object, then the record frozen.
  const fields = Object.entries(def.shape ?? {}).map(([key, schema]) => {
    const field = compile(defOf(schema)) as Node
    const value = (field.copy ?? ((x: string) => x))(`v[${JSON.stringify(key)}]`, constant)
    const kind = defOf(schema).type
    return `${JSON.stringify(key)}: ${kind === 'string' || kind === 'number' || kind === 'boolean' || kind === 'enum' ? value : `${constant(freezeValue)}(${value})`}`
  })
  const copy = `Object.freeze({ ${fields.join(', ')} })`
  try {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- generated from the schema's own structure, no input text
    const make = new Function('c', `"use strict"; return { accepts: (v) => ${test}, copy: (v) => (${copy}) }`) as (c: unknown[]) => RecordCheck<T>
    return make(constants)
  } catch {
    return undefined
  }
}
