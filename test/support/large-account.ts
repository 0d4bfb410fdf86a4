import files from '../../fixtures/files.json' with { type: 'json' }
import { cannedFixtures, type FixtureSet } from '../../src/db/fixture-set.js'
import { createRandom } from '../../src/db/random.js'
import type { DocumentRecord, FolderRecord, TeamLogRecord, WorkspaceRecord } from '../../src/db/schema.js'

/** The sample file every generated document points at (the smallest one). */
const SAMPLE_FILE = 'readme.txt'
const SAMPLE_SIZE = decodedLength((files as Record<string, string>)[SAMPLE_FILE] as string)
const START = Date.parse('2025-11-01T00:00:00.000Z')

/** A generated account and the ids the benchmarks address. */
export interface LargeAccount {
  /** How many documents the bulk workspace holds. */
  readonly documents: number
  /** Acme with the bulk workspace added, then Globex unchanged: ready for `loadFixtures`. */
  readonly sets: readonly FixtureSet[]
  readonly teamId: string
  readonly workspaceId: string
  /** Alice, owner of the team: the caller of every request. */
  readonly userId: string
  readonly token: string
  /** Documents spread over the whole workspace, first to last, to read and write by id. */
  readonly sampleDocumentIds: readonly string[]
  /** A folder of the workspace holding `folderEntries` entries: sub-folders, then documents. */
  readonly folderId: string
  readonly folderEntries: number
}

/** The sub-folders of the bulk folder; the rest of its entries are documents. */
const SUB_FOLDERS = 10
/** The bulk folder holds as many entries as the workspace has documents, up to this. */
const MAX_FOLDER_ENTRIES = 10_000

const cache = new Map<string, LargeAccount>()

export interface LargeAccountOptions {
  /** One `document.uploaded` log entry per document, as uploads through the API leave. Default true. */
  readonly logs?: boolean
}

/**
 * The canned Acme account plus one workspace ("Bulk", in Engineering) holding
 * `documents` documents, each with the log entry its upload would have
 * appended (unless `logs: false`). The first of them (up to 10k, less ten)
 * sit in the folder "Bulk folder" beside its ten sub-folders; the others at
 * the root. Deterministic: ids come from a
 * generator seeded by the size, so every run and every subject sees the
 * same data. Every tenth document is archived. Cached per size.
 * @example
 * const account = largeAccount(100_000)
 * loadFixtures(createDb(), account.sets)
 */
export function largeAccount(documents: number, options: LargeAccountOptions = {}): LargeAccount {
  const withLogs = options.logs ?? true
  const key = `${documents}/${withLogs}`
  const cached = cache.get(key)
  if (cached) return cached
  const [acme, globex] = cannedFixtures() as [FixtureSet, FixtureSet]
  const random = createRandom(`large-account/${documents}`)
  const team = acme.teams.find((t) => t.name === 'Engineering') ?? acme.teams[0]!
  const alice = acme.users.find((u) => u.user_id === team.owner_id) ?? acme.users[0]!
  const token = acme.tokens.find((t) => t.user_id === alice.user_id)?.access_token ?? 'demo-token'
  const iso = (ms: number): string => new Date(ms).toISOString()
  const workspace: WorkspaceRecord = {
    workspace_id: random.uuid(),
    account_id: team.account_id,
    team_id: team.team_id,
    owner_id: null,
    name: 'Bulk',
    description: `${documents} generated documents`,
    quota_bytes: null,
    created_at: iso(START),
    updated_at: iso(START),
  }
  const docs: Array<DocumentRecord & { file: string }> = new Array(documents)
  const logs: TeamLogRecord[] = withLogs ? new Array(documents) : []
  for (let i = 0; i < documents; i++) {
    const at = iso(START + (i + 1) * 1000)
    const name = `Document ${String(i + 1).padStart(6, '0')}.txt`
    const document_id = random.uuid()
    docs[i] = {
      document_id,
      workspace_id: workspace.workspace_id,
      folder_id: null,
      name,
      description: '',
      mime_type: 'text/plain',
      size_bytes: SAMPLE_SIZE,
      status: i % 10 === 9 ? 'archived' : 'active',
      archived_at: i % 10 === 9 ? at : null,
      created_by: alice.user_id,
      created_at: at,
      updated_at: at,
      file: SAMPLE_FILE,
    }
    if (withLogs)
      logs[i] = {
        log_id: random.uuid(),
        team_id: team.team_id,
        action: 'document.uploaded',
        actor: { user_id: alice.user_id, email: alice.email },
        target: { type: 'document', id: document_id, name },
        created_at: at,
      }
  }
  // Drawn after the documents, so the documents' and logs' ids do not depend on the folder.
  const folderEntries = Math.min(documents, MAX_FOLDER_ENTRIES)
  const folder = (name: string, parent_id: string | null): FolderRecord => ({
    folder_id: random.uuid(),
    workspace_id: workspace.workspace_id,
    parent_id,
    name,
    created_at: iso(START),
    updated_at: iso(START),
  })
  const bulkFolder = folder('Bulk folder', null)
  const folders = [bulkFolder, ...Array.from({ length: SUB_FOLDERS }, (_, k) => folder(`Sub-folder ${k + 1}`, bulkFolder.folder_id))]
  for (let i = 0; i < folderEntries - SUB_FOLDERS; i++) (docs[i] as DocumentRecord).folder_id = bulkFolder.folder_id
  const samples = 64
  // Spread from the first document to the last, skipping archived ones (a write to those is 409).
  const sampleDocumentIds = Array.from({ length: Math.min(samples, documents) }, (_, k) => {
    let index = Math.floor((k * (documents - 1)) / Math.max(1, samples - 1))
    if ((docs[index] as DocumentRecord).status === 'archived') index--
    return (docs[index] as DocumentRecord).document_id
  })
  const large: FixtureSet = {
    ...acme,
    workspaces: [...acme.workspaces, workspace],
    folders: [...acme.folders, ...folders],
    team_logs: [...acme.team_logs, ...logs],
    documents: [...acme.documents, ...docs],
  }
  const account: LargeAccount = {
    documents,
    sets: [large, globex],
    teamId: team.team_id,
    workspaceId: workspace.workspace_id,
    userId: alice.user_id,
    token,
    sampleDocumentIds,
    folderId: bulkFolder.folder_id,
    folderEntries,
  }
  cache.set(key, account)
  return account
}

function decodedLength(base64: string): number {
  return (base64.length * 3) / 4 - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0)
}
