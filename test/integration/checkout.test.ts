import { execFileSync } from 'node:child_process'
import { appendFileSync, cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { snapshotTree, treeChanges } from '../support/working-tree.js'

const root = new URL('../..', import.meta.url).pathname
const work = mkdtempSync(join(tmpdir(), 'dwm-checkout-'))
const checkout = join(work, 'checkout')
// npm's own cache, fresh: the first npx here is a first use, as in a new clone.
const env = { ...process.env, npm_config_cache: join(work, 'npm-cache'), npm_config_loglevel: 'error' }
const run = (cmd: string, args: string[]): string =>
  execFileSync(cmd, args, { cwd: checkout, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
const dist = () => new Map([...snapshotTree(checkout)].filter(([path]) => path.startsWith('dist/')))

/** A checkout as `npm ci` leaves it: the sources, this one's node_modules, and the build npm's prepare script made. */
beforeAll(() => {
  for (const path of [
    'package.json',
    'package-lock.json',
    'tsconfig.json',
    'tsconfig.build.json',
    'README.md',
    'LICENSE',
    'src',
    'scenarios',
    'fixtures',
    '.ci',
  ]) {
    cpSync(join(root, path), join(checkout, path), { recursive: true })
  }
  symlinkSync(join(root, 'node_modules'), join(checkout, 'node_modules'), 'dir')
  run('npm', ['run', 'prepare'])
})
afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('a checkout after npm ci', () => {
  it('runs npx doc-workspace-mock at once, without building dist/ again', () => {
    const before = dist()
    expect(before.size).toBeGreaterThan(50)
    expect(run('npx', ['doc-workspace-mock', '--version']).trim()).toMatch(/^\d+\.\d+\.\d+/)
    expect(treeChanges(before, dist())).toEqual([])
  })

  it('builds again when a source changed since the last build, and only then', () => {
    const before = dist()
    run('npm', ['run', 'prepare'])
    expect(treeChanges(before, dist())).toEqual([])
    appendFileSync(join(checkout, 'src/index.ts'), '\n// changed\n')
    run('npm', ['run', 'prepare'])
    expect(treeChanges(before, dist())).toContain('changed dist/esm/index.js')
  })
})
