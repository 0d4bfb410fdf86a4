import type { Role } from '../db/schema.js'
import { createRouter } from '../http/route.js'
import type { DocumentView } from '../resources/documents/schema.js'
import type { FolderDetailsView, FolderView } from '../resources/folders/schema.js'
import type { LogView } from '../resources/logs/present.js'
import type { MemberView } from '../resources/members/schema.js'
import { routes } from '../resources/routes.js'
import type { TeamView } from '../resources/teams/schema.js'
import type { DriveView, WorkspaceView } from '../resources/workspaces/present.js'
import { envelopeOf, type RecordedExchange } from './recorded-exchange.js'
import { CARRIED, VIEWS, type DeletedTable, type ViewKind } from './views.js'

/** Who asked, in memory only: an `Authorization` value, or null for none. */
export type Caller = string | null

/** Everything the service's answers showed, the latest answer winning, in the order first seen. */
export interface Collected {
  readonly teams: Map<string, TeamView>
  /** The caller's role in each team, as the teams it was answered show it, by caller. */
  readonly roles: Map<Caller, Map<string, Role>>
  /** Users a caller created records as (a team's owner, an upload's author): who that caller is. */
  readonly made: Map<Caller, string[]>
  readonly members: Map<string, MemberView>
  readonly logs: Map<string, LogView>
  readonly workspaces: Map<string, WorkspaceView>
  /** Each caller's own drive. */
  readonly drives: Map<Caller, DriveView>
  readonly folders: Map<string, FolderView>
  /** Folders known only as a path's step (Get Folder Details): id, name, and where they sit. */
  readonly ancestors: Map<string, FolderView>
  readonly documents: Map<string, DocumentView>
  readonly bytes: Map<string, Uint8Array>
  readonly deleted: Map<DeletedTable, Set<string>>
  /** `Bearer <token>` answered by a sign-in, and the API key it signed in with: one caller under two credentials. */
  readonly signedIn: Map<string, string>
  /** Why answers carried nothing to record, with how many. */
  readonly skipped: Map<string, number>
  /** Records an answer carried that the contract's schema refused: what, and why. */
  readonly refused: Array<{ record: string; why: string }>
  /** Answers read, and those a record or a file came from. */
  exchanges: number
  used: number
}

/** A collector of answers: `add` reads one, `collected` is all they showed. */
export interface Collector {
  add(exchange: RecordedExchange): void
  /** Counts an entry that was no exchange of the service at all (a HAR entry of another site), and why. */
  skip(why: string): void
  readonly collected: Collected
}

const router = createRouter(routes)
const listOf = <K, V>(map: Map<K, V[]>, key: K): V[] => map.get(key) ?? (map.set(key, []).get(key) as V[])

/**
 * Collects the records the service's answers carry, operation by operation
 * (see `CARRIED`): each record read with the contract's schema, a document's
 * bytes from a whole Stream Document answer, the token of a sign-in, the ids
 * of deletions. Answers with nothing to record are counted by why.
 * @example
 * const collector = createCollector()
 * collector.add(exchange)
 * collector.collected.teams.size // 3
 */
export function createCollector(): Collector {
  const c: Collected = {
    teams: new Map(),
    roles: new Map(),
    made: new Map(),
    members: new Map(),
    logs: new Map(),
    workspaces: new Map(),
    drives: new Map(),
    folders: new Map(),
    ancestors: new Map(),
    documents: new Map(),
    bytes: new Map(),
    deleted: new Map(),
    signedIn: new Map(),
    skipped: new Map(),
    refused: [],
    exchanges: 0,
    used: 0,
  }
  const skip = (why: string): void => void c.skipped.set(why, (c.skipped.get(why) ?? 0) + 1)

  const take = (kind: ViewKind, value: unknown, caller: Caller, operation: string): void => {
    const parsed = VIEWS[kind].safeParse(value)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const id = Object.entries((value ?? {}) as Record<string, unknown>).find(([key]) => key.endsWith('_id'))
      c.refused.push({
        record: `${operation}: ${id ? `${id[0]} ${String(id[1])}` : 'a record'}`,
        why: `${issue?.path.join('.') || 'the record'}: ${issue?.message ?? 'not as the contract says'}`,
      })
      return
    }
    const record = parsed.data as Record<string, unknown>
    if (kind === 'team') {
      const team = record as TeamView
      c.teams.set(team.team_id, team)
      c.roles.set(caller, (c.roles.get(caller) ?? new Map<string, Role>()).set(team.team_id, team.role))
      if (operation === 'Create Team') listOf(c.made, caller).push(team.owner_id)
    } else if (kind === 'member') c.members.set((record as MemberView).member_id, record as MemberView)
    else if (kind === 'log') c.logs.set((record as LogView).log_id, record as LogView)
    else if (kind === 'workspace') c.workspaces.set((record as WorkspaceView).workspace_id, record as WorkspaceView)
    else if (kind === 'drive') c.drives.set(caller, record as DriveView)
    else if (kind === 'folder') c.folders.set((record as FolderView).folder_id, record as FolderView)
    else if (kind === 'folderDetails') {
      const { path, folder_count: _folders, document_count: _documents, ...folder } = record as FolderDetailsView
      c.folders.set(folder.folder_id, folder)
      // The path names each ancestor, root first: enough to place it, if no answer shows it whole.
      path.forEach((step, i) =>
        c.ancestors.set(step.folder_id, {
          ...folder,
          folder_id: step.folder_id,
          name: step.name,
          parent_id: path[i - 1]?.folder_id ?? null,
        }),
      )
    } else if (kind === 'content') {
      const { type, ...item } = record as { type: 'folder' | 'document' }
      take(type, item, caller, operation)
    } else {
      const document = record as DocumentView
      c.documents.set(document.document_id, document)
      if (operation === 'Upload Document') listOf(c.made, caller).push(document.created_by)
    }
  }

  const add = (exchange: RecordedExchange): void => {
    c.exchanges++
    if (exchange.broken) return skip(`its answer could not be read whole (${exchange.broken})`)
    const route = router.find(exchange.method, exchange.path.replace(/\/+$/, '') || '/')
    if (!route) return skip('not an operation of the contract')
    if (exchange.status >= 400) return skip('an error answer (4xx, 5xx): no record in it')
    if (exchange.status !== 200) return skip(`answered ${exchange.status}: no record or whole file in it`)
    const { operation } = route
    if (operation === 'Stream Document Headers') return skip('Stream Document Headers (HEAD): no body')
    if (operation === 'Stream Document') {
      const id = exchange.query.get('document_id')
      if (!id || !exchange.body) return skip('a Stream Document answer without its document_id or its bytes')
      c.bytes.set(id, exchange.body)
      c.used++
      return
    }
    const envelope = envelopeOf(exchange)
    if (envelope?.success !== true) return skip('not a success envelope of JSON')
    const result = envelope.result as Record<string, unknown> | null
    if (operation === 'API key authentication') {
      const token = typeof result?.access_token === 'string' ? result.access_token : undefined
      const key = keyOf(exchange.requestText)
      if (token && key) c.signedIn.set(`Bearer ${token}`, `api-key ${key}`)
      c.used++
      return
    }
    const carried = CARRIED[operation]
    if (!carried || result === null || typeof result !== 'object') return skip(`${operation}: nothing to record in its answer`)
    c.used++
    if ('deletes' in carried) {
      const id = result[carried.key]
      if (typeof id === 'string') c.deleted.set(carried.deletes, (c.deleted.get(carried.deletes) ?? new Set<string>()).add(id))
      return
    }
    const items: unknown[] = carried.list ? (Array.isArray(result.items) ? result.items : []) : [result]
    for (const item of items) take(carried.kind, item, exchange.caller, operation)
  }

  return { add, skip, collected: c }
}

/** The API key a sign-in sent, where its body is the contract's JSON. */
function keyOf(text: string | null): string | undefined {
  try {
    const body = JSON.parse(text ?? '') as { api_key?: unknown }
    return typeof body.api_key === 'string' ? body.api_key : undefined
  } catch {
    return undefined
  }
}
