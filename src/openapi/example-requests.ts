import acme from '../../fixtures/acme.json' with { type: 'json' }

const idOf = <T extends { name: string }>(records: readonly T[], name: string, key: keyof T): string => {
  const record = records.find((r) => r.name === name)
  if (!record) throw new Error(`No canned record named "${name}"`)
  return String(record[key])
}

const ENGINEERING = idOf(acme.teams, 'Engineering', 'team_id')
const DESIGN = idOf(acme.teams, 'Design', 'team_id')
const MARKETING = idOf(acme.teams, 'Marketing', 'team_id')
const PLATFORM = idOf(acme.workspaces, 'Platform', 'workspace_id')
const DRIVE = idOf(acme.workspaces, "Alice Owner's drive", 'workspace_id')
const SPECS = idOf(acme.folders, 'Specs', 'folder_id')
const Q1 = idOf(acme.folders, 'Q1', 'folder_id')
const ROADMAP = idOf(acme.documents, 'Roadmap.pdf', 'document_id')
const OLD_DIAGRAM = idOf(acme.documents, 'Old diagram.png', 'document_id')

/** One example request of an operation, made as Alice (`demo-token`) on the canned data. */
export interface ExampleRequest {
  readonly query?: Readonly<Record<string, string>>
  readonly headers?: Readonly<Record<string, string>>
  /** A JSON body. */
  readonly body?: Readonly<Record<string, unknown>>
  /** A multipart body: its text fields and one file. */
  readonly form?: { readonly fields: Readonly<Record<string, string>>; readonly file: { name: string; type: string; text: string } }
}

/**
 * The example request of every operation, by `METHOD /path`, on the canned
 * data: the OpenAPI document's examples are what the mock answers to these.
 */
export const EXAMPLE_REQUESTS: Readonly<Record<string, ExampleRequest>> = {
  'POST /auth/api-key': { body: { api_key: 'demo-api-key' } },
  'GET /teams': { query: { page: '1', page_size: '2' } },
  'POST /teams/create': { body: { name: 'Research', description: 'Labs and prototypes' } },
  'GET /teams/info': { query: { team_id: ENGINEERING } },
  'PUT /teams/update': { body: { team_id: ENGINEERING, name: 'Platform Engineering' } },
  'DELETE /teams/delete': { body: { team_id: MARKETING } },
  'GET /teams/data': { query: { team_id: ENGINEERING } },
  'GET /teams/workspaces': { query: { team_id: ENGINEERING, page: '1', page_size: '2' } },
  'GET /teams/logs': { query: { team_id: ENGINEERING, page: '1', page_size: '2' } },
  'GET /teams/members': { query: { team_id: ENGINEERING, page: '1', page_size: '20', role: 'admin' } },
  'POST /teams/members/add': { body: { team_id: ENGINEERING, email: 'erin@example.test', role: 'editor', name: 'Erin New' } },
  'GET /workspaces/drive': {},
  'GET /workspaces': { query: { team_id: ENGINEERING, page: '1', page_size: '20', q: 'plat' } },
  'POST /workspaces/create': { body: { team_id: ENGINEERING, name: 'Roadmap', description: 'Plans for 2026' } },
  'GET /workspaces/info': { query: { workspace_id: PLATFORM } },
  'GET /workspaces/team': { query: { team_id: DESIGN, page: '1', page_size: '2' } },
  'PUT /workspaces/update': { body: { workspace_id: PLATFORM, name: 'Core platform' } },
  'DELETE /workspaces/delete': { body: { workspace_id: PLATFORM } },
  'GET /folders': { query: { workspace_id: PLATFORM, page: '1', page_size: '2' } },
  'POST /folders/create': { body: { workspace_id: PLATFORM, name: 'Drafts', parent_id: SPECS } },
  'GET /folders/info': { query: { folder_id: Q1 } },
  'GET /folders/content': { query: { folder_id: SPECS, page: '1', page_size: '2', status: 'active' } },
  'PUT /folders/update': { body: { folder_id: SPECS, name: 'Specifications' } },
  'DELETE /folders/delete': { body: { folder_id: Q1 } },
  'PUT /folders/move': { body: { folder_id: Q1, parent_id: null } },
  'GET /documents/info': { query: { document_id: ROADMAP } },
  'GET /documents': { query: { workspace_id: PLATFORM, page: '1', page_size: '2', status: 'active', q: 'spec' } },
  'PUT /documents/update': { body: { document_id: ROADMAP, description: 'The plan for 2026' } },
  'DELETE /documents/delete': { body: { document_id: ROADMAP } },
  'PUT /documents/archive': { body: { document_id: ROADMAP } },
  'PUT /documents/restore': { body: { document_id: OLD_DIAGRAM } },
  'PUT /documents/move': { body: { document_id: ROADMAP, folder_id: SPECS } },
  'GET /documents/stream': { query: { document_id: ROADMAP, disposition: 'inline' }, headers: { Range: 'bytes=0-99' } },
  'HEAD /documents/stream': { query: { document_id: ROADMAP, disposition: 'inline' } },
  'POST /documents/upload': {
    form: {
      fields: { workspace_id: DRIVE, name: 'Meeting notes.txt' },
      file: { name: 'notes.txt', type: 'text/plain', text: 'Agenda: the 2026 roadmap.\n' },
    },
  },
}
