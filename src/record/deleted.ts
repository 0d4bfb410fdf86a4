import type { Collected } from './collector.js'

/**
 * What the answers showed, less what they saw deleted, as the service
 * deletes: a team with its members, logs and workspaces; a workspace with
 * its folders and documents; a folder with its whole subtree.
 * @example
 * const kept = withoutDeleted(collector.collected)
 */
export function withoutDeleted(c: Collected): Collected {
  const gone = (table: 'teams' | 'workspaces' | 'folders' | 'documents', id: string): boolean => c.deleted.get(table)?.has(id) ?? false
  const keep = <V>(map: ReadonlyMap<string, V>, kept: (value: V) => boolean): Map<string, V> =>
    new Map([...map].filter(([, value]) => kept(value)))
  const teams = keep(c.teams, (team) => !gone('teams', team.team_id))
  const workspaceGone = (id: string, teamId: string | null): boolean => gone('workspaces', id) || (teamId !== null && gone('teams', teamId))
  const workspaces = keep(c.workspaces, (w) => !workspaceGone(w.workspace_id, w.team_id))
  const allFolders = new Map([...c.ancestors, ...c.folders])
  // A folder is gone with any folder above it: walked up once per folder, a cycle stopping the walk.
  const folderGone = (id: string): boolean => {
    const seen = new Set<string>()
    for (let at = allFolders.get(id); at && !seen.has(at.folder_id); at = at.parent_id ? allFolders.get(at.parent_id) : undefined) {
      seen.add(at.folder_id)
      if (gone('folders', at.folder_id) || gone('workspaces', at.workspace_id) || deletedTeamOf(at.workspace_id)) return true
    }
    return gone('folders', id)
  }
  const deletedTeamOf = (workspaceId: string): boolean => {
    const teamId = c.workspaces.get(workspaceId)?.team_id
    return teamId !== undefined && teamId !== null && gone('teams', teamId)
  }
  return {
    ...c,
    teams,
    members: keep(c.members, (member) => !gone('teams', member.team_id)),
    logs: keep(c.logs, (log) => !gone('teams', log.team_id)),
    workspaces,
    folders: keep(c.folders, (folder) => !folderGone(folder.folder_id)),
    ancestors: keep(c.ancestors, (folder) => !folderGone(folder.folder_id)),
    documents: keep(
      c.documents,
      (d) =>
        !gone('documents', d.document_id) &&
        !gone('workspaces', d.workspace_id) &&
        !deletedTeamOf(d.workspace_id) &&
        !(d.folder_id !== null && folderGone(d.folder_id)),
    ),
  }
}
