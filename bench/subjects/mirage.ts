import type { FixtureSet } from '../../src/db/fixture-set.js'

/* Mirage JS in Node: it reads `window`/`self` and `XMLHttpRequest` when imported. */
const g = globalThis as Record<string, unknown>
g.window ??= globalThis
g.self ??= globalThis
g.XMLHttpRequest ??= class XMLHttpRequest {}
const { createServer, Model } = await import('miragejs')

type MirageRequest = {
  method: string
  url: string
  params: Record<string, string>
  queryParams: Record<string, string>
  requestBody: string
  requestHeaders: Record<string, string>
}
type RouteHandler = (request: MirageRequest) => Promise<[number, Record<string, string>, string]>
type Attrs = Record<string, any>

/** A Mirage server over the same data, answering Fetch requests. */
export interface MirageSubject {
  handle(request: Request): Promise<Response>
  shutdown(): void
}

/**
 * Mirage JS running the same reads and writes as the mock, on the same data
 * and with the same envelope. Its route handlers (schema, ORM, serializer)
 * are called directly by a minimal interceptor instead of Pretender, which
 * only fakes XMLHttpRequest in a browser: the least overhead Mirage can run
 * with in Node, so its figures are its own work and nothing else.
 * @example
 * const mirage = createMirage(largeAccount(1000).sets)
 * const response = await mirage.handle(new Request(url, { headers }))
 */
export function createMirage(sets: readonly FixtureSet[]): MirageSubject {
  const handlers = new Map<string, RouteHandler>()
  // Mirage's interceptor interface: `create` wires the verbs; start/shutdown do nothing here.
  const interceptor = {
    create(server: any) {
      for (const verb of ['get', 'post', 'put', 'delete', 'patch']) {
        const register = (path: string, handler: unknown) => {
          handlers.set(`${verb.toUpperCase()} ${path}`, server.registerRouteHandler(verb, path, handler, undefined, {}))
        }
        ;(this as any)[verb] = register
        server[verb] = register
      }
    },
    config() {},
    start() {},
    shutdown() {},
  }
  const server: any = createServer({
    environment: 'test',
    interceptor,
    models: { user: Model, token: Model, team: Model, member: Model, teamLog: Model, workspace: Model, document: Model },
    routes() {
      routes(this)
    },
  } as any)
  const withId = (key: string) => (record: Attrs) => ({ id: record[key], ...record })
  server.db.loadData({
    users: sets.flatMap((s) => s.users).map(withId('user_id')),
    tokens: sets.flatMap((s) => s.tokens).map(withId('access_token')),
    teams: sets.flatMap((s) => s.teams).map(withId('team_id')),
    members: sets.flatMap((s) => s.members).map(withId('member_id')),
    teamLogs: sets.flatMap((s) => s.team_logs).map(withId('log_id')),
    workspaces: sets.flatMap((s) => s.workspaces).map(withId('workspace_id')),
    documents: sets.flatMap((s) => s.documents).map(({ file: _file, ...d }) => ({ id: d.document_id, ...d })),
  })
  return {
    async handle(request) {
      const url = new URL(request.url)
      const handler = handlers.get(`${request.method} ${url.pathname}`)
      if (!handler) return new Response(null, { status: 404 })
      const [status, headers, body] = await handler({
        method: request.method,
        url: url.pathname + url.search,
        params: {},
        queryParams: Object.fromEntries(url.searchParams),
        requestBody: request.method === 'GET' ? '' : await request.text(),
        requestHeaders: Object.fromEntries(request.headers),
      })
      return new Response(body, { status, headers })
    },
    shutdown: () => server.shutdown(),
  }
}

const envelope = (message: string, result: unknown) => ({ success: true, message, result, errors: null, except: null })
/** Failures keep status 200 here: the benchmarks check for `success: true` and never time one. */
const failure = (message: string) => ({ success: false, message, result: null, errors: null, except: null })
const NOW = '2026-01-15T09:00:00.000Z'
const ROLES = ['viewer', 'editor', 'admin', 'owner']

function routes(server: any): void {
  const caller = (schema: any, request: MirageRequest) => {
    const token = schema.tokens.find((request.requestHeaders.authorization ?? '').replace(/^Bearer\s+/i, ''))
    return token ? schema.users.find(token.attrs.user_id) : null
  }
  const membership = (schema: any, user: any, teamId: string | null) =>
    teamId === null ? null : schema.members.findBy({ team_id: teamId, user_id: user.id, status: 'active' })
  const allowed = (member: any, least: string) => member && ROLES.indexOf(member.role) >= ROLES.indexOf(least)
  const teamView = (team: any, member: any) => {
    const { id: _id, account_id: _a, ...rest } = team.attrs
    return { ...rest, role: member.role }
  }
  const documentView = (document: any) => {
    const { id: _id, ...rest } = document.attrs
    return rest
  }
  /** A team log entry for a change the caller made. */
  const logChange = (schema: any, teamId: string, action: string, user: any, target: { type: string; id: string; name: string }) =>
    schema.teamLogs.create({ team_id: teamId, action, actor: { user_id: user.id, email: user.email }, target, created_at: NOW })
  const page = (models: any[], query: Record<string, string>, present: (m: any) => unknown) => {
    const pageNo = Number(query.page ?? 1)
    const size = Number(query.page_size ?? 20)
    return {
      items: models.slice((pageNo - 1) * size, pageNo * size).map(present),
      page: pageNo,
      page_size: size,
      total: models.length,
      total_pages: Math.ceil(models.length / size),
    }
  }

  server.get('/teams/info', (schema: any, request: MirageRequest) => {
    const user = caller(schema, request)
    const team = schema.teams.find(request.queryParams.team_id)
    const member = user && team && membership(schema, user, team.id)
    if (!member) return failure('Team not found')
    return envelope('Team retrieved', teamView(team, member))
  })
  server.put('/teams/update', (schema: any, request: MirageRequest) => {
    const user = caller(schema, request)
    const body = JSON.parse(request.requestBody)
    const team = schema.teams.find(body.team_id)
    const member = user && team && membership(schema, user, team.id)
    if (!allowed(member, 'admin')) return failure('Team not found')
    team.update({ description: body.description, updated_at: NOW })
    logChange(schema, team.id, 'team.updated', user, { type: 'team', id: team.id, name: team.name })
    return envelope('Team updated', teamView(team, member))
  })
  server.get('/teams/logs', (schema: any, request: MirageRequest) => {
    const user = caller(schema, request)
    const team = schema.teams.find(request.queryParams.team_id)
    if (!(user && team && membership(schema, user, team.id))) return failure('Team not found')
    const entries = schema.teamLogs.where({ team_id: team.id }).models.reverse()
    return envelope(
      'Team logs retrieved',
      page(entries, request.queryParams, (m: any) => documentView(m)),
    )
  })
  server.get('/documents/info', (schema: any, request: MirageRequest) => {
    const user = caller(schema, request)
    const document = schema.documents.find(request.queryParams.document_id)
    const workspace = document && schema.workspaces.find(document.workspace_id)
    if (!(user && workspace && membership(schema, user, workspace.team_id))) return failure('Document not found')
    return envelope('Document retrieved', documentView(document))
  })
  server.put('/documents/update', (schema: any, request: MirageRequest) => {
    const user = caller(schema, request)
    const body = JSON.parse(request.requestBody)
    const document = schema.documents.find(body.document_id)
    const workspace = document && schema.workspaces.find(document.workspace_id)
    const member = user && workspace && membership(schema, user, workspace.team_id)
    if (!allowed(member, 'editor')) return failure('Document not found')
    document.update({ description: body.description, updated_at: NOW })
    logChange(schema, workspace.team_id, 'document.updated', user, { type: 'document', id: document.id, name: document.name })
    return envelope('Document updated', documentView(document))
  })
  server.get('/documents', (schema: any, request: MirageRequest) => {
    const user = caller(schema, request)
    const workspace = schema.workspaces.find(request.queryParams.workspace_id)
    if (!(user && workspace && membership(schema, user, workspace.team_id))) return failure('Workspace not found')
    const documents = schema.documents.where({ workspace_id: workspace.id, status: 'active' }).models
    return envelope('Documents retrieved', page(documents, request.queryParams, documentView))
  })
}
