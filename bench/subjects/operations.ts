import type { Route } from '../../src/http/route.js'
import type { LargeAccount } from '../../test/support/large-account.js'

/** The three kinds of request the growth and server targets measure. */
export type OperationKind = 'by-id' | 'write' | 'list'

/** One operation of the contract, as a benchmark sends it. */
export interface BenchOperation {
  readonly kind: OperationKind
  /** The service's name of the operation, e.g. `Get Document Info`. */
  readonly name: string
  readonly method: 'GET' | 'PUT'
  readonly path: string
  /** True when a Teams operation stands in for a document operation not built yet. */
  readonly standIn: boolean
  /** The query (GET) or JSON body (PUT) of the i-th call. */
  input(account: LargeAccount, i: number): Record<string, string | number>
}

const sample = (account: LargeAccount, i: number): string => account.sampleDocumentIds[i % account.sampleDocumentIds.length] as string

/** What the targets are about: documents by id, a document write, a page of a workspace's documents. */
const DOCUMENT_OPERATIONS: Record<OperationKind, BenchOperation> = {
  'by-id': {
    kind: 'by-id',
    name: 'Get Document Info',
    method: 'GET',
    path: '/documents/info',
    standIn: false,
    input: (account, i) => ({ document_id: sample(account, i) }),
  },
  write: {
    kind: 'write',
    name: 'Update Document',
    method: 'PUT',
    path: '/documents/update',
    standIn: false,
    input: (account, i) => ({ document_id: sample(account, i), description: `Edited ${i}` }),
  },
  list: {
    kind: 'list',
    name: 'Get Document By Workspace',
    method: 'GET',
    path: '/documents',
    standIn: false,
    input: (account) => ({ workspace_id: account.workspaceId, page: 1, page_size: 20 }),
  },
}

/**
 * Stand-ins from the Teams group while the document operations are not
 * registered: the same kinds of work (a lookup by id, a logged write, a
 * page of a list that grows with the account: one log entry per document).
 */
const TEAM_OPERATIONS: Record<OperationKind, BenchOperation> = {
  'by-id': {
    kind: 'by-id',
    name: 'Get Team Details',
    method: 'GET',
    path: '/teams/info',
    standIn: true,
    input: (account) => ({ team_id: account.teamId }),
  },
  write: {
    kind: 'write',
    name: 'Update Team Data',
    method: 'PUT',
    path: '/teams/update',
    standIn: true,
    input: (account, i) => ({ team_id: account.teamId, description: `Edited ${i}` }),
  },
  list: {
    kind: 'list',
    name: 'Get Team logs',
    method: 'GET',
    path: '/teams/logs',
    standIn: true,
    input: (account) => ({ team_id: account.teamId, page: 1, page_size: 20 }),
  },
}

export const KINDS: readonly OperationKind[] = ['by-id', 'write', 'list']

/**
 * Listings of this mock that page lists other than the documents: the team
 * log, newest first (one entry per generated document), and a folder's
 * content, sub-folders then documents (up to 10k entries). Page 1 of each
 * must cost the same whatever the length of the list.
 */
export const LISTINGS: readonly BenchOperation[] = [
  {
    kind: 'list',
    name: 'Get Team logs',
    method: 'GET',
    path: '/teams/logs',
    standIn: false,
    input: (account) => ({ team_id: account.teamId, page: 1, page_size: 20 }),
  },
  {
    kind: 'list',
    name: 'Get Folder Content',
    method: 'GET',
    path: '/folders/content',
    standIn: false,
    input: (account) => ({ folder_id: account.folderId, page: 1, page_size: 20 }),
  },
]

/**
 * The operation of each kind this build can answer: the document operation
 * once its route is registered, else its Teams stand-in. Adding the document
 * operations to the mock switches the benchmarks over with no change here.
 * @example
 * const ops = pickOperations(routes) // ops.list.name === 'Get Document By Workspace' once documents land
 */
export function pickOperations(routes: readonly Route[]): Record<OperationKind, BenchOperation> {
  const registered = new Set(routes.map((route) => `${route.method} ${route.path}`))
  const pick = (kind: OperationKind): BenchOperation => {
    const wanted = DOCUMENT_OPERATIONS[kind]
    return registered.has(`${wanted.method} ${wanted.path}`) ? wanted : TEAM_OPERATIONS[kind]
  }
  return { 'by-id': pick('by-id'), write: pick('write'), list: pick('list') }
}

/** The document operations themselves, which the peers always run. */
export const documentOperations: Record<OperationKind, BenchOperation> = DOCUMENT_OPERATIONS
export const teamOperations: Record<OperationKind, BenchOperation> = TEAM_OPERATIONS

/**
 * The Fetch request of the i-th call of an operation, with the caller's token.
 * @example
 * const request = toRequest('https://api.example.test', ops['by-id'], account, 0)
 */
export function toRequest(baseUrl: string, operation: BenchOperation, account: LargeAccount, i: number): Request {
  const input = operation.input(account, i)
  const headers: Record<string, string> = { authorization: `Bearer ${account.token}` }
  if (operation.method === 'GET') {
    const query = new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)]))
    return new Request(`${baseUrl}${operation.path}?${query}`, { headers })
  }
  headers['content-type'] = 'application/json'
  return new Request(`${baseUrl}${operation.path}`, { method: operation.method, headers, body: JSON.stringify(input) })
}
