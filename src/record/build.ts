import { etagOf } from '../db/etag.js'
import { createRandom } from '../db/random.js'
import type { DocumentRecord, FolderRecord, Role, TeamLogRecord, TeamRecord, WorkspaceRecord } from '../db/schema.js'
import { toBase64 } from '../mock/base64.js'
import { STATE_FILE_FORMAT, STATE_FILE_VERSION, type StateFile } from '../mock/state-file.js'
import { identifyCaller } from './caller.js'
import type { Caller, Collected } from './collector.js'
import { RECORDED_ACCOUNT_ID } from './ids.js'
import { MADE_UP_CALLER, recordedMembers, recordedUsers, type RecordedCaller } from './people.js'
import { withoutDeleted } from './deleted.js'

/** A record the recording could not keep, and why. */
export interface LeftOut {
  readonly record: string
  readonly why: string
}

/** The canned credentials a recorded world signs in with, bound to the recording caller (the real ones are never kept). */
export const RECORDED_TOKEN = 'demo-token'
export const RECORDED_API_KEY = 'demo-api-key'

/** The recorded world before the state file's checks: its file, its caller, and what was left out on the way. */
export interface BuiltWorld {
  readonly file: StateFile
  readonly caller: RecordedCaller
  readonly leftOut: LeftOut[]
}

/** Each caller's evidence under one name: a token a sign-in answered is the API key that signed in. */
function byCaller<V>(map: ReadonlyMap<Caller, V>, signedIn: ReadonlyMap<string, string>): Map<Caller, V[]> {
  const merged = new Map<Caller, V[]>()
  for (const [caller, value] of map) {
    const name = (caller && signedIn.get(caller)) ?? caller
    merged.set(name, [...(merged.get(name) ?? []), value])
  }
  return merged
}

/**
 * The world the answers showed, as a state file: one account, the teams,
 * members, logs, workspaces (the caller's drive among them), folders and the
 * documents whose bytes were streamed, minus what the answers saw deleted.
 * The caller is the one who asked most about teams; it signs in with
 * `demo-token` and `demo-api-key`. Records that cannot be kept are listed.
 * @example
 * const { file, caller, leftOut } = buildWorld(collector.collected, new Date().toISOString())
 */
export function buildWorld(c: Collected, now: string): BuiltWorld {
  const leftOut: LeftOut[] = [...c.refused]
  const kept = withoutDeleted(c)
  const roleSets = byCaller(c.roles, c.signedIn)
  const main = [...roleSets].sort((a, b) => sizeOf(b[1]) - sizeOf(a[1]))[0]?.[0] ?? c.drives.keys().next().value ?? null
  const roles = new Map<string, Role>((roleSets.get(main) ?? []).flatMap((set) => [...set]))
  const made = (byCaller(c.made, c.signedIn).get(main) ?? []).flat()
  const found = identifyCaller({ roles, made, members: [...kept.members.values()], teams: kept.teams })

  const teams: TeamRecord[] = [...kept.teams.values()].map(({ role: _role, ...team }) => ({ ...team, account_id: RECORDED_ACCOUNT_ID }))
  const documents = [...kept.documents.values()]
  const named = [...(found.userId ? [found.userId] : []), ...teams.map((t) => t.owner_id), ...documents.map((d) => d.created_by)]
  const users = recordedUsers(c, named, now)
  const known = found.userId ? users.get(found.userId) : undefined
  const caller: RecordedCaller = known
    ? { userId: known.user_id, email: known.email, name: known.name, how: found.how }
    : { ...MADE_UP_CALLER, how: found.how }
  if (!known) users.set(caller.userId, { ...MADE_UP_CALLER, user_id: caller.userId, account_id: RECORDED_ACCOUNT_ID, created_at: now })

  const workspaces: WorkspaceRecord[] = []
  for (const workspace of kept.workspaces.values()) {
    if (workspace.team_id !== null) workspaces.push({ ...workspace, account_id: RECORDED_ACCOUNT_ID, owner_id: null, quota_bytes: null })
  }
  for (const [who, drive] of c.drives) {
    const name = (who && c.signedIn.get(who)) ?? who
    if (name !== main || workspaces.some((w) => w.workspace_id === drive.workspace_id)) {
      if (name !== main) leftOut.push({ record: `drive ${drive.workspace_id}`, why: 'the drive of another caller, whom no answer names' })
      continue
    }
    const { used_bytes: _used, quota_bytes, ...view } = drive
    workspaces.push({ ...view, account_id: RECORDED_ACCOUNT_ID, owner_id: caller.userId, quota_bytes })
  }
  for (const workspace of kept.workspaces.values())
    if (workspace.team_id === null && !workspaces.some((w) => w.workspace_id === workspace.workspace_id))
      leftOut.push({ record: `drive ${workspace.workspace_id}`, why: "a drive Get Account Drive never answered as the caller's own" })

  const folders: FolderRecord[] = [...kept.folders.values()]
  for (const [id, folder] of kept.ancestors) if (!kept.folders.has(id)) folders.push(folder)

  const withBytes: DocumentRecord[] = []
  const blobs: StateFile['tables']['blobs'] = []
  for (const document of documents) {
    const bytes = c.bytes.get(document.document_id)
    const record = `document ${document.document_id} "${document.name}"`
    if (!bytes) leftOut.push({ record, why: 'its bytes were never streamed: GET /documents/stream it once while recording' })
    else if (bytes.byteLength !== document.size_bytes)
      leftOut.push({ record, why: `its bytes streamed (${bytes.byteLength}) are not its size_bytes (${document.size_bytes})` })
    else {
      withBytes.push(document)
      blobs.push({ document_id: document.document_id, etag: etagOf(bytes), base64: toBase64(bytes) })
    }
  }

  const teamLogs: TeamLogRecord[] = [...kept.logs.values()]
  const file: StateFile = {
    format: STATE_FILE_FORMAT,
    version: STATE_FILE_VERSION,
    exportedAt: now,
    scenario: 'default',
    conditions: [],
    clock: now,
    random: [...createRandom('recorded').save()] as StateFile['random'],
    tables: {
      accounts: [{ account_id: RECORDED_ACCOUNT_ID, name: 'Recorded account', created_at: now }],
      users: [...users.values()],
      apiKeys: [{ api_key: RECORDED_API_KEY, user_id: caller.userId, label: 'The recording caller' }],
      tokens: [{ access_token: RECORDED_TOKEN, user_id: caller.userId, issued_at: now, expires_at: '2099-12-31T23:59:59.000Z' }],
      teams,
      members: recordedMembers(kept, teams, roles, caller, users),
      teamLogs,
      workspaces,
      folders,
      documents: withBytes,
      blobs,
    },
  }
  return { file, caller, leftOut }
}

const sizeOf = (sets: ReadonlyArray<ReadonlyMap<string, unknown>>): number => sets.reduce((sum, set) => sum + set.size, 0)
