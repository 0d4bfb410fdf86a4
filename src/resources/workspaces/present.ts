import * as z from 'zod'
import { WorkspaceRecord } from '../../db/schema.js'
import { named } from '../../http/schema-names.js'

/** A workspace as the service sends it. */
export const WorkspaceView = named(
  'Workspace',
  WorkspaceRecord.pick({ workspace_id: true, team_id: true, name: true, description: true, created_at: true, updated_at: true }),
)
export type WorkspaceView = z.infer<typeof WorkspaceView>

/** The caller's account drive: a workspace with `team_id: null`, plus its use of its quota. */
export const DriveView = named(
  'Drive',
  WorkspaceView.extend({ used_bytes: z.number().int().nonnegative(), quota_bytes: z.number().int().nonnegative() }),
)
export type DriveView = z.infer<typeof DriveView>

/** The quota of a drive whose record sets none: 100 MiB, as the canned drives have. */
export const DEFAULT_DRIVE_QUOTA_BYTES = 100 * 1024 * 1024

/**
 * A workspace as the service sends it: a plain copy, never the store's record.
 * @example
 * presentWorkspace(workspace) // { workspace_id, team_id, name, description, created_at, updated_at }
 */
export function presentWorkspace(workspace: WorkspaceRecord): WorkspaceView {
  return {
    workspace_id: workspace.workspace_id,
    team_id: workspace.team_id,
    name: workspace.name,
    description: workspace.description,
    created_at: workspace.created_at,
    updated_at: workspace.updated_at,
  }
}

/**
 * An account drive with the bytes its documents take (archived ones too) and its quota.
 * @example
 * presentDrive(drive, storedBytes(state, drive.workspace_id))
 */
export function presentDrive(drive: WorkspaceRecord, usedBytes: number): DriveView {
  return { ...presentWorkspace(drive), used_bytes: usedBytes, quota_bytes: drive.quota_bytes ?? DEFAULT_DRIVE_QUOTA_BYTES }
}
