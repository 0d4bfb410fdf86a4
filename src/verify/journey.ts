import type { Answer, Cleanup, Json, Step } from './step.js'

/** A string found along a path of the answer's JSON body. */
const at =
  (...path: Array<string | number>) =>
  (answer: Answer): string | undefined => {
    let value: unknown = answer.json
    for (const part of path)
      value = typeof value === 'object' && value !== null ? (value as Record<string | number, unknown>)[part] : undefined
    return typeof value === 'string' ? value : undefined
  }
const first = (field: string) => at('result', 'items', 0, field)
const removal = (what: string, key: string, path: string, field: string): Cleanup => ({ what, key, path, field })
const json = { 'content-type': 'application/json' }

const signIn: Step[] = [
  {
    method: 'POST',
    path: '/auth/api-key',
    auth: 'none',
    headers: json,
    body: { api_key: '{apiKey}' },
    keep: { token: at('result', 'access_token') },
  },
]

/** The error answers the contract declares, and the list of teams (whose first one a read-only journey reads on). */
const openers = (readOnly: boolean): Step[] => [
  {
    method: 'POST',
    path: '/auth/api-key',
    note: 'an unknown API key',
    auth: 'none',
    headers: json,
    body: { api_key: 'dwm-verify-not-a-key' },
  },
  { method: 'GET', path: '/teams?page=1&page_size=5', ...(readOnly ? { keep: { team: first('team_id') } } : {}) },
  { method: 'GET', path: '/teams', note: 'a bad token', auth: 'bad' },
  { method: 'GET', path: '/teams/info?team_id={unknown}', note: 'an unknown id' },
  { method: 'GET', path: '/teams/info?team_id=not-a-uuid', note: 'an id not in UUID form' },
]

const stream = (sameBytes: boolean): Step[] => {
  const path = '/documents/stream?document_id={document}'
  // The ETag for If-None-Match: from the GET, else from the HEAD (one answer that drops it leaves the other to try).
  const keep = { etag: (answer: Answer) => answer.headers.get('etag') ?? undefined }
  return [
    { method: 'GET', path, sameBytes, keep },
    { method: 'GET', path, note: 'Range: bytes=0-3', headers: { range: 'bytes=0-3' }, sameBytes },
    { method: 'HEAD', path, keep },
    { method: 'GET', path, note: 'If-None-Match: its ETag', headers: { 'if-none-match': '{etag}' } },
    { method: 'GET', path, note: 'a Range past the end', headers: { range: 'bytes=1000000000-' } },
  ]
}

const teamReads = (keepWorkspace: boolean): Step[] => [
  { method: 'GET', path: '/teams/info?team_id={team}' },
  { method: 'GET', path: '/teams/data?team_id={team}' },
  { method: 'GET', path: '/teams/members?team_id={team}' },
  { method: 'GET', path: '/workspaces?team_id={team}', ...(keepWorkspace ? { keep: { workspace: first('workspace_id') } } : {}) },
  { method: 'GET', path: '/workspaces/team?team_id={team}' },
  { method: 'GET', path: '/teams/workspaces?team_id={team}' },
  { method: 'GET', path: '/workspaces/drive' },
]

/**
 * The journey that only reads: the caller's first team, its first
 * workspace, that workspace's first folder and first document.
 */
function readOnlyJourney(): Step[] {
  return [
    ...openers(true),
    ...teamReads(true),
    { method: 'GET', path: '/teams/logs?team_id={team}' },
    { method: 'GET', path: '/workspaces/info?workspace_id={workspace}' },
    { method: 'GET', path: '/folders?workspace_id={workspace}', keep: { folder: first('folder_id') } },
    { method: 'GET', path: '/folders/info?folder_id={folder}' },
    { method: 'GET', path: '/folders/content?folder_id={folder}' },
    { method: 'GET', path: '/documents?workspace_id={workspace}', keep: { document: first('document_id') } },
    { method: 'GET', path: '/documents/info?document_id={document}' },
    ...stream(false),
  ]
}

/**
 * The whole journey: a scratch team named `{name}` with a member, a
 * workspace, two folders and a document, each read, changed and deleted.
 */
function writingJourney(): Step[] {
  const put = (path: string, body: Json, note?: string): Step => ({ method: 'PUT', path, headers: json, body, ...(note ? { note } : {}) })
  const remove = (path: string, body: Json, deletes: string): Step => ({ method: 'DELETE', path, headers: json, body, deletes })
  return [
    ...openers(false),
    {
      method: 'POST',
      path: '/teams/create',
      headers: json,
      body: { name: '{name}' },
      keep: { team: at('result', 'team_id') },
      creates: removal('team', 'team', '/teams/delete', 'team_id'),
    },
    {
      method: 'POST',
      path: '/teams/create',
      note: 'a bad body',
      headers: json,
      body: { name: 42 },
      keep: { strayTeam: at('result', 'team_id') },
      creates: removal('team', 'strayTeam', '/teams/delete', 'team_id'),
    },
    put('/teams/update', { team_id: '{team}', description: 'Scratch team of doc-workspace-mock verify' }),
    ...teamReads(false),
    {
      method: 'POST',
      path: '/teams/members/add',
      headers: json,
      body: { team_id: '{team}', email: '{name}@example.invalid', role: 'viewer' },
    },
    {
      method: 'POST',
      path: '/workspaces/create',
      headers: json,
      body: { team_id: '{team}', name: '{name}' },
      keep: { workspace: at('result', 'workspace_id') },
      creates: removal('workspace', 'workspace', '/workspaces/delete', 'workspace_id'),
    },
    { method: 'GET', path: '/workspaces/info?workspace_id={workspace}' },
    put('/workspaces/update', { workspace_id: '{workspace}', description: 'Scratch workspace' }),
    ...(['folder', 'folder2'] as const).map((key, i): Step => ({
      method: 'POST',
      path: '/folders/create',
      headers: json,
      body: { workspace_id: '{workspace}', name: `Folder ${i + 1}` },
      keep: { [key]: at('result', 'folder_id') },
      creates: removal('folder', key, '/folders/delete', 'folder_id'),
    })),
    { method: 'GET', path: '/folders?workspace_id={workspace}' },
    { method: 'GET', path: '/folders/info?folder_id={folder}' },
    put('/folders/update', { folder_id: '{folder2}', name: 'Folder 2, renamed' }),
    put('/folders/move', { folder_id: '{folder2}', parent_id: '{folder}' }, 'into the first folder'),
    {
      method: 'POST',
      path: '/documents/upload',
      form: { workspace_id: '{workspace}', folder_id: '{folder}' },
      keep: { document: at('result', 'document_id') },
      creates: removal('document', 'document', '/documents/delete', 'document_id'),
    },
    { method: 'GET', path: '/documents/info?document_id={document}' },
    { method: 'GET', path: '/documents?workspace_id={workspace}' },
    { method: 'GET', path: '/folders/content?folder_id={folder}' },
    ...stream(true),
    put('/documents/update', { document_id: '{document}', description: 'Scratch document' }),
    put('/documents/archive', { document_id: '{document}' }),
    put('/documents/restore', { document_id: '{document}' }),
    put('/documents/move', { document_id: '{document}', folder_id: null }, 'to the root'),
    { method: 'GET', path: '/teams/logs?team_id={team}' },
    remove('/documents/delete', { document_id: '{document}' }, 'document'),
    remove('/folders/delete', { folder_id: '{folder}' }, 'folder'),
    remove('/workspaces/delete', { workspace_id: '{workspace}' }, 'workspace'),
    remove('/teams/delete', { team_id: '{team}' }, 'team'),
    { method: 'GET', path: '/teams/info?team_id={team}', note: 'once deleted' },
  ]
}

/**
 * The fixed journey through the contract: signed in with an API key when
 * one is given, reading only when asked to.
 * @example
 * journey({ readOnly: true, signIn: true }).length // 22
 */
export function journey(options: { readOnly: boolean; signIn: boolean }): Step[] {
  return [...(options.signIn ? signIn : []), ...(options.readOnly ? readOnlyJourney() : writingJourney())]
}
