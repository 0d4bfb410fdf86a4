import type * as z from 'zod'
import type { RecordTableName } from '../db/record-tables.js'
import type { DevtoolsKit } from './kit.js'

/** One field of a record as a form shows it, read from the table's zod schema. */
export interface FormField {
  /** The field's path, dotted for a nested object: `name`, `actor.email`. */
  readonly path: string
  readonly kind: 'text' | 'number' | 'choice'
  /** The values of an enum field. */
  readonly options: readonly string[]
  /** Whether it may be null (an empty input stands for null). */
  readonly nullable: boolean
  /** The record's key: fixed once the record exists. */
  readonly key: boolean
  /** What an empty input becomes in a new record: a new id, or the mock's clock's now. */
  readonly fill: 'id' | 'now' | null
  /** The table a reference field points into. */
  readonly references: string | null
}

interface Def {
  type: string
  format?: string
  innerType?: z.ZodType
  shape?: Record<string, z.ZodType>
}
const defOf = (schema: z.ZodType): Def => (schema as unknown as { def: Def }).def

/**
 * The fields of a table's records, as a form shows them: kind, choices,
 * nullability, and what fills an empty one.
 * @example
 * formFields(kit, 'documents').find((f) => f.path === 'status') // { kind: 'choice', options: ['active', 'archived'], … }
 */
export function formFields(kit: Pick<DevtoolsKit, 'tables' | 'keys' | 'references'>, table: RecordTableName): FormField[] {
  const key = kit.keys[table]
  const walk = (shape: Record<string, z.ZodType>, prefix: string): FormField[] =>
    Object.entries(shape).flatMap(([name, schema]) => {
      const path = `${prefix}${name}`
      let def = defOf(schema)
      const nullable = def.type === 'nullable'
      if (nullable && def.innerType) def = defOf(def.innerType)
      if (def.type === 'object' && def.shape) return walk(def.shape, `${path}.`)
      const options =
        def.type === 'enum'
          ? ((schema as unknown as { options?: string[] }).options ??
            (def.innerType as unknown as { options?: string[] } | undefined)?.options ??
            [])
          : []
      const fill = path === key && def.format === 'guid' ? 'id' : def.format === 'datetime' && !nullable ? 'now' : null
      const references = kit.references.find(([from, field]) => from === table && field === path)?.[2] ?? null
      const kind = def.type === 'number' ? 'number' : def.type === 'enum' ? 'choice' : 'text'
      return [{ path, kind, options, nullable, key: path === key, fill, references }]
    })
  return walk(kit.tables[table].shape, '')
}

/**
 * The value of a field at a dotted path.
 * @example
 * readPath({ actor: { email: 'a@b.test' } }, 'actor.email') // 'a@b.test'
 */
export function readPath(record: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, part) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined), record)
}

/**
 * A copy of `record` with the value at a dotted path replaced.
 * @example
 * writePath({ actor: { user_id: 'u', email: 'a@b.test' } }, 'actor.email', 'c@d.test') // { actor: { user_id: 'u', email: 'c@d.test' } }
 */
export function writePath(record: Readonly<Record<string, unknown>>, path: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = path.split('.') as [string, ...string[]]
  if (rest.length === 0) return { ...record, [head]: value }
  const inner = (record[head] && typeof record[head] === 'object' ? record[head] : {}) as Record<string, unknown>
  return { ...record, [head]: writePath(inner, rest.join('.'), value) }
}

/**
 * What a form's text input means for a field: null for an empty nullable
 * one, a number for a number field (the text itself when it is none, so the
 * schema says what was expected), else the text.
 * @example
 * inputValue({ kind: 'number', nullable: true, … }, '') // null
 * inputValue({ kind: 'number', nullable: false, … }, '42') // 42
 */
export function inputValue(field: FormField, text: string): unknown {
  if (text === '' && field.nullable) return null
  if (field.kind !== 'number') return text
  const number = Number(text)
  return text.trim() !== '' && Number.isFinite(number) ? number : text
}

/**
 * A value as a form's text input shows it: null as empty.
 * @example
 * inputText(null) // ''
 */
export function inputText(value: unknown): string {
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a form's fields are leaves: strings, numbers, booleans
  return value === null || value === undefined ? '' : String(value)
}
