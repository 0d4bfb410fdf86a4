import { fileURLToPath } from 'node:url'
import type { Reporter, Vitest } from 'vitest/node'
import { snapshotTree, treeChanges, type TreeSnapshot } from './working-tree.js'

const root = fileURLToPath(new URL('../..', import.meta.url))

/**
 * The suite never writes into the working tree: this reporter takes the
 * tree (ignored files such as `dist/` included, `.git` and `node_modules`
 * not) when the run starts and again when it ends, and fails the run,
 * naming each file, when anything was added, changed or removed — so a
 * `dist/` rebuilt or deleted meanwhile fails it too. That is in CI (`CI`
 * set), where nobody else edits the checkout; on your machine, where you may
 * edit files while the suite runs, it warns instead. Off in watch mode.
 */
export default class WorkingTreeReporter implements Reporter {
  private before: TreeSnapshot | undefined

  onInit(vitest: Vitest): void {
    if (!vitest.config.watch) this.before = snapshotTree(root)
  }

  onTestRunEnd(): void {
    if (!this.before) return
    const changes = treeChanges(this.before, snapshotTree(root))
    if (changes.length === 0) return
    const shown = changes.slice(0, 20).map((change) => `  ${change}`)
    if (changes.length > 20) shown.push(`  … and ${changes.length - 20} more`)
    const enforced = Boolean(process.env.CI)
    console.error(
      `\n${enforced ? 'The suite changed the working tree' : 'The working tree changed during the run (your edits, or a test writing into the project)'}:\n${shown.join('\n')}\n` +
        'The suite must never write into the project: a test writes into a temporary folder (see test/support/artifacts.ts) and packs with .ci/pack.',
    )
    if (enforced) process.exitCode = 1
  }
}
