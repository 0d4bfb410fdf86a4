import * as z from 'zod'
import { isoNow } from '../db/clock.js'
import { RECORD_TABLES, type RecordTableName } from '../db/record-tables.js'
import type { State } from '../db/state.js'
import { ApiError, type FieldError } from '../http/api-error.js'
import type { Caller } from '../http/auth.js'
import { toFieldErrors } from '../http/field-errors.js'
import { deleteDocument } from '../resources/documents/operations.js'
import { deleteFolder } from '../resources/folders/operations.js'
import { subtreeOf } from '../resources/folders/tree.js'
import { deleteTeam } from '../resources/teams/operations.js'
import { deleteWorkspace } from '../resources/workspaces/operations.js'
import { RECORD_KEYS } from '../mock/state-file.js'
import { formFields, inputValue, writePath, type FormField } from './record-fields.js'

/**
 * Changes the devtools make to a world, through the same checks the API
 * makes: a field edit through the table's schema-checked update, an added
 * record through its schema-checked insert (references included), and the
 * deletion of a team, workspace, folder or document through the operation
 * the API runs, as its owner. A refused change throws nothing and changes
 * nothing: it answers the field errors or the service's message.
 */

/** What a change answers: the record as stored, or why it was refused. */
export type EditResult = { ok: true; record: Record<string, unknown> } | { ok: false; errors: FieldError[] }

type AnyTable = {
  get(id: string): Record<string, unknown> | undefined
  update(id: string, patch: Record<string, unknown>): Record<string, unknown>
  insert(record: Record<string, unknown>): Record<string, unknown>
}
const tableOf = (state: State, table: RecordTableName): AnyTable => state.db[table] as unknown as AnyTable

/** Turns whatever a write threw into field errors: the schema's, a duplicate key's, the service's message. */
function refused(error: unknown, input: unknown, key: string): { ok: false; errors: FieldError[] } {
  if (error instanceof z.ZodError) return { ok: false, errors: toFieldErrors(error, input) }
  if (error instanceof ApiError) return { ok: false, errors: error.errors ?? [{ field: '', message: error.message }] }
  const message = error instanceof Error ? error.message : String(error)
  return { ok: false, errors: [{ field: /Duplicate key/.test(message) ? key : '', message }] }
}

function danglingReferences(state: State, fields: readonly FormField[], record: Record<string, unknown>): FieldError[] {
  return fields.flatMap((field) => {
    const id = record[field.path]
    const target = field.references as RecordTableName | null
    if (!target || typeof id !== 'string' || tableOf(state, target).get(id)) return []
    return [{ field: field.path, message: `No ${target} record ${id}` }]
  })
}

/**
 * Sets one field of a record from a form's text, checked by the table's
 * schema and, for a reference, by the record it points to.
 * @example
 * editField(mock.state, 'documents', id, 'status', 'archived') // { ok: true, record: { …, status: 'archived' } }
 */
export function editField(state: State, table: RecordTableName, id: string, path: string, text: string): EditResult {
  const field = formFields(table).find((each) => each.path === path)
  if (!field || field.key) return { ok: false, errors: [{ field: path, message: field ? 'The key of a record cannot change' : 'No such field' }] }
  const current = tableOf(state, table).get(id)
  if (!current) return { ok: false, errors: [{ field: '', message: `No ${table} record ${id}` }] }
  const next = writePath(current, path, inputValue(field, text))
  const dangling = danglingReferences(state, [field], next)
  if (dangling.length) return { ok: false, errors: dangling }
  try {
    const head = path.split('.')[0] as string
    return { ok: true, record: tableOf(state, table).update(id, { [head]: next[head] }) }
  } catch (error) {
    return refused(error, next, RECORD_KEYS[table])
  }
}

/**
 * Adds a record from a form's texts (by dotted path): an empty key gets a
 * new id, an empty time the mock's clock's now; checked by the schema and
 * every reference before it is stored.
 * @example
 * addRecord(mock.state, 'teams', { name: 'Support', account_id, owner_id, description: '' })
 */
export function addRecord(state: State, table: RecordTableName, texts: Readonly<Record<string, string>>): EditResult {
  const fields = formFields(table)
  let record: Record<string, unknown> = {}
  for (const field of fields) {
    const text = texts[field.path] ?? ''
    const value = text === '' && field.fill === 'id' ? state.random.uuid() : text === '' && field.fill === 'now' ? isoNow(state.clock) : inputValue(field, text)
    record = writePath(record, field.path, value)
  }
  const parsed = RECORD_TABLES[table].safeParse(record)
  if (!parsed.success) return refused(parsed.error, record, RECORD_KEYS[table])
  const dangling = danglingReferences(state, fields, record)
  if (dangling.length) return { ok: false, errors: dangling }
  try {
    return { ok: true, record: tableOf(state, table).insert(record) }
  } catch (error) {
    return refused(error, record, RECORD_KEYS[table])
  }
}

/** Whether a record can be deleted here, and what else goes with it. */
export interface DeletePlan {
  readonly allowed: boolean
  /** What else goes (`3 members`, `12 documents with their bytes`), or why it cannot be deleted. */
  readonly consequences: readonly string[]
}

const count = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`

/** Who deletes: the owner of the team (or of the drive) the record belongs to, as the API would check them. */
function ownerOf(state: State, workspaceId: string | null, teamId?: string | null): Caller {
  const workspace = workspaceId ? state.db.workspaces.get(workspaceId) : undefined
  const team = state.db.teams.get(teamId ?? workspace?.team_id ?? '')
  const user = state.db.users.get(team?.owner_id ?? workspace?.owner_id ?? '')
  if (!user) throw ApiError.forbidden()
  return { user }
}

/**
 * What deleting a record would take with it, before asking to confirm.
 * @example
 * planDelete(mock.state, 'teams', teamId) // { allowed: true, consequences: ['4 members', '2 workspaces', '5 folders', …] }
 */
export function planDelete(state: State, table: RecordTableName, id: string): DeletePlan {
  const { db } = state
  const inWorkspaces = (ids: readonly string[]): string[] => {
    const folders = ids.reduce((sum, each) => sum + db.folders.countBy('workspace', each), 0)
    const documents = ids.reduce((sum, each) => sum + db.documents.countBy('workspace', each), 0)
    return [count(folders, 'folder'), `${count(documents, 'document')} with their bytes`]
  }
  if (table === 'teams') {
    const workspaces = db.workspaces.by('team', id).map((workspace) => workspace.workspace_id)
    return { allowed: true, consequences: [count(db.members.countBy('team', id), 'member'), count(workspaces.length, 'workspace'), ...inWorkspaces(workspaces), count(db.teamLogs.countBy('team', id), 'log entry', 'log entries')] }
  }
  if (table === 'workspaces') {
    if (db.workspaces.get(id)?.team_id === null) return { allowed: false, consequences: ['An account drive cannot be deleted (the service answers 409)'] }
    return { allowed: true, consequences: inWorkspaces([id]) }
  }
  if (table === 'folders') {
    const folder = db.folders.get(id)
    const below = folder ? subtreeOf(state, folder) : { folders: [], documents: [] }
    return { allowed: true, consequences: [count(Math.max(0, below.folders.length - 1), 'folder') + ' below it', `${count(below.documents.length, 'document')} with their bytes`] }
  }
  if (table === 'documents') return { allowed: true, consequences: ['its stored bytes'] }
  if (table === 'tokens') return { allowed: true, consequences: ['the session: a request with this token answers 401 Invalid token'] }
  return { allowed: false, consequences: [`No operation of the service deletes ${table}: edit a field instead`] }
}

/**
 * Deletes a record through the operation the API runs (as the owner), with
 * all it takes along; a token is simply forgotten. Refused: the service's message.
 * @example
 * deleteRecord(mock.state, 'workspaces', workspaceId) // { ok: true, record: { workspace_id, … } }
 */
export function deleteRecord(state: State, table: RecordTableName, id: string): EditResult {
  const { db } = state
  const record = tableOf(state, table).get(id)
  if (!record) return { ok: false, errors: [{ field: '', message: `No ${table} record ${id}` }] }
  const plan = planDelete(state, table, id)
  // A drive goes to its operation anyway, so the refusal is the service's own 409.
  if (!plan.allowed && table !== 'workspaces') return { ok: false, errors: [{ field: '', message: plan.consequences[0] ?? '' }] }
  try {
    if (table === 'teams') deleteTeam(state, ownerOf(state, null, id), id)
    else if (table === 'workspaces') deleteWorkspace(state, ownerOf(state, id), id)
    else if (table === 'folders') deleteFolder(state, ownerOf(state, db.folders.get(id)?.workspace_id ?? null), id)
    else if (table === 'documents') deleteDocument(state, ownerOf(state, db.documents.get(id)?.workspace_id ?? null), id)
    else db.tokens.delete(id)
    return { ok: true, record }
  } catch (error) {
    return refused(error, record, RECORD_KEYS[table])
  }
}
