import { Collection } from '@msw/data'
import type { FixtureSet } from '../../src/db/fixture-set.js'
import { DocumentRecord, MemberRecord, TeamLogRecord, TokenRecord, UserRecord, WorkspaceRecord } from '../../src/db/schema.js'

/** `@msw/data` collections over the same data, answering Fetch requests as MSW resolvers would. */
export interface MswDataSubject {
  readonly documents: Collection<typeof DocumentRecord>
  handle(request: Request): Promise<Response>
}

const NOW = '2026-01-15T09:00:00.000Z'
const ROLES = ['viewer', 'editor', 'admin', 'owner']
const json = (message: string, result: unknown): Response => Response.json({ success: true, message, result, errors: null, except: null })
const failure = (message: string): Response =>
  Response.json({ success: false, message, result: null, errors: null, except: null }, { status: 404 })

/**
 * Seeds `@msw/data` 1.x collections (the same zod schemas as the mock's
 * store) with `create` in a loop, as its documentation shows, and serves
 * the three document operations with the envelope and a `total` per page.
 * @example
 * const peer = await createMswData(largeAccount(1000).sets)
 */
export async function createMswData(sets: readonly FixtureSet[]): Promise<MswDataSubject> {
  const users = new Collection({ schema: UserRecord })
  const tokens = new Collection({ schema: TokenRecord })
  const members = new Collection({ schema: MemberRecord })
  const workspaces = new Collection({ schema: WorkspaceRecord })
  const documents = new Collection({ schema: DocumentRecord })
  const logs = new Collection({ schema: TeamLogRecord })
  for (const set of sets) {
    for (const r of set.users) await users.create(r)
    for (const r of set.tokens) await tokens.create(r)
    for (const r of set.members) await members.create(r)
    for (const r of set.workspaces) await workspaces.create(r)
    for (const r of set.team_logs) await logs.create(r)
    for (const { file: _file, ...r } of set.documents) await documents.create(r)
  }

  const caller = (request: Request) => {
    const token = (request.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '')
    const session = tokens.findFirst((q) => q.where({ access_token: token }))
    return session && users.findFirst((q) => q.where({ user_id: session.user_id }))
  }
  const roleIn = (userId: string, workspaceId: string) => {
    const workspace = workspaces.findFirst((q) => q.where({ workspace_id: workspaceId }))
    const member = workspace?.team_id
      ? members.findFirst((q) => q.where({ team_id: workspace.team_id as string, user_id: userId, status: 'active' }))
      : undefined
    return member && workspace ? { workspace, role: member.role } : undefined
  }

  return {
    documents,
    async handle(request) {
      const url = new URL(request.url)
      const user = caller(request)
      if (!user) return failure('Invalid token')
      if (request.method === 'GET' && url.pathname.endsWith('/documents/info')) {
        const id = url.searchParams.get('document_id') ?? ''
        const document = documents.findFirst((q) => q.where({ document_id: id }))
        if (!document || !roleIn(user.user_id, document.workspace_id)) return failure('Document not found')
        return json('Document retrieved', document)
      }
      if (request.method === 'PUT' && url.pathname.endsWith('/documents/update')) {
        const body = (await request.json()) as { document_id: string; description: string }
        const document = documents.findFirst((q) => q.where({ document_id: body.document_id }))
        const access = document && roleIn(user.user_id, document.workspace_id)
        if (!document || !access || ROLES.indexOf(access.role) < 1) return failure('Document not found')
        const updated = await documents.update((q) => q.where({ document_id: body.document_id }), {
          data(d) {
            d.description = body.description
            d.updated_at = NOW
          },
        })
        await logs.create({
          log_id: crypto.randomUUID(),
          team_id: access.workspace.team_id as string,
          action: 'document.updated',
          actor: { user_id: user.user_id, email: user.email },
          target: { type: 'document', id: document.document_id, name: document.name },
          created_at: NOW,
        })
        return json('Document updated', updated)
      }
      if (request.method === 'GET' && url.pathname.endsWith('/documents')) {
        const workspaceId = url.searchParams.get('workspace_id') ?? ''
        if (!roleIn(user.user_id, workspaceId)) return failure('Workspace not found')
        const page = Number(url.searchParams.get('page') ?? 1)
        const size = Number(url.searchParams.get('page_size') ?? 20)
        const where = { workspace_id: workspaceId, status: 'active' as const }
        const items = documents.findMany((q) => q.where(where), { skip: (page - 1) * size, take: size })
        // The contract's page carries `total`: counting the matches is a second pass.
        const total = documents.findMany((q) => q.where(where)).length
        return json('Documents retrieved', { items, page, page_size: size, total, total_pages: Math.ceil(total / size) })
      }
      return failure('Operation')
    },
  }
}
