import * as z from 'zod'
import { RECORD_KEYS, RECORD_REFERENCES, RECORD_TABLES } from '../../db/record-tables.js'
import type { DevtoolsKit } from '../../devtools/kit.js'
import { ApiError } from '../../http/api-error.js'
import { toFieldErrors } from '../../http/field-errors.js'
import { StateFileError } from '../../mock/state-file.js'
import { deleteDocument } from '../../resources/documents/operations.js'
import { deleteFolder } from '../../resources/folders/operations.js'
import { subtreeOf } from '../../resources/folders/tree.js'
import { deleteTeam } from '../../resources/teams/operations.js'
import { deleteWorkspace } from '../../resources/workspaces/operations.js'

/**
 * The pieces of the mock the devtools use, from the modules the mock itself
 * runs: every one is in the browser entry already, so handing them over costs
 * a few bytes and the devtools' chunk imports none of them.
 * @example
 * mountDevtools(mock, options, DEVTOOLS_KIT)
 * createWorldEdits(DEVTOOLS_KIT).planDelete(mock.state, 'teams', teamId)
 */
export const DEVTOOLS_KIT: DevtoolsKit = {
  tables: RECORD_TABLES,
  keys: RECORD_KEYS,
  references: RECORD_REFERENCES,
  operations: { deleteTeam, deleteWorkspace, deleteFolder, deleteDocument, subtreeOf },
  toFieldErrors,
  ZodError: z.ZodError,
  ApiError,
  StateFileError,
}
