import type { WorkspaceRecord } from '../../db/schema.js'

/** A workspace as the service sends it. */
export function presentWorkspace(workspace: WorkspaceRecord) {
  return {
    workspace_id: workspace.workspace_id,
    team_id: workspace.team_id,
    name: workspace.name,
    description: workspace.description,
    created_at: workspace.created_at,
    updated_at: workspace.updated_at,
  }
}
export type WorkspaceView = ReturnType<typeof presentWorkspace>
