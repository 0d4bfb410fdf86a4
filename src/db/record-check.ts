// Saves ~1.6× of a 100k-document seed over zod's parse (`npm run bench -- --only=seed`, row "this mock, zod alone"),
// and most of the validation of a request's query or body (`src/http/input.ts`).
import * as z from 'zod'
import { compileLeaf, defOf, type CheckNode, type Constant, type SchemaDef } from './record-check-leaves.js'

/**
 * A fast check compiled from a record's zod schema, for bulk loads (a
 * scenario's seed of 100k documents) where `schema.parse` per record is most
 * of the cost, and for the inputs of every request. It answers `true` only for a value the schema certainly
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

/** Freezes an object value of a record as `Table` does (a typed array cannot be frozen, and is not). */
function freezeValue(value: unknown): unknown {
  return value && typeof value === 'object' && !ArrayBuffer.isView(value) ? Object.freeze(value) : value
}

/** Walks a schema: the wrappers and objects here, every other schema a leaf (or a give-up). */
function compile(def: SchemaDef): CheckNode | undefined {
  switch (def.type) {
    case 'nullable':
    case 'optional':
    case 'default':
      return compileWrapper(def)
    case 'union': {
      // Only options whose parse is the value itself: then whichever option zod settles on, the copy is the same.
      const options = def.options.map((option) => compile(defOf(option)))
      if (!options.length || def.inclusive === false || def.checks?.length || options.some((option) => !option || option.copy))
        return undefined
      const tests = options as CheckNode[]
      return {
        test: (v, constant) => tests.map((option) => `(${option.test(v, constant)})`).join(' || '),
        plain: tests.every((option) => option.plain),
      }
    }
    case 'object':
      return compileObject(def)
    default:
      return compileLeaf(def)
  }
}

/**
 * `nullable`, `optional` and `default`: a value the wrapper answers itself
 * (null; undefined, which `default` replaces by its value), else the inner schema's.
 * An `optional` key absent from its object stays absent from the copy, as zod leaves it.
 */
function compileWrapper(def: Extract<SchemaDef, { type: 'nullable' | 'optional' | 'default' }>): CheckNode | undefined {
  const inner = compile(defOf(def.innerType))
  if (!inner || def.checks?.length) return undefined
  const own = def.type === 'nullable' ? 'null' : 'undefined'
  // zod reads a default afresh per parse (a function's value, a copy of an object): so does the copy.
  const value = (constant: Constant) => (def.type === 'default' ? `${constant(() => def.defaultValue)}()` : own)
  const copy = inner.copy
  return {
    test: (v, constant) => `(${v} === ${own} || (${inner.test(v, constant)}))`,
    ...(copy || def.type === 'default'
      ? { copy: (v: string, constant: Constant) => `(${v} === ${own} ? ${value(constant)} : ${copy ? copy(v, constant) : v})` }
      : {}),
    ...(def.type === 'optional' ? { optional: true } : {}),
    plain: inner.plain,
  }
}

/**
 * An object: each key of its shape (unknown keys are dropped, as zod drops
 * them). At the top, as the store keeps records: each object value frozen, then the record.
 */
function compileObject(def: Extract<SchemaDef, { type: 'object' }>, top = false): CheckNode | undefined {
  if (def.checks?.length || def.catchall !== undefined) return undefined
  const fields: Array<[string, CheckNode]> = []
  for (const [key, schema] of Object.entries(def.shape)) {
    const field = compile(defOf(schema))
    if (!field) return undefined
    fields.push([JSON.stringify(key), field])
  }
  return {
    test: (v, constant) =>
      [
        `typeof ${v} === "object"`,
        `${v} !== null`,
        `!Array.isArray(${v})`,
        ...fields.map(([key, field]) => `(${field.test(`${v}[${key}]`, constant)})`),
      ].join(' && '),
    copy: (v, constant) => {
      const entries = fields.map(([key, field]) => {
        const copied = field.copy ? field.copy(`${v}[${key}]`, constant) : `${v}[${key}]`
        const value = top && !field.plain ? `${constant(freezeValue)}(${copied})` : copied
        return field.optional ? `...(${key} in ${v} ? { ${key}: ${value} } : {})` : `${key}: ${value}`
      })
      return top ? `Object.freeze({ ${entries.join(', ')} })` : `{ ${entries.join(', ')} }`
    },
  }
}

/**
 * Compiles a record schema (a zod object of strings, numbers, enums,
 * literals, nested objects and `instanceof`; nullable, optional, defaulted,
 * in unions; numbers coerced from text, strings trimmed) into a fast check, generated
 * as code the way zod itself does; answers `undefined` for a schema using
 * anything else, or where no code may be generated: under
 * `z.config({ jitless: true })` (asked at every call, so a check compiled
 * before it is not used after it), and once `new Function` has thrown an
 * `EvalError` (a strict CSP, Cloudflare Workers). The caller then parses with
 * zod, whose answers and errors the check only ever repeats.
 * @example
 * const check = compileRecordCheck(DocumentRecord)
 * const record = check?.accepts(input) ? check.copy(input) : DocumentRecord.parse(input)
 */
export function compileRecordCheck<T>(schema: z.ZodType<T>): RecordCheck<T> | undefined {
  // Not even tried where code cannot be generated: a strict CSP reports every `new Function`, even a caught one.
  if (z.config().jitless || evalRefused) return undefined
  // One check per schema for the whole process: every table of every mock shares it, already optimised.
  if (!compiled.has(schema)) compiled.set(schema, compileOnce(schema))
  return compiled.get(schema) as RecordCheck<T> | undefined
}

const compiled = new WeakMap<object, RecordCheck<unknown> | undefined>()
/** `new Function` threw an `EvalError`: this realm generates no code, and no other check tries. */
let evalRefused = false

function compileOnce<T>(schema: z.ZodType<T>): RecordCheck<T> | undefined {
  const def = defOf(schema)
  const node = def.type === 'object' ? compileObject(def, true) : undefined
  if (!node?.copy) return undefined
  const constants: unknown[] = []
  const constant: Constant = (value) => {
    let index = constants.indexOf(value)
    if (index === -1) index = constants.push(value) - 1
    return `c[${index}]`
  }
  const test = node.test('v', constant)
  const copy = node.copy('v', constant)
  try {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- generated from the schema's own structure, no input text
    const make = new Function('c', `"use strict"; return { accepts: (v) => ${test}, copy: (v) => (${copy}) }`) as (
      c: unknown[],
    ) => RecordCheck<T>
    return make(constants)
  } catch (error) {
    if (error instanceof EvalError) evalRefused = true
    return undefined
  }
}
