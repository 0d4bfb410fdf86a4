import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, inject } from 'vitest'
import { useSpawn } from './spawned.js'

const root = new URL('../..', import.meta.url).pathname

/** What a user's `doc-workspace-mock init …` did in their project: its exit code and output, and the project's files read back. */
export interface InitProjects {
  /** A user's project in a folder of its own: its files, package.json first (objects as JSON); `withMsw` links this checkout's msw into its node_modules. */
  project(name: string, files: Record<string, string | object>, options?: { withMsw?: boolean }): string
  /** `doc-workspace-mock init …` run in the project's folder, as a user runs it (the CLI built from source, see cli-setup.ts). */
  init(dir: string, ...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }>
  read(dir: string, file: string): string
  /** The project's files, relative to it, sorted (node_modules left out). */
  files(dir: string): string[]
}

/**
 * Users' projects for one test file, under one temporary folder removed when the file is done.
 * `init` runs with no `npm_config_user_agent`, as from a plain shell: the package manager is the project's.
 * @example
 * const { project, init, read } = useInitProjects()
 * const dir = project('app', { 'package.json': { name: 'app' } })
 * await init(dir, '--yes', 'vitest')
 */
export function useInitProjects(): InitProjects {
  const spawn = useSpawn()
  const work = mkdtempSync(join(tmpdir(), 'dwm-init-'))
  afterAll(() => rmSync(work, { recursive: true, force: true }))
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'npm_config_user_agent'))
  return {
    project(name, files, options = {}) {
      const dir = join(work, name)
      for (const [file, content] of Object.entries(files)) {
        mkdirSync(dirname(join(dir, file)), { recursive: true })
        writeFileSync(join(dir, file), typeof content === 'string' ? content : JSON.stringify(content, null, 2))
      }
      if (options.withMsw) {
        mkdirSync(join(dir, 'node_modules'), { recursive: true })
        symlinkSync(join(root, 'node_modules/msw'), join(dir, 'node_modules/msw'), 'dir')
      }
      return dir
    },
    init: (dir, ...args) => spawn(process.execPath, [inject('cli'), 'init', ...args], { cwd: dir, env }).exited,
    read: (dir, file) => readFileSync(join(dir, file), 'utf8'),
    files: (dir) =>
      readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && !join(entry.parentPath, entry.name).includes('node_modules'))
        .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
        .sort(),
  }
}
