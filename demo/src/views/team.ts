import type { Page } from '../api.js'
import type { Context } from '../context.js'
import { formatBytes, formatTime, h } from '../dom.js'
import type { LogView, MemberView, TeamDataView, WorkspaceView } from '../types.js'

/** One team: its numbers, workspaces, members with their roles, and the latest log entries. */
export async function teamView(ctx: Context, teamId: string): Promise<Node> {
  const { api } = ctx
  const [team, members, workspaces, logs] = await Promise.all([
    api.get<TeamDataView>('/teams/data', { team_id: teamId }),
    api.get<Page<MemberView>>('/teams/members', { team_id: teamId, page_size: 100 }),
    api.get<Page<WorkspaceView>>('/teams/workspaces', { team_id: teamId, page_size: 100 }),
    api.get<Page<LogView>>('/teams/logs', { team_id: teamId, page_size: 10 }),
  ])
  const { stats } = team
  return h(
    'section',
    { 'data-test': 'team' },
    h('p', { className: 'crumbs' }, h('a', { href: '#/teams' }, 'Teams'), ' / ', team.name),
    h(
      'div',
      { className: 'card' },
      h('h1', { style: 'margin:0 0 4px' }, team.name, ' ', h('span', { className: `badge ${team.role}` }, `you: ${team.role}`)),
      h('p', { className: 'muted' }, team.description || 'No description'),
      h(
        'div',
        { className: 'stats' },
        [
          ['members', stats.member_count],
          ['workspaces', stats.workspace_count],
          ['folders', stats.folder_count],
          ['documents', stats.document_count],
          ['stored', formatBytes(stats.storage_bytes)],
        ].map(([label, value]) => h('div', {}, h('b', {}, String(value)), h('span', { className: 'muted' }, String(label)))),
      ),
    ),
    h(
      'div',
      { className: 'card' },
      h('h2', {}, 'Workspaces'),
      workspaces.items.length
        ? h(
            'div',
            { className: 'grid', 'data-test': 'workspaces' },
            workspaces.items.map((w) =>
              h(
                'a',
                { href: `#/workspaces/${w.workspace_id}`, className: 'tile' },
                h('h3', {}, w.name),
                h('p', { className: 'muted' }, w.description || 'No description'),
              ),
            ),
          )
        : h('p', { className: 'muted' }, 'No workspaces yet.'),
    ),
    h(
      'div',
      { className: 'card' },
      h('h2', {}, `Members (${members.total})`),
      h(
        'table',
        { 'data-test': 'members' },
        h('thead', {}, h('tr', {}, h('th', {}, 'Name'), h('th', {}, 'Email'), h('th', {}, 'Role'), h('th', {}, 'Status'))),
        h(
          'tbody',
          {},
          members.items.map((m) =>
            h(
              'tr',
              {},
              h('td', {}, m.name),
              h('td', { className: 'muted' }, m.email),
              h('td', {}, h('span', { className: `badge ${m.role}` }, m.role)),
              h('td', {}, h('span', { className: `badge ${m.status === 'invited' ? 'invited' : ''}` }, m.status)),
            ),
          ),
        ),
      ),
    ),
    h(
      'div',
      { className: 'card' },
      h('h2', {}, 'Recent activity'),
      h(
        'table',
        { 'data-test': 'logs' },
        h(
          'tbody',
          {},
          logs.items.map((entry) =>
            h(
              'tr',
              {},
              h('td', {}, h('code', {}, entry.action)),
              h('td', {}, entry.target.name),
              h('td', { className: 'muted' }, entry.actor.email),
              h('td', { className: 'muted' }, formatTime(entry.created_at)),
            ),
          ),
        ),
      ),
    ),
  )
}
