import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '../../src/db/db.js'
import type { Client } from './client.js'
import { fixtures } from './fixtures.js'

/** The sha256 of some bytes, as hex: equal checksums, equal bytes. */
export const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex')

/** `length` random bytes (every byte value appears in a large enough sample). */
export const randomFile = (length: number): Uint8Array<ArrayBuffer> => new Uint8Array(randomBytes(length))

/**
 * A multipart body for Upload Document.
 * @example
 * api.send('POST', '/documents/upload', { raw: uploadForm(bytes, 'a.pdf', 'application/pdf', { workspace_id }) })
 */
export function uploadForm(
  bytes: Uint8Array<ArrayBuffer> | string,
  fileName: string,
  type: string,
  fields: Record<string, string>,
): FormData {
  const form = new FormData()
  form.append('file', new File([bytes], fileName, { type }))
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  return form
}

/** Uploads a file and answers the new document (throws when the upload is not 200). */
export async function upload(
  api: Client,
  bytes: Uint8Array<ArrayBuffer> | string,
  fileName: string,
  type: string,
  fields: Record<string, string>,
) {
  const response = await api.send('POST', '/documents/upload', { raw: uploadForm(bytes, fileName, type, fields) })
  if (response.status !== 200) throw new Error(`upload answered ${response.status}: ${response.text}`)
  return response.body.result
}

/** A bearer token for an API key, for the few requests the client cannot check (HEAD answers without a body). */
export async function tokenOf(anonymous: Client, apiKey = 'demo-api-key'): Promise<string> {
  const { body } = await anonymous.post('/auth/api-key', { api_key: apiKey })
  return body.result.access_token
}

/**
 * Stream Document through the client, with the raw bytes of the answer.
 * @example
 * const { status, headers, bytes } = await stream(api, document_id, { range: 'bytes=0-99' })
 */
export function stream(client: Client, documentId: string, headers: Record<string, string> = {}, query: Record<string, string> = {}) {
  return client.bytes('GET', '/documents/stream', { query: { document_id: documentId, ...query }, headers })
}

/** Everything a folder or document write touches; a rejected write must leave it equal. */
export const treeState = (db: Db): string =>
  JSON.stringify([
    db.workspaces.all(),
    db.folders.all(),
    db.documents.all(),
    db.blobs.all().map((b) => [b.document_id, b.etag, b.bytes.byteLength]),
    db.teamLogs.all(),
  ])

/** The bytes a workspace's documents take, counted from the store. */
export const bytesIn = (db: Db, workspaceId: string): number =>
  db.documents.by('workspace', workspaceId).reduce((sum, d) => sum + d.size_bytes, 0)

/**
 * Faults of the tree: a folder whose parent is missing or in another
 * workspace, a document whose folder is, a document without bytes, bytes
 * without a document. An empty list means no orphan.
 */
export function orphans(db: Db): string[] {
  const out: string[] = []
  for (const f of db.folders.all()) {
    if (!db.workspaces.has(f.workspace_id)) out.push(`folder ${f.name}: no workspace`)
    const parent = f.parent_id === null ? null : db.folders.get(f.parent_id)
    if (parent === undefined || (parent && parent.workspace_id !== f.workspace_id)) out.push(`folder ${f.name}: bad parent`)
  }
  for (const d of db.documents.all()) {
    if (!db.workspaces.has(d.workspace_id)) out.push(`document ${d.name}: no workspace`)
    const folder = d.folder_id === null ? null : db.folders.get(d.folder_id)
    if (folder === undefined || (folder && folder.workspace_id !== d.workspace_id)) out.push(`document ${d.name}: bad folder`)
    if (!db.blobs.has(d.document_id)) out.push(`document ${d.name}: no bytes`)
  }
  for (const b of db.blobs.all()) if (!db.documents.has(b.document_id)) out.push(`blob ${b.document_id}: no document`)
  return out
}

const { acme, globex } = fixtures
/** A canned workspace's id by name (Acme and Globex). */
export const workspaceId = (name: string): string => [...acme.workspaces, ...globex.workspaces].find((w) => w.name === name)!.workspace_id
/** A canned folder's id by name. */
export const folderId = (name: string): string => [...acme.folders, ...globex.folders].find((f) => f.name === name)!.folder_id
/** A canned document by name. */
export const documentNamed = (name: string) => [...acme.documents, ...globex.documents].find((d) => d.name === name)!
/** The id of an Acme user's drive. */
export const driveOf = (userId: string): string => acme.workspaces.find((w) => w.team_id === null && w.owner_id === userId)!.workspace_id
/** An id that names nothing. */
export const MISSING = '00000000-0000-4000-8000-000000000000'

/** The names of a listing's items, in order. */
export const names = (items: ReadonlyArray<{ name: string }>): string[] => items.map((item) => item.name)
