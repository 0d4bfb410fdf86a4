import createClient from 'openapi-fetch'
import type { components, paths } from 'doc-workspace-mock/openapi'

/** Named types of the contract, as a client project uses them. */
type Team = components['schemas']['Team']
type Workspace = components['schemas']['Workspace']
type Folder = components['schemas']['Folder']
type Document = components['schemas']['Document']
type FieldError = components['schemas']['FieldError']

/** What each operation answered: `METHOD /path` → status. */
export type Statuses = Record<string, number>

function must<T>(data: T | undefined, what: string): T {
  if (data === undefined) throw new Error(`${what} answered no data`)
  return data
}

/**
 * Calls every operation of the contract through openapi-fetch, typed by the
 * `paths` the package ships (this file is type-checked with `tsc --strict` in a
 * project that installs the packed package, test/integration/typed-client.test.ts):
 * ids flow from one answer to the next, and the upload takes a real `File`, no cast.
 * @example
 * const statuses = await callEveryOperation('http://127.0.0.1:4010', fetch)
 */
export async function callEveryOperation(baseUrl: string, fetcher: typeof fetch): Promise<Statuses> {
  const statuses: Statuses = {}
  const note = (key: string, response: Response) => {
    statuses[key] = response.status
  }
  const anonymous = createClient<paths>({ baseUrl, fetch: fetcher })
  const login = await anonymous.POST('/auth/api-key', { body: { api_key: 'demo-api-key' } })
  note('POST /auth/api-key', login.response)
  const token: string = must(login.data, 'login').result.access_token
  const api = createClient<paths>({ baseUrl, fetch: fetcher, headers: { Authorization: `Bearer ${token}` } })

  const teams = await api.GET('/teams', { params: { query: { page: 1, page_size: 2 } } })
  note('GET /teams', teams.response)
  const created = await api.POST('/teams/create', { body: { name: 'Typed team', description: 'Made by a typed client' } })
  note('POST /teams/create', created.response)
  const team: Team = must(created.data, 'create team').result
  const byTeam = { params: { query: { team_id: team.team_id } } }
  note('GET /teams/info', (await api.GET('/teams/info', byTeam)).response)
  note(
    'PUT /teams/update',
    (await api.PUT('/teams/update', { body: { team_id: team.team_id, description: 'Renamed by a typed client' } })).response,
  )
  const data = await api.GET('/teams/data', byTeam)
  note('GET /teams/data', data.response)
  const memberCount: number = must(data.data, 'team data').result.stats.member_count
  note('GET /teams/logs', (await api.GET('/teams/logs', { params: { query: { team_id: team.team_id, action: 'team.created' } } })).response)
  const add = await api.POST('/teams/members/add', { body: { team_id: team.team_id, email: 'typed@example.test', role: 'editor' } })
  note('POST /teams/members/add', add.response)
  note('GET /teams/members', (await api.GET('/teams/members', { params: { query: { team_id: team.team_id, role: 'editor' } } })).response)

  const made = await api.POST('/workspaces/create', { body: { team_id: team.team_id, name: 'Typed workspace' } })
  note('POST /workspaces/create', made.response)
  const workspace: Workspace = must(made.data, 'create workspace').result
  const inWorkspace = { params: { query: { workspace_id: workspace.workspace_id } } }
  note('GET /teams/workspaces', (await api.GET('/teams/workspaces', byTeam)).response)
  note('GET /workspaces', (await api.GET('/workspaces', { params: { query: { team_id: team.team_id, q: 'typed' } } })).response)
  note('GET /workspaces/team', (await api.GET('/workspaces/team', byTeam)).response)
  note('GET /workspaces/info', (await api.GET('/workspaces/info', inWorkspace)).response)
  note(
    'PUT /workspaces/update',
    (await api.PUT('/workspaces/update', { body: { workspace_id: workspace.workspace_id, name: 'Typed space' } })).response,
  )
  const drive = await api.GET('/workspaces/drive')
  note('GET /workspaces/drive', drive.response)
  const quota: number = must(drive.data, 'drive').result.quota_bytes

  const folderMade = await api.POST('/folders/create', { body: { workspace_id: workspace.workspace_id, name: 'Specs' } })
  note('POST /folders/create', folderMade.response)
  const folder: Folder = must(folderMade.data, 'create folder').result
  const child = must(
    (await api.POST('/folders/create', { body: { workspace_id: workspace.workspace_id, name: 'Drafts', parent_id: folder.folder_id } }))
      .data,
    'child',
  ).result
  const inFolder = { params: { query: { folder_id: folder.folder_id } } }
  note('GET /folders', (await api.GET('/folders', inWorkspace)).response)
  note('GET /folders/info', (await api.GET('/folders/info', inFolder)).response)
  note(
    'PUT /folders/update',
    (await api.PUT('/folders/update', { body: { folder_id: folder.folder_id, name: 'Specifications' } })).response,
  )
  note('PUT /folders/move', (await api.PUT('/folders/move', { body: { folder_id: child.folder_id, parent_id: null } })).response)

  // A real File, typed as the contract's Blob: no cast, no string.
  const file = new File(['Agenda: the 2026 roadmap.\n'], 'notes.txt', { type: 'text/plain' })
  const upload = await api.POST('/documents/upload', {
    body: { file, workspace_id: workspace.workspace_id, folder_id: folder.folder_id },
    bodySerializer: (body) => {
      const form = new FormData()
      form.append('file', body.file)
      form.append('workspace_id', body.workspace_id)
      if (body.folder_id) form.append('folder_id', body.folder_id)
      return form
    },
  })
  note('POST /documents/upload', upload.response)
  const document: Document = must(upload.data, 'upload').result
  const byDocument = { params: { query: { document_id: document.document_id } } }
  note(
    'GET /folders/content',
    (await api.GET('/folders/content', { params: { query: { folder_id: folder.folder_id, status: 'all' } } })).response,
  )
  note('GET /documents/info', (await api.GET('/documents/info', byDocument)).response)
  note(
    'GET /documents',
    (await api.GET('/documents', { params: { query: { workspace_id: workspace.workspace_id, folder_id: 'root' } } })).response,
  )
  note(
    'PUT /documents/update',
    (await api.PUT('/documents/update', { body: { document_id: document.document_id, name: 'Meeting notes.txt' } })).response,
  )
  const range = await api.GET('/documents/stream', {
    params: { query: byDocument.params.query, header: { Range: 'bytes=0-5' } },
    parseAs: 'blob',
  })
  note('GET /documents/stream', range.response)
  const bytes: Blob = must(range.data, 'stream')
  if ((await bytes.text()) !== 'Agenda') throw new Error('the range is not the first six bytes')
  note('HEAD /documents/stream', (await api.HEAD('/documents/stream', { ...byDocument, parseAs: 'stream' })).response)
  note('PUT /documents/move', (await api.PUT('/documents/move', { body: { document_id: document.document_id, folder_id: null } })).response)
  note('PUT /documents/archive', (await api.PUT('/documents/archive', { body: { document_id: document.document_id } })).response)
  note('PUT /documents/restore', (await api.PUT('/documents/restore', { body: { document_id: document.document_id } })).response)
  note('DELETE /documents/delete', (await api.DELETE('/documents/delete', { body: { document_id: document.document_id } })).response)
  note('DELETE /folders/delete', (await api.DELETE('/folders/delete', { body: { folder_id: folder.folder_id } })).response)
  note('DELETE /workspaces/delete', (await api.DELETE('/workspaces/delete', { body: { workspace_id: workspace.workspace_id } })).response)
  note('DELETE /teams/delete', (await api.DELETE('/teams/delete', { body: { team_id: team.team_id } })).response)

  // An error answer is typed too: a 400 names its fields.
  const bad = await api.GET('/teams/info', { params: { query: { team_id: 'not-a-uuid' } } })
  const errors: FieldError[] | undefined =
    bad.error && 'errors' in bad.error && Array.isArray(bad.error.errors) ? bad.error.errors : undefined
  if (bad.response.status !== 400 || errors?.[0]?.field !== 'team_id') throw new Error('a bad id was not refused with its field named')
  if (memberCount !== 1 || quota < 1) throw new Error('the team data or the drive does not add up')
  return statuses
}
