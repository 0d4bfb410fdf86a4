import * as z from 'zod'
import acme from '../../fixtures/acme.json' with { type: 'json' }
import globex from '../../fixtures/globex.json' with { type: 'json' }
import files from '../../fixtures/files.json' with { type: 'json' }
import type { Db } from './db.js'
import { frozenCopy, markBuilt, markProven } from './proven.js'
import { decodedLength, sampleOf } from './sample-files.js'
import { BlobRecord, DocumentRecord } from './schema.js'
import { TABLES, TABLE_NAMES, type TableName } from './record-tables.js'

/** A name as a fixture file spells it: `apiKeys` is `api_keys`. */
type FileName<S extends string> = S extends `${infer H}${infer T}` ? `${H extends Lowercase<H> ? H : `_${Lowercase<H>}`}${FileName<T>}` : S
/** The tables a fixture file holds: every table of the registry but the blobs, which documents' sample files make. */
type FixtureTable = Exclude<TableName, 'blobs'>
const fileNameOf = <T extends FixtureTable>(table: T): FileName<T> => table.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) as FileName<T>
/** The registry's tables in a fixture file, in the registry's order (the order they load in): `[table, name in the file]`. */
const FIXTURE_TABLES = TABLE_NAMES.filter((table): table is FixtureTable => table !== 'blobs').map(
  (table) => [table, fileNameOf(table)] as const,
)

/** One fixture file: each table's records, checked by the store's own schemas (from the one registry of tables). */
export const FixtureSet = z.object({
  ...(Object.fromEntries(FIXTURE_TABLES.map(([table, name]) => [name, z.array(TABLES[table].schema)])) as {
    [T in FixtureTable as FileName<T>]: z.ZodArray<(typeof TABLES)[T]['schema']>
  }),
  /** `file` names a sample file of `fixtures/files/` holding the bytes. */
  documents: z.array(DocumentRecord.extend({ file: z.string() })),
})
export type FixtureSet = z.infer<typeof FixtureSet>

/**
 * A fixture that does not fit the data model; the message names the file and the field.
 * @example
 * expect(() => loadFixtures(state.db, [{ ...set, teams: [{ ...team, name: '' }] }])).toThrow(FixtureError)
 */
export class FixtureError extends Error {
  override readonly name = 'FixtureError'
}

/**
 * Checks one fixture file against the schemas and its own references, and
 * throws a `FixtureError` naming the file and the field at the first fault.
 * @example
 * parseFixtureSet('fixtures/acme.json', JSON.parse(text), files)
 */
export function parseFixtureSet(file: string, data: unknown, blobs: Readonly<Record<string, string>>): FixtureSet {
  const result = FixtureSet.safeParse(data)
  if (!result.success) {
    const issue = result.error.issues[0] as z.core.$ZodIssue
    throw new FixtureError(`${file}: ${formatPath(issue.path)}: ${issue.message}`)
  }
  const set = result.data
  const ids = (records: ReadonlyArray<Record<string, unknown>>, key: string) => new Set(records.map((r) => r[key] as string))
  const users = ids(set.users, 'user_id')
  const teams = ids(set.teams, 'team_id')
  const workspaces = new Map(set.workspaces.map((w) => [w.workspace_id, w]))
  const folders = new Map(set.folders.map((f) => [f.folder_id, f]))
  const check = (ok: boolean, path: string, message: string): void => {
    if (!ok) throw new FixtureError(`${file}: ${path}: ${message}`)
  }
  set.members.forEach((m, i) => {
    check(teams.has(m.team_id), `members[${i}].team_id`, `no team ${m.team_id}`)
    check(users.has(m.user_id), `members[${i}].user_id`, `no user ${m.user_id}`)
  })
  set.teams.forEach((t, i) => {
    check(
      set.members.some((m) => m.team_id === t.team_id && m.role === 'owner'),
      `teams[${i}]`,
      'a team needs an owner',
    )
  })
  set.workspaces.forEach((w, i) => {
    check(
      w.team_id === null ? w.owner_id !== null && users.has(w.owner_id) : teams.has(w.team_id),
      `workspaces[${i}]`,
      "a workspace belongs to a team or is a user's drive",
    )
  })
  set.folders.forEach((f, i) => {
    check(workspaces.has(f.workspace_id), `folders[${i}].workspace_id`, `no workspace ${f.workspace_id}`)
    const parent = f.parent_id === null ? undefined : folders.get(f.parent_id)
    check(
      f.parent_id === null || parent?.workspace_id === f.workspace_id,
      `folders[${i}].parent_id`,
      'the parent must be a folder of the same workspace',
    )
  })
  set.documents.forEach((d, i) => {
    check(workspaces.has(d.workspace_id), `documents[${i}].workspace_id`, `no workspace ${d.workspace_id}`)
    check(
      d.folder_id === null || folders.get(d.folder_id)?.workspace_id === d.workspace_id,
      `documents[${i}].folder_id`,
      'the folder must be in the same workspace',
    )
    const base64 = blobs[d.file]
    check(base64 !== undefined, `documents[${i}].file`, `no sample file ${d.file}`)
    check(decodedLength(base64 as string) === d.size_bytes, `documents[${i}].size_bytes`, `${d.file} is not ${d.size_bytes} bytes`)
  })
  return set
}

function formatPath(path: ReadonlyArray<PropertyKey>): string {
  return (
    path.reduce<string>((out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)), '') ||
    '(root)'
  )
}

/** A fixture set as `loadFixtures` reads it: it never writes to one. */
export type FixtureSetInput = { readonly [K in keyof FixtureSet]: ReadonlyArray<Readonly<FixtureSet[K][number]>> }

// Neither parsed nor checked at run time: a test proves that `parseFixtureSet` accepts both files and
// gives them back unchanged, so a load stores their records as they are (copied). Checking them again
// cost a test file's cold start more than the rest of `createMock`. Frozen at every depth (a copy, so
// the JSON modules stay as they are), since a proof must not outlive an edit.
const canned = [frozenCopy(acme), frozenCopy(globex)] as unknown as readonly FixtureSetInput[]
for (const set of canned) for (const [table, name] of FIXTURE_TABLES) markProven(set[name], TABLES[table].schema)

/**
 * The canned fixture sets (Acme and Globex), as `fixtures/` holds them: a
 * fresh copy on every call, the caller's own to edit. `loadFixtures` checks
 * every record of it as any caller's, so an edit the data model refuses
 * stops the load with a `FixtureError` naming the table and the field.
 * @example
 * const [acme, globex] = cannedFixtures()
 * acme.teams = acme.teams.filter((team) => team.name === 'Engineering')
 * loadFixtures(state.db, [acme, globex])
 */
export function cannedFixtures(): FixtureSet[] {
  return structuredClone(canned) as FixtureSet[]
}

/**
 * The canned sets themselves, shared by every mock: frozen at every depth and
 * proven, so a load stores them without a check. For this package's own
 * scenarios; a caller gets copies (`cannedFixtures`).
 * @example
 * loadFixtures(state.db, sharedCannedFixtures())
 */
export function sharedCannedFixtures(): readonly FixtureSetInput[] {
  return canned
}

/**
 * Puts fixture sets into an empty data model. Records are copied by the
 * store (fixtures stay read-only), and each document gets its file's bytes.
 * A record the data model refuses throws a `FixtureError` naming the table,
 * the record and the field (`sets[0].teams[0].team_id: Must be a UUID`; no
 * `sets[i].` when one set is given).
 * @example
 * loadFixtures(db, cannedFixtures())
 */
export function loadFixtures(db: Db, sets: readonly FixtureSetInput[], blobs: Readonly<Record<string, string>> = files): void {
  for (const [index, set] of sets.entries()) {
    try {
      loadSet(db, set, blobs)
    } catch (error) {
      if (error instanceof FixtureError) throw error
      // The store's error says what is wrong, not where: the set's own schema finds the record (on this path only).
      const result = FixtureSet.safeParse(set)
      if (result.success) throw error
      const issue = result.error.issues[0] as z.core.$ZodIssue
      const where = sets.length > 1 ? `sets[${index}].` : ''
      throw new FixtureError(`${where}${formatPath(issue.path)}: ${issue.message}`, { cause: error })
    }
  }
}

/** What loading needs of any table of the store. */
interface LoadableTable {
  has(key: string): boolean
  insertMany(records: Iterable<never>): number
}

function loadSet(db: Db, set: FixtureSetInput, blobs: Readonly<Record<string, string>>): void {
  // insertMany checks every record as insert does, all or none per table, and is several times faster for large seeds.
  // The schema keeps a document's own fields only, so its `file` stays out of the record. A token is shared by
  // every set that names it (the same user in two sets): stored once.
  for (const [table, name] of FIXTURE_TABLES) {
    const records: ReadonlyArray<Readonly<Record<string, unknown>>> = set[name]
    const store: LoadableTable = db[table]
    const key = TABLES[table].key
    // The set's records under `name` are those of `table`'s schema (FixtureSet is built from the same pairs).
    store.insertMany((table === 'tokens' ? records.filter((r) => !store.has(r[key] as string)) : records) as Iterable<never>)
  }
  // Each document's bytes, from its sample file: every part checked (the ids, by the insert above) or
  // made here, so the batch is stored as built.
  const records = set.documents.map(({ document_id, file }, i) => {
    const base64 = Object.hasOwn(blobs, file) ? blobs[file] : undefined
    if (base64 === undefined) throw new FixtureError(`documents[${i}].file: no sample file ${file}`)
    const sample = sampleOf(blobs, file, base64)
    if (!sample) throw new FixtureError(`sample file ${file} is not base64`)
    const { bytes, etag } = sample
    return Object.freeze({ document_id, bytes, etag })
  })
  markBuilt(records, BlobRecord)
  db.blobs.insertMany(records)
}
