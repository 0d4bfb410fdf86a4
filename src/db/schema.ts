import * as z from 'zod'
import { ByteArray } from './bytes.js'

/**
 * One zod schema per record. The store validates every write with it, the
 * request schemas reuse its fields, and the OpenAPI document is generated
 * from it, so the three can never disagree.
 */

/** Every id of the service: a string in UUID form (any version). */
export const Id = z.guid({ error: 'Must be a UUID' })
/** Times are ISO 8601 UTC strings. */
export const Timestamp = z.iso.datetime()

export const Role = z.enum(['owner', 'admin', 'editor', 'viewer'])
/** A member's role in a team, from most to least powerful: `owner`, `admin`, `editor`, `viewer`. */
export type Role = z.infer<typeof Role>

export const AccountRecord = z.object({
  account_id: Id,
  name: z.string().min(1),
  created_at: Timestamp,
})
/** An account (a company), a row of `mock.db.accounts`. */
export type AccountRecord = z.infer<typeof AccountRecord>

export const UserRecord = z.object({
  user_id: Id,
  account_id: Id,
  email: z.email(),
  name: z.string().min(1),
  created_at: Timestamp,
})
/** A user of an account, a row of `mock.db.users`. */
export type UserRecord = z.infer<typeof UserRecord>

export const ApiKeyRecord = z.object({
  api_key: z.string().min(1),
  user_id: Id,
  label: z.string(),
})
/** An API key and the user it signs in (`POST /auth/api-key`), a row of `mock.db.apiKeys`. */
export type ApiKeyRecord = z.infer<typeof ApiKeyRecord>

export const TokenRecord = z.object({
  access_token: z.string().min(1),
  user_id: Id,
  issued_at: Timestamp,
  expires_at: Timestamp,
})
/** A bearer token issued at sign-in, with its expiry by the mock's clock, a row of `mock.db.tokens`. */
export type TokenRecord = z.infer<typeof TokenRecord>

export const TeamRecord = z.object({
  team_id: Id,
  account_id: Id,
  name: z.string().min(1).max(120),
  description: z.string().max(2000),
  owner_id: Id,
  created_at: Timestamp,
  updated_at: Timestamp,
})
/** A team of an account, a row of `mock.db.teams`. */
export type TeamRecord = z.infer<typeof TeamRecord>

export const MemberRecord = z.object({
  member_id: Id,
  team_id: Id,
  user_id: Id,
  email: z.email(),
  name: z.string().min(1),
  role: Role,
  status: z.enum(['active', 'invited']),
  joined_at: Timestamp,
})
/** A user's membership of a team, with its role and status, a row of `mock.db.members`. */
export type MemberRecord = z.infer<typeof MemberRecord>

export const LogActor = z.object({ user_id: Id, email: z.email() })
export const LogTarget = z.object({ type: z.string(), id: Id, name: z.string() })

export const TeamLogRecord = z.object({
  log_id: Id,
  team_id: Id,
  action: z.string().regex(/^[a-z_]+\.[a-z_]+$/),
  actor: LogActor,
  target: LogTarget,
  created_at: Timestamp,
})
/** One entry of a team's activity log (`team.created`, `member.invited`…), a row of `mock.db.teamLogs`. */
export type TeamLogRecord = z.infer<typeof TeamLogRecord>

export const WorkspaceRecord = z.object({
  workspace_id: Id,
  account_id: Id,
  /** null for an account drive */
  team_id: Id.nullable(),
  /** the drive's owner; null for a team workspace */
  owner_id: Id.nullable(),
  name: z.string().min(1).max(120),
  description: z.string().max(2000),
  /** only drives have a quota */
  quota_bytes: z.number().int().nonnegative().nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
})
/** A team's workspace, or a user's account drive (no team, an owner and a quota), a row of `mock.db.workspaces`. */
export type WorkspaceRecord = z.infer<typeof WorkspaceRecord>

export const FolderRecord = z.object({
  folder_id: Id,
  workspace_id: Id,
  parent_id: Id.nullable(),
  name: z.string().min(1).max(255),
  created_at: Timestamp,
  updated_at: Timestamp,
})
/** A folder of a workspace, at its root or in a parent folder, a row of `mock.db.folders`. */
export type FolderRecord = z.infer<typeof FolderRecord>

export const DocumentStatus = z.enum(['active', 'archived'])

export const DocumentRecord = z.object({
  document_id: Id,
  workspace_id: Id,
  folder_id: Id.nullable(),
  name: z.string().min(1).max(255),
  description: z.string().max(2000),
  mime_type: z.string().regex(/^[\w.+-]+\/[\w.+-]+$/),
  size_bytes: z.number().int().nonnegative(),
  status: DocumentStatus,
  archived_at: Timestamp.nullable(),
  created_by: Id,
  created_at: Timestamp,
  updated_at: Timestamp,
})
/** A document's metadata (its bytes are in `mock.db.blobs`), a row of `mock.db.documents`. */
export type DocumentRecord = z.infer<typeof DocumentRecord>

/** The bytes of a document, kept apart so listings never touch them. */
export const BlobRecord = z.object({
  document_id: Id,
  bytes: z.instanceof(ByteArray),
  etag: z.string(),
})
export type BlobRecord = z.infer<typeof BlobRecord>
