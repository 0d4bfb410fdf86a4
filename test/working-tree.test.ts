import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { snapshotTree, treeChanges } from './support/working-tree.js'

/**
 * The guard every run of both tiers ends with (support/working-tree-reporter.ts):
 * here against a folder of its own, so that a guard that sees nothing cannot pass for one that works.
 */
const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

function project(): string {
  const folder = mkdtempSync(join(tmpdir(), 'dwm-tree-'))
  folders.push(folder)
  mkdirSync(join(folder, 'dist/esm'), { recursive: true })
  mkdirSync(join(folder, 'node_modules/.vite'), { recursive: true })
  mkdirSync(join(folder, '.git'))
  writeFileSync(join(folder, 'README.md'), '# x\n')
  writeFileSync(join(folder, 'dist/esm/index.js'), 'export {}\n')
  return folder
}

describe('the working-tree guard', () => {
  it('sees nothing when nothing changed', () => {
    const folder = project()
    expect(treeChanges(snapshotTree(folder), snapshotTree(folder))).toEqual([])
  })

  it('names a file added, one changed and a build removed', () => {
    const folder = project()
    const before = snapshotTree(folder)
    writeFileSync(join(folder, 'scratch.json'), '{}')
    writeFileSync(join(folder, 'README.md'), '# x, edited\n')
    rmSync(join(folder, 'dist'), { recursive: true })
    expect(treeChanges(before, snapshotTree(folder))).toEqual(['removed dist/esm/index.js', 'changed README.md', 'added scratch.json'])
  })

  it('sees dist/ removed and built again with the same bytes', () => {
    const folder = project()
    const before = snapshotTree(folder)
    rmSync(join(folder, 'dist'), { recursive: true })
    mkdirSync(join(folder, 'dist/esm'), { recursive: true })
    writeFileSync(join(folder, 'dist/esm/index.js'), 'export {}\n')
    expect(treeChanges(before, snapshotTree(folder))).toEqual(['changed dist/esm/index.js'])
  })

  it('leaves installs and history alone: node_modules and .git are not the working tree', () => {
    const folder = project()
    const before = snapshotTree(folder)
    writeFileSync(join(folder, 'node_modules/.vite/deps.json'), '{}')
    writeFileSync(join(folder, '.git/index'), '')
    expect(treeChanges(before, snapshotTree(folder))).toEqual([])
  })
})
