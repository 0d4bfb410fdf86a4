import type * as z from 'zod'
import type { RECORD_KEYS, RECORD_REFERENCES, RECORD_TABLES } from '../db/record-tables.js'
import type { ApiError } from '../http/api-error.js'
import type { toFieldErrors } from '../http/field-errors.js'
import type { StateFileError } from '../mock/state-file.js'
import type { deleteDocument } from '../resources/documents/operations.js'
import type { deleteFolder } from '../resources/folders/operations.js'
import type { subtreeOf } from '../resources/folders/tree.js'
import type { deleteTeam } from '../resources/teams/operations.js'
import type { deleteWorkspace } from '../resources/workspaces/operations.js'

/**
 * What the devtools take from the mock's own code: the record schemas, keys
 * and references, the API's delete operations, its error types. The runtime
 * that mounts the devtools hands them over rather than the devtools importing
 * them, so the devtools' lazy chunk shares no module with the entry: a shared
 * module would cut the entry into more chunks, each compressed on its own
 * (about 2 KiB more to load, devtools on or off). Types only here.
 */
export interface DevtoolsKit {
  /** The schema of each table's records. */
  readonly tables: typeof RECORD_TABLES
  /** The key field of each table. */
  readonly keys: typeof RECORD_KEYS
  /** Each reference a record makes: `[table, field, the table it points into]`. */
  readonly references: typeof RECORD_REFERENCES
  /** The API's own deletions, with all they take along. */
  readonly operations: {
    readonly deleteTeam: typeof deleteTeam
    readonly deleteWorkspace: typeof deleteWorkspace
    readonly deleteFolder: typeof deleteFolder
    readonly deleteDocument: typeof deleteDocument
    readonly subtreeOf: typeof subtreeOf
  }
  /** Turns a schema's refusal into the field errors a 400 answer carries. */
  readonly toFieldErrors: typeof toFieldErrors
  readonly ZodError: typeof z.ZodError
  readonly ApiError: typeof ApiError
  readonly StateFileError: typeof StateFileError
}
