/**
 * Every reason the service gives for a 409: the state forbids the change.
 * Operations throw them (`ApiError.conflict(CONFLICTS.alreadyArchived)`);
 * each route declares those it can answer, so the OpenAPI document and the
 * API coverage report list every one.
 */
export const CONFLICTS = {
  alreadyArchived: 'The document is already archived',
  notArchived: 'The document is not archived',
  archivedEdit: 'The document is archived: restore it before changing it',
  archivedMove: 'The document is archived: restore it before moving it',
  intoOwnSubtree: 'A folder cannot be moved into itself or one of its own subfolders',
  acrossTeams: 'Folders and documents move only between workspaces of the same team',
  driveDelete: 'An account drive cannot be deleted',
  workspaceNameTaken: 'A workspace with this name already exists in the team',
  alreadyMember: 'This email is already a member of the team',
} as const

/** One reason for a 409, as the envelope's `message` carries it. */
export type ConflictReason = (typeof CONFLICTS)[keyof typeof CONFLICTS]
