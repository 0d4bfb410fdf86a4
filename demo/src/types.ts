/**
 * The shapes the service answers, taken from the contract's own schemas
 * (types only: nothing of the mock is bundled by these imports).
 */
export type { TeamDataView, TeamView } from '../../src/resources/teams/schema.js'
export type { MemberView } from '../../src/resources/members/schema.js'
export type { DriveView, WorkspaceView } from '../../src/resources/workspaces/present.js'
export type { ContentItemView, FolderDetailsView, FolderView } from '../../src/resources/folders/schema.js'
export type { DocumentView } from '../../src/resources/documents/schema.js'
export type { LogView } from '../../src/resources/logs/present.js'
