import { RECORD_KEYS, RECORD_REFERENCES, TABLE_NAMES, type TableName } from '../db/record-tables.js'
import { checkFiles } from './state-files.js'
import { fieldOf, type Findings } from './state-findings.js'
import { checkFolders } from './state-folders.js'
import { checkOwnership } from './state-ownership.js'
import type { StateFile } from './state-file.js'

/** A state file's tables, each record already checked against its schema. */
export type StateTables = StateFile['tables']

/** Where each record of a state file is, by table and key: every check looks a reference up here, in constant time. */
export interface StateIndex {
  /** The position in its table of the record with that key; `undefined` for none (or a `null` reference). */
  at(table: TableName, id: string | null): number | undefined
}

type Row = Readonly<Record<string, unknown>>
const rowsOf = (tables: StateTables, table: TableName): readonly Row[] => tables[table]
const valueAt = (row: Row, path: string): unknown =>
  path.includes('.') ? path.split('.').reduce<unknown>((value, part) => (value as Row | undefined)?.[part], row) : row[path]

/**
 * Checks what a state file's records say of each other, which no record's
 * schema can: every key once, every reference to a record that is there,
 * every link inside one account, each team owned by its owner, folder trees
 * without cycles and inside their workspace, and each document's file the
 * size it says. Every fault is a field path (`tables.folders[3].parent_id`)
 * and what is wrong there. Linear in the size of the file: one map by key
 * per table, no scan inside a scan.
 * @example
 * const errors = collectFindings((findings) => checkRelations(file.tables, findings))
 */
export function checkRelations(tables: StateTables, findings: Findings): void {
  const index = indexState(tables, findings)
  for (const [table, field, target] of RECORD_REFERENCES) {
    rowsOf(tables, table).forEach((row, i) => {
      const id = valueAt(row, field)
      if (id !== null && index.at(target, id as string) === undefined)
        findings.add(fieldOf(table, i, field), `No ${target} record ${id as string}`)
    })
  }
  checkAccounts(tables, index, findings)
  checkOwnership(tables, index, findings)
  checkFolders(tables, index, findings)
  checkFiles(tables, index, findings)
}

/** One map per table from key to position; a key met twice is a fault (the store keeps one record per key). */
function indexState(tables: StateTables, findings: Findings): StateIndex {
  const maps = new Map<TableName, Map<string, number>>()
  for (const table of TABLE_NAMES) {
    const key = RECORD_KEYS[table]
    const positions = new Map<string, number>()
    rowsOf(tables, table).forEach((row, i) => {
      const id = row[key] as string
      const first = positions.get(id)
      if (first === undefined) positions.set(id, i)
      else findings.add(fieldOf(table, i, key), `Another ${table} record has this key: tables.${table}[${first}]`)
    })
    maps.set(table, positions)
  }
  return { at: (table, id) => (id === null ? undefined : maps.get(table)?.get(id)) }
}

/**
 * Every link inside one account. An account owns its users, teams and
 * workspaces (their `account_id`); a member, a log entry, a folder or a
 * document belongs to the account of its team or workspace. A link to a
 * record of another account would let one account's user see another's data.
 */
function checkAccounts(tables: StateTables, index: StateIndex, findings: Findings): void {
  const { teams, workspaces } = tables
  const accountOf = (table: 'users' | 'teams' | 'workspaces', id: string | null): string | undefined => {
    const at = index.at(table, id)
    return at === undefined ? undefined : tables[table][at]?.account_id
  }
  const same = (field: string, noun: string, theirs: string | undefined, ours: string | undefined): void => {
    if (theirs !== undefined && ours !== undefined && theirs !== ours)
      findings.add(field, `Points to a ${noun} of another account (${theirs}, not ${ours})`)
  }
  teams.forEach((team, i) => same(fieldOf('teams', i, 'owner_id'), 'user', accountOf('users', team.owner_id), team.account_id))
  tables.members.forEach((member, i) =>
    same(fieldOf('members', i, 'user_id'), 'user', accountOf('users', member.user_id), accountOf('teams', member.team_id)),
  )
  tables.teamLogs.forEach((entry, i) =>
    same(fieldOf('teamLogs', i, 'actor.user_id'), 'user', accountOf('users', entry.actor.user_id), accountOf('teams', entry.team_id)),
  )
  const drives = new Map<string, number>()
  workspaces.forEach((workspace, i) => {
    same(fieldOf('workspaces', i, 'team_id'), 'team', accountOf('teams', workspace.team_id), workspace.account_id)
    same(fieldOf('workspaces', i, 'owner_id'), 'user', accountOf('users', workspace.owner_id), workspace.account_id)
    const owner = fieldOf('workspaces', i, 'owner_id')
    if (workspace.team_id !== null && workspace.owner_id !== null)
      findings.add(owner, 'Must be null: a team workspace has no owner of its own (its team has)')
    if (workspace.team_id === null && workspace.owner_id === null)
      findings.add(owner, 'An account drive (team_id null) needs the user it belongs to')
    if (workspace.team_id !== null || workspace.owner_id === null) return
    const first = drives.get(workspace.owner_id)
    if (first === undefined) drives.set(workspace.owner_id, i)
    else findings.add(owner, `User ${workspace.owner_id} already has a drive: tables.workspaces[${first}]`)
  })
  tables.documents.forEach((document, i) =>
    same(
      fieldOf('documents', i, 'created_by'),
      'user',
      accountOf('users', document.created_by),
      accountOf('workspaces', document.workspace_id),
    ),
  )
}
