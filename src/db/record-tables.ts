import * as z from 'zod'
import type { Db } from './db.js'
import * as records from './schema.js'

/**
 * The tables a test may read from outside (`GET /__mock/records/<table>`),
 * each with the schema of its records: every table of the data model (the
 * compiler checks), but the blobs, whose bytes are read through Stream Document.
 */
export const RECORD_TABLES = {
  accounts: records.AccountRecord,
  users: records.UserRecord,
  apiKeys: records.ApiKeyRecord,
  tokens: records.TokenRecord,
  teams: records.TeamRecord,
  members: records.MemberRecord,
  teamLogs: records.TeamLogRecord,
  workspaces: records.WorkspaceRecord,
  folders: records.FolderRecord,
  documents: records.DocumentRecord,
} as const satisfies { readonly [T in Exclude<keyof Db, 'blobs'>]: z.ZodObject }

/** A table that can be read from outside: `teams`, `documents`, … */
export type RecordTableName = keyof typeof RECORD_TABLES

/** The record of a table, inferred from its schema: `RecordOf<'teams'>` is `TeamRecord`. */
export type RecordOf<T extends RecordTableName> = z.infer<(typeof RECORD_TABLES)[T]>

/**
 * Whether a name is a table that can be read from outside.
 * @example
 * isRecordTable('teams') // true
 * isRecordTable('blobs') // false
 */
export function isRecordTable(name: string): name is RecordTableName {
  return Object.hasOwn(RECORD_TABLES, name)
}

/**
 * The fields a record can be filtered by: its scalar fields, and those of
 * its nested objects as dotted paths (`actor.email` of a team log).
 * @example
 * recordFields('teamLogs') // ['log_id', 'team_id', 'action', 'actor.user_id', 'actor.email', 'target.type', …]
 */
export function recordFields(table: RecordTableName): string[] {
  const fieldsOf = (shape: z.ZodRawShape, prefix: string): string[] =>
    Object.entries(shape).flatMap(([name, schema]) => (schema instanceof z.ZodObject ? fieldsOf(schema.shape, `${prefix}${name}.`) : [`${prefix}${name}`]))
  return fieldsOf(RECORD_TABLES[table].shape, '')
}
