// Saves ~1.6× of a 100k-document seed over zod's parse (`npm run bench -- --only=seed`, row "this mock, zod alone"),
// and most of the validation of a request's query or body (`src/http/input.ts`).
import type { z } from 'zod'
import { compileLeaf, defOf, type CheckNode, type Constant, type Def } from './record-check-leaves.js'

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

/** Walks a schema: nullables and objects here, every other schema a leaf (or a give-up). */
function compile(def: Def): CheckNode | undefined {
  switch (def.type) {
    case 'nullable': {
      const inner = def.innerType && compile(defOf(def.innerType))
      if (!inner) return undefined
      const copy = inner.copy
      return {
        test: (v, constant) => `(${v} === null || (${inner.test(v, constant)}))`,
        ...(copy ? { copy: (v: string, constant: Constant) => `(${v} === null ? null : ${copy(v, constant)})` } : {}),
      }
    }
    case 'object':
      return compileObject(def)
    default:
      return compileLeaf(def)
  }
}

function compileObject(def: Def): CheckNode | undefined {
  if (def.checks?.length || def.catchall !== undefined || !def.shape) return undefined
  const fields: Array<[string, CheckNode]> = []
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
    const field = compile(defOf(schema)) as CheckNode
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
