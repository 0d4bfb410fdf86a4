import type { Page } from '../api.js'
import type { Context } from '../context.js'
import { h } from '../dom.js'
import type { TeamView } from '../types.js'

/** Get Account Teams, as tiles; an empty state when the account has none. */
export async function teamsView(ctx: Context): Promise<Node> {
  const teams = await ctx.api.get<Page<TeamView>>('/teams', { page_size: 100 })
  const drive = h(
    'a',
    { href: '#/drive', className: 'tile' },
    h('h3', {}, 'My drive'),
    h('p', { className: 'muted' }, 'Your personal workspace'),
  )
  if (teams.items.length === 0) {
    return h(
      'section',
      {},
      h(
        'div',
        { className: 'card empty-state', 'data-test': 'no-teams' },
        h('h2', {}, 'No teams yet'),
        h('p', { className: 'muted' }, 'Your account does not belong to any team. Teams you create or are invited to will appear here.'),
      ),
      h('div', { className: 'grid' }, drive),
    )
  }
  return h(
    'section',
    {},
    h('h1', {}, 'Teams'),
    h(
      'div',
      { className: 'grid', 'data-test': 'teams' },
      teams.items.map((team) =>
        h(
          'a',
          { href: `#/teams/${team.team_id}`, className: 'tile' },
          h('h3', {}, team.name, ' ', h('span', { className: `badge ${team.role}` }, team.role)),
          h('p', { className: 'muted' }, team.description || 'No description'),
        ),
      ),
      drive,
    ),
  )
}
