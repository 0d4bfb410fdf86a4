import * as z from 'zod'
import { RECORD_TABLES } from '../db/record-tables.js'
import { BlobRecord, Timestamp } from '../db/schema.js'
import { SAVED_STATE_FORMAT, type SavedState, type TableName } from '../db/persist.js'
import type { FieldError } from '../http/api-error.js'
import { fieldMessages, toFieldErrors } from '../http/field-errors.js'

/** What a state file says it is: checked first, so a file of another kind or version is refused by name. */
export const STATE_FILE_FORMAT = 'doc-workspace-mock/state'
export const STATE_FILE_VERSION = 1

const Word = z.number().int()
const StoredBlob = BlobRecord.omit({ bytes: true }).extend({ base64: z.base64('Must be base64') })

/**
 * A world's whole state as one JSON file: every record, every document's
 * bytes (base64), the scenario, the conditions, the clock and the id
 * generator. `mock.exportState()` writes it, `mock.importState()` and
 * `PUT /__mock/state` read it back, checked field by field.
 */
export const StateFile = z
  .object({
    format: z.literal(STATE_FILE_FORMAT, { error: `Must be "${STATE_FILE_FORMAT}"` }),
    version: z.literal(STATE_FILE_VERSION, { error: `Must be ${STATE_FILE_VERSION}: a state file of another version cannot be read by this one` }),
    exportedAt: Timestamp.optional(),
    scenario: z.string().min(1),
    conditions: z.array(z.unknown()).default([]),
    clock: Timestamp,
    random: z.tuple([Word, Word, Word, Word]),
    tables: z
      .object({
        ...(Object.fromEntries(Object.entries(RECORD_TABLES).map(([name, schema]) => [name, z.array(schema)])) as {
          [K in keyof typeof RECORD_TABLES]: z.ZodArray<(typeof RECORD_TABLES)[K]>
        }),
        blobs: z.array(StoredBlob),
      })
      .strict(),
  })
  .strict()
export type StateFile = z.infer<typeof StateFile>

/** A state file that cannot be read; `errors` name each bad field, as a 400 answer does. Nothing was changed. */
export class StateFileError extends Error {
  override readonly name = 'StateFileError'
  constructor(readonly errors: FieldError[]) {
    super(`Not a state file this mock can load: ${errors.map((error) => `${error.field}: ${error.message}`).join('; ')}`)
  }
}

const toBase64 = (bytes: Uint8Array): string => {
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}
const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

/**
 * A saved state (as `saveState` gives it) as a state file.
 * @example
 * const file = toStateFile(saveState(state, 'default'), { clock: clock.now(), conditions: ['slow'] })
 */
export function toStateFile(saved: SavedState, extra: { clock: number; conditions: readonly unknown[] }): StateFile {
  const { blobs, ...records } = saved.tables
  return {
    format: STATE_FILE_FORMAT,
    version: STATE_FILE_VERSION,
    exportedAt: new Date().toISOString(),
    scenario: saved.scenario,
    conditions: [...extra.conditions],
    clock: new Date(extra.clock).toISOString(),
    random: [...saved.random] as StateFile['random'],
    tables: {
      ...(records as unknown as Omit<StateFile['tables'], 'blobs'>),
      blobs: (blobs as ReadonlyArray<z.infer<typeof BlobRecord>>).map(({ bytes, ...blob }) => ({ ...blob, base64: toBase64(bytes) })),
    },
  }
}

/**
 * Each reference a record makes, as `[table, field, the table it points into]`;
 * a dangling one is refused (on import, and by the devtools' edits).
 * @example
 * RECORD_REFERENCES.filter(([table]) => table === 'documents') // [['documents', 'workspace_id', 'workspaces'], ['documents', 'folder_id', 'folders']]
 */
export const RECORD_REFERENCES: ReadonlyArray<readonly [keyof StateFile['tables'], string, keyof StateFile['tables']]> = [
  ['users', 'account_id', 'accounts'],
  ['apiKeys', 'user_id', 'users'],
  ['tokens', 'user_id', 'users'],
  ['teams', 'account_id', 'accounts'],
  ['members', 'team_id', 'teams'],
  ['members', 'user_id', 'users'],
  ['teamLogs', 'team_id', 'teams'],
  ['workspaces', 'account_id', 'accounts'],
  ['folders', 'workspace_id', 'workspaces'],
  ['folders', 'parent_id', 'folders'],
  ['documents', 'workspace_id', 'workspaces'],
  ['documents', 'folder_id', 'folders'],
  ['blobs', 'document_id', 'documents'],
]
/**
 * The key field of each table's records.
 * @example
 * RECORD_KEYS.teams // 'team_id'
 */
export const RECORD_KEYS: Readonly<Record<keyof StateFile['tables'], string>> = {
  accounts: 'account_id', users: 'user_id', apiKeys: 'api_key', tokens: 'access_token', teams: 'team_id', members: 'member_id',
  teamLogs: 'log_id', workspaces: 'workspace_id', folders: 'folder_id', documents: 'document_id', blobs: 'document_id',
}

/**
 * Reads a state file: its shape, every record against its schema, every
 * reference between records. Throws `StateFileError` naming each bad field
 * (`tables.documents[3].mime_type`); answers the saved state to load, its
 * clock and its conditions.
 * @example
 * const { saved, clock } = readStateFile(JSON.parse(text))
 */
export function readStateFile(value: unknown): { saved: SavedState; clock: number; conditions: readonly unknown[] } {
  const parsed = StateFile.safeParse(value, { error: fieldMessages })
  if (!parsed.success) throw new StateFileError(toFieldErrors(parsed.error, value).slice(0, 20))
  const file = parsed.data
  const errors: FieldError[] = []
  const ids = new Map<string, Set<unknown>>()
  for (const [name, records] of Object.entries(file.tables)) ids.set(name, new Set(records.map((record) => (record as Record<string, unknown>)[RECORD_KEYS[name as keyof StateFile['tables']]])))
  for (const [table, field, target] of RECORD_REFERENCES) {
    file.tables[table].forEach((record, i) => {
      const id = (record as Record<string, unknown>)[field]
      if (id !== null && !ids.get(target)?.has(id)) errors.push({ field: `tables.${table}[${i}].${field}`, message: `No ${target} record ${String(id)}` })
    })
  }
  if (errors.length) throw new StateFileError(errors.slice(0, 20))
  const blobs = file.tables.blobs.map(({ base64, ...blob }) => ({ ...blob, bytes: fromBase64(base64) }))
  const tables = { ...file.tables, blobs } as unknown as Record<TableName, readonly unknown[]>
  return {
    saved: { format: SAVED_STATE_FORMAT, scenario: file.scenario, random: file.random, tables },
    clock: Date.parse(file.clock),
    conditions: file.conditions,
  }
}

