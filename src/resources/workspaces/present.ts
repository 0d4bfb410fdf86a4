import type { z } from 'zod'
import { WorkspaceRecord } from '../../db/schema.js'

/** A workspace as the service sends it. */
export const WorkspaceView = WorkspaceRecord.pick({
  workspace_id: true,
  team_id: true,
  name: true,
  description: true,
  created_at: true,
  updated_at: true,
})
export type WorkspaceView = z.infer<typeof WorkspaceView>

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
