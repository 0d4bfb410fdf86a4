import type { RecordTableName } from '../db/record-tables.js'
import type { State } from '../db/state.js'
import type { FieldError } from '../http/api-error.js'
import type { Caller } from '../http/auth.js'
import type { DevtoolsKit } from './kit.js'
import { formFields, inputValue, writePath, type FormField } from './record-fields.js'

/** What a change answers: the record as stored, or why it was refused. */
export type EditResult = { ok: true; record: Record<string, unknown> } | { ok: false; errors: FieldError[] }

/** Whether a record can be deleted here, and what else goes with it. */
export interface DeletePlan {
  readonly allowed: boolean
  /** What else goes (`3 members`, `12 documents with their bytes`), or why it cannot be deleted. */
  readonly consequences: readonly string[]
}

/**
 * Changes the devtools make to a world, through the same checks the API
 * makes. A refused change throws nothing and changes nothing: it answers the
 * field errors or the service's message.
 */
export interface WorldEdits {
  /** Sets one field of a record from a form's text, checked by the table's schema and, for a reference, by the record it points to. */
  editField(state: State, table: RecordTableName, id: string, path: string, text: string): EditResult
  /** Adds a record from a form's texts (by dotted path): an empty key gets a new id, an empty time the mock's now; checked by the schema and every reference. */
  addRecord(state: State, table: RecordTableName, texts: Readonly<Record<string, string>>): EditResult
  /** What deleting a record would take with it, before asking to confirm. */
  planDelete(state: State, table: RecordTableName, id: string): DeletePlan
  /** Deletes a record through the operation the API runs (as the owner), with all it takes along; a token is simply forgotten. */
  deleteRecord(state: State, table: RecordTableName, id: string): EditResult
}

type AnyTable = {
  get(id: string): Record<string, unknown> | undefined
  update(id: string, patch: Record<string, unknown>): Record<string, unknown>
  insert(record: Record<string, unknown>): Record<string, unknown>
}
const tableOf = (state: State, table: RecordTableName): AnyTable => state.db[table]
const count = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`

/**
 * The edits of the Data tab, made with the mock's own schemas and operations:
 * a field through the table's schema-checked update, a new record through
 * its schema-checked insert (references included), and the deletion of a
 * team, workspace, folder or document through the operation the API runs.
 * @example
 * const edits = createWorldEdits(kit)
 * edits.editField(mock.state, 'documents', id, 'status', 'archived') // { ok: true, record: { …, status: 'archived' } }
 * edits.planDelete(mock.state, 'teams', teamId) // { allowed: true, consequences: ['4 members', '2 workspaces', …] }
 */
export function createWorldEdits(kit: DevtoolsKit): WorldEdits {
  const { operations } = kit

  /** Turns whatever a write threw into field errors: the schema's, a duplicate key's, the service's message. */
  const refused = (error: unknown, input: unknown, table: RecordTableName): { ok: false; errors: FieldError[] } => {
    if (error instanceof kit.ZodError) return { ok: false, errors: kit.toFieldErrors(error, input) }
    if (error instanceof kit.ApiError) return { ok: false, errors: error.errors ?? [{ field: '', message: error.message }] }
    const message = error instanceof Error ? error.message : String(error)
    return { ok: false, errors: [{ field: /Duplicate key/.test(message) ? kit.keys[table] : '', message }] }
  }

  const danglingReferences = (state: State, fields: readonly FormField[], record: Record<string, unknown>): FieldError[] =>
    fields.flatMap((field) => {
      const id = record[field.path]
      const target = field.references as RecordTableName | null
      if (!target || typeof id !== 'string' || tableOf(state, target).get(id)) return []
      return [{ field: field.path, message: `No ${target} record ${id}` }]
    })

  /** Who deletes: the owner of the team (or of the drive) the record belongs to, as the API would check them. */
  const ownerOf = (state: State, workspaceId: string | null, teamId?: string | null): Caller => {
    const workspace = workspaceId ? state.db.workspaces.get(workspaceId) : undefined
    const team = state.db.teams.get(teamId ?? workspace?.team_id ?? '')
    const user = state.db.users.get(team?.owner_id ?? workspace?.owner_id ?? '')
    if (!user) throw kit.ApiError.forbidden()
    return { user }
  }

  const planDelete = (state: State, table: RecordTableName, id: string): DeletePlan => {
    const { db } = state
    const inWorkspaces = (ids: readonly string[]): string[] => {
      const folders = ids.reduce((sum, each) => sum + db.folders.countBy('workspace', each), 0)
      const documents = ids.reduce((sum, each) => sum + db.documents.countBy('workspace', each), 0)
      return [count(folders, 'folder'), `${count(documents, 'document')} with their bytes`]
    }
    if (table === 'teams') {
      const workspaces = db.workspaces.by('team', id).map((workspace) => workspace.workspace_id)
      return {
        allowed: true,
        consequences: [
          count(db.members.countBy('team', id), 'member'),
          count(workspaces.length, 'workspace'),
          ...inWorkspaces(workspaces),
          count(db.teamLogs.countBy('team', id), 'log entry', 'log entries'),
        ],
      }
    }
    if (table === 'workspaces') {
      if (db.workspaces.get(id)?.team_id === null)
        return { allowed: false, consequences: ['An account drive cannot be deleted (the service answers 409)'] }
      return { allowed: true, consequences: inWorkspaces([id]) }
    }
    if (table === 'folders') {
      const folder = db.folders.get(id)
      const below = folder ? operations.subtreeOf(state, folder) : { folders: [], documents: [] }
      return {
        allowed: true,
        consequences: [
          `${count(Math.max(0, below.folders.length - 1), 'folder')} below it`,
          `${count(below.documents.length, 'document')} with their bytes`,
        ],
      }
    }
    if (table === 'documents') return { allowed: true, consequences: ['its stored bytes'] }
    if (table === 'tokens') return { allowed: true, consequences: ['the session: a request with this token answers 401 Invalid token'] }
    return { allowed: false, consequences: [`No operation of the service deletes ${table}: edit a field instead`] }
  }

  return {
    editField(state, table, id, path, text) {
      const field = formFields(kit, table).find((each) => each.path === path)
      if (!field || field.key)
        return { ok: false, errors: [{ field: path, message: field ? 'The key of a record cannot change' : 'No such field' }] }
      const current = tableOf(state, table).get(id)
      if (!current) return { ok: false, errors: [{ field: '', message: `No ${table} record ${id}` }] }
      const next = writePath(current, path, inputValue(field, text))
      const dangling = danglingReferences(state, [field], next)
      if (dangling.length) return { ok: false, errors: dangling }
      try {
        const head = path.split('.')[0] as string
        return { ok: true, record: tableOf(state, table).update(id, { [head]: next[head] }) }
      } catch (error) {
        return refused(error, next, table)
      }
    },

    addRecord(state, table, texts) {
      const fields = formFields(kit, table)
      let record: Record<string, unknown> = {}
      for (const field of fields) {
        const text = texts[field.path] ?? ''
        const value =
          text === '' && field.fill === 'id'
            ? state.random.uuid()
            : text === '' && field.fill === 'now'
              ? new Date(state.clock.now()).toISOString()
              : inputValue(field, text)
        record = writePath(record, field.path, value)
      }
      const parsed = kit.tables[table].safeParse(record)
      if (!parsed.success) return refused(parsed.error, record, table)
      const dangling = danglingReferences(state, fields, record)
      if (dangling.length) return { ok: false, errors: dangling }
      try {
        return { ok: true, record: tableOf(state, table).insert(record) }
      } catch (error) {
        return refused(error, record, table)
      }
    },

    planDelete,

    deleteRecord(state, table, id) {
      const { db } = state
      const record = tableOf(state, table).get(id)
      if (!record) return { ok: false, errors: [{ field: '', message: `No ${table} record ${id}` }] }
      const plan = planDelete(state, table, id)
      // A drive goes to its operation anyway, so the refusal is the service's own 409.
      if (!plan.allowed && table !== 'workspaces') return { ok: false, errors: [{ field: '', message: plan.consequences[0] ?? '' }] }
      try {
        if (table === 'teams') operations.deleteTeam(state, ownerOf(state, null, id), id)
        else if (table === 'workspaces') operations.deleteWorkspace(state, ownerOf(state, id), id)
        else if (table === 'folders') operations.deleteFolder(state, ownerOf(state, db.folders.get(id)?.workspace_id ?? null), id)
        else if (table === 'documents') operations.deleteDocument(state, ownerOf(state, db.documents.get(id)?.workspace_id ?? null), id)
        else db.tokens.delete(id)
        return { ok: true, record }
      } catch (error) {
        return refused(error, record, table)
      }
    },
  }
}
