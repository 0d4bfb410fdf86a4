import { readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

/** Each file of a tree by its path: what tells a file rewritten, or removed and made again, from one left alone. */
export type TreeSnapshot = ReadonlyMap<string, string>

/** Folders that are installs or history, not the working tree: `.git` and every `node_modules`. */
const OUTSIDE = new Set(['.git', 'node_modules'])

/**
 * Takes every file under `root` (ignored ones such as `dist/` included), but
 * `.git` and `node_modules`, with its inode, size and modification time.
 * @example
 * const before = snapshotTree(root)
 */
export function snapshotTree(root: string): TreeSnapshot {
  const files = new Map<string, string>()
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (OUTSIDE.has(entry.name)) continue
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else {
        const stat = statSync(path, { throwIfNoEntry: false })
        if (stat) files.set(relative(root, path), `${stat.ino}:${stat.size}:${stat.mtimeMs}`)
      }
    }
  }
  walk(root)
  return files
}

/**
 * What changed between two snapshots, one line a file (`added dist/x.js`,
 * `changed README.md`, `removed dist/esm/index.js`), sorted; empty when nothing did.
 * @example
 * expect(treeChanges(before, snapshotTree(root))).toEqual([])
 */
export function treeChanges(before: TreeSnapshot, after: TreeSnapshot): string[] {
  const changes: string[] = []
  for (const [path, was] of before) {
    const now = after.get(path)
    if (now === undefined) changes.push(`removed ${path}`)
    else if (now !== was) changes.push(`changed ${path}`)
  }
  for (const path of after.keys()) if (!before.has(path)) changes.push(`added ${path}`)
  return changes.sort((a, b) => a.slice(a.indexOf(' ')).localeCompare(b.slice(b.indexOf(' '))))
}
