import { fieldOf, type Findings } from './state-findings.js'
import type { StateIndex, StateTables } from './state-relations.js'

/** How many folders of a cycle its message names; a longer one is counted. */
const SHOWN = 4

/**
 * Folder trees as the service keeps them: a folder's parent is a folder of
 * the same workspace and never the folder itself nor one below it (the
 * service answers 409 to such a move), and a document's folder is in the
 * document's workspace. Each folder is walked up once in all (a walk stops
 * where an earlier one passed), so this is linear however deep the trees.
 * @example
 * checkFolders(file.tables, index, findings)
 */
export function checkFolders(tables: StateTables, index: StateIndex, findings: Findings): void {
  const { folders, documents } = tables
  const parentOf = (i: number): number | undefined => index.at('folders', folders[i]?.parent_id ?? null)
  folders.forEach((folder, i) => {
    const parent = parentOf(i)
    const workspace = parent === undefined ? undefined : folders[parent]?.workspace_id
    if (parent === i) findings.add(fieldOf('folders', i, 'parent_id'), `Folder ${folder.folder_id} is its own parent`)
    else if (workspace !== undefined && workspace !== folder.workspace_id) {
      findings.add(fieldOf('folders', i, 'parent_id'), `Points to a folder of another workspace (${workspace}, not ${folder.workspace_id})`)
    }
  })
  // 0: not walked yet, 1: on the walk under way, 2: walked (known to end at a root or at a cycle already reported).
  const seen = new Uint8Array(folders.length)
  for (let start = 0; start < folders.length; start++) {
    const walk: number[] = []
    let at: number | undefined = start
    while (at !== undefined && seen[at] === 0) {
      seen[at] = 1
      walk.push(at)
      at = parentOf(at)
    }
    if (at !== undefined && seen[at] === 1 && parentOf(at) !== at) reportCycle(tables, walk.slice(walk.indexOf(at)), findings)
    for (const each of walk) seen[each] = 2
  }
  documents.forEach((document, i) => {
    const folder = index.at('folders', document.folder_id)
    const workspace = folder === undefined ? undefined : folders[folder]?.workspace_id
    if (workspace !== undefined && workspace !== document.workspace_id) {
      findings.add(
        fieldOf('documents', i, 'folder_id'),
        `Points to a folder of another workspace (${workspace}, not ${document.workspace_id})`,
      )
    }
  })
}

/** Reports a cycle once, at its folder that comes first in the file, naming the folders round it. */
function reportCycle(tables: StateTables, cycle: readonly number[], findings: Findings): void {
  const first = cycle.reduce((least, each) => Math.min(least, each))
  const from = cycle.indexOf(first)
  const round = [...cycle.slice(from), ...cycle.slice(0, from)].map((i) => tables.folders[i]?.folder_id ?? '')
  const how = round.length <= SHOWN ? `: ${[...round, round[0]].join(' → ')}` : `, through ${round.length} folders`
  findings.add(fieldOf('folders', first, 'parent_id'), `Folder ${round[0]!} is its own ancestor${how}`)
}
