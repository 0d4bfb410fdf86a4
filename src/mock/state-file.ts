import * as z from 'zod'
import { RECORD_TABLES } from '../db/record-tables.js'
import { BlobRecord, Timestamp } from '../db/schema.js'
import { ConditionsProgress } from '../conditions/schema.js'
import { JournalEntry } from '../journal/entry.js'
import { SAVED_STATE_FORMAT, type SavedState, type TableName } from '../db/persist.js'
import type { FieldError } from '../http/api-error.js'
import { fieldMessages, toFieldErrors } from '../http/field-errors.js'
import { toBase64 } from './base64.js'
import { decodeBlobs } from './state-files.js'
import { collectFindings, MAX_STATE_ERRORS } from './state-findings.js'
import { checkRelations } from './state-relations.js'

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
    version: z.literal(STATE_FILE_VERSION, {
      error: `Must be ${STATE_FILE_VERSION}: a state file of another version cannot be read by this one`,
    }),
    exportedAt: Timestamp.optional(),
    scenario: z.string().min(1),
    conditions: z.array(z.unknown()).default([]),
    /** Where the conditions are in their course; without, they start theirs afresh. */
    progress: ConditionsProgress.optional(),
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
    /** The journal, newest first, where the export asked for it (`{ journal: true }`). */
    journal: z.array(JournalEntry).optional(),
  })
  .strict()
export type StateFile = z.infer<typeof StateFile>

// What reading checks first: the same, but the bytes' base64 is checked where it is decoded, in one pass
// instead of two (tens of megabytes of it hold other clients up).
export const StateFileShape = StateFile.extend({
  tables: StateFile.shape.tables.extend({ blobs: z.array(StoredBlob.extend({ base64: z.string() })) }),
})

/**
 * A state file that cannot be read; `errors` name each bad field, as a 400 answer does. Nothing was changed.
 * @example
 * try {
 *   mock.importState(JSON.parse(readFileSync('bug.json', 'utf8')))
 * } catch (error) {
 *   if (error instanceof StateFileError) console.error(error.errors) // [{ field: 'tables.teams.0.name', message: … }]
 * }
 */
export class StateFileError extends Error {
  override readonly name = 'StateFileError'
  constructor(readonly errors: FieldError[]) {
    super(`Not a state file this mock can load: ${errors.map((error) => `${error.field}: ${error.message}`).join('; ')}`)
  }
}

/**
 * A saved state (as `saveState` gives it) as a state file.
 * @example
 * const file = toStateFile(saveState(state, 'default'), { clock: clock.now(), conditions: ['slow'] })
 */
export function toStateFile(
  saved: SavedState,
  extra: { clock: number; conditions: readonly unknown[]; progress: ConditionsProgress; journal?: readonly JournalEntry[] },
): StateFile {
  const { blobs, ...records } = saved.tables
  return {
    format: STATE_FILE_FORMAT,
    version: STATE_FILE_VERSION,
    exportedAt: new Date().toISOString(),
    scenario: saved.scenario,
    conditions: [...extra.conditions],
    progress: extra.progress,
    clock: new Date(extra.clock).toISOString(),
    random: [...saved.random] as StateFile['random'],
    tables: {
      ...(records as unknown as Omit<StateFile['tables'], 'blobs'>),
      blobs: (blobs as ReadonlyArray<z.infer<typeof BlobRecord>>).map(({ bytes, ...blob }) => ({ ...blob, base64: toBase64(bytes) })),
    },
    ...(extra.journal ? { journal: [...extra.journal] } : {}),
  }
}

/**
 * Reads a state file: its shape, every record against its schema, and what
 * the records say of each other (`checkRelations`: references, accounts,
 * owners, folder trees, files). Throws `StateFileError` naming each bad
 * field (`tables.documents[3].mime_type`, `tables.folders[2].parent_id`), the
 * first `MAX_STATE_ERRORS` of them; answers the saved state to load, its
 * clock and its conditions.
 * @example
 * const { saved, clock } = readStateFile(JSON.parse(text))
 */
export function readStateFile(value: unknown): {
  saved: SavedState
  clock: number
  conditions: readonly unknown[]
  progress?: ConditionsProgress
  journal?: readonly JournalEntry[]
} {
  const parsed = StateFileShape.safeParse(value, { error: fieldMessages })
  if (!parsed.success) throw new StateFileError(toFieldErrors(parsed.error, value).slice(0, MAX_STATE_ERRORS))
  const file = parsed.data
  let blobs: BlobRecord[] = []
  const errors = collectFindings(
    (findings) => checkRelations(file.tables, findings),
    // Decoded even when the relations are wrong, so a bad file is told its bad bytes too (in the same answer).
    (findings) => void (blobs = decodeBlobs(file.tables.blobs, findings)),
  )
  if (errors.length) throw new StateFileError(errors)
  const tables = { ...file.tables, blobs } as unknown as Record<TableName, readonly unknown[]>
  return {
    saved: { format: SAVED_STATE_FORMAT, scenario: file.scenario, random: file.random, tables },
    clock: Date.parse(file.clock),
    conditions: file.conditions,
    ...(file.progress ? { progress: file.progress } : {}),
    ...(file.journal ? { journal: file.journal } : {}),
  }
}
