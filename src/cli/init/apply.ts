import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { writeFileAtomic } from '../../persistence/atomic-write.js'
import { dirname, join } from 'node:path'
import type { Action } from './plan.js'
import { execCommand } from '../../package-managers/commands.js'
import type { Project } from './project.js'

export interface ApplyOptions {
  readonly force: boolean
  readonly dryRun: boolean
}

/** What became of the actions: the report `init` prints. */
export interface Outcome {
  /** Lines of what was done (or, with --dry-run, would be). */
  readonly done: string[]
  /** Files and commands that were set up already. */
  readonly already: string[]
  /** What the user has to do by hand: a file kept, a line to add, a command to run later. */
  readonly todo: string[]
}

/** The binary of a package installed in the project, run with this Node; undefined when the package is not installed. */
function installedBin(project: Project, name: string): string | undefined {
  const file = join(project.dir, 'node_modules', name, 'package.json')
  if (!existsSync(file)) return undefined
  const { bin } = JSON.parse(readFileSync(file, 'utf8')) as { bin?: string | Record<string, string> }
  const path = typeof bin === 'string' ? bin : bin?.[name]
  return path ? join(dirname(file), path) : undefined
}

/**
 * Carries out the actions in the project: writes each file unless it is there already (the same:
 * nothing to do; other content: kept, unless --force), edits configs where that is safe, runs
 * commands whose result is missing. With --dry-run, only says what it would do.
 */
export function apply(project: Project, actions: readonly Action[], options: ApplyOptions): Outcome {
  const outcome: Outcome = { done: [], already: [], todo: [] }
  const verb = (done: string, would: string): string => (options.dryRun ? would : done)
  const write = (path: string, content: string): void => {
    if (options.dryRun) return
    mkdirSync(dirname(join(project.dir, path)), { recursive: true })
    // Whole or not at all: a user's config cut off half-way by a crash would be worse than none.
    writeFileAtomic(join(project.dir, path), content)
  }
  for (const action of actions) {
    const file = join(project.dir, action.kind === 'run' ? action.creates : action.path)
    if (action.kind === 'file') {
      const current = existsSync(file) ? readFileSync(file, 'utf8') : undefined
      // With --dry-run, what a file would hold is shown, kept or not: its lines can be copied by hand.
      const shown = options.dryRun ? `:\n${action.content.replace(/^(?=.)/gm, '      ').trimEnd()}` : ''
      if (current === action.content) outcome.already.push(action.path)
      else if (current !== undefined && !options.force)
        outcome.todo.push(
          `${action.path} exists with other content: kept as it is (--force replaces it; --dry-run shows the mock's)${shown}`,
        )
      else {
        write(action.path, action.content)
        outcome.done.push(`${verb(current === undefined ? 'wrote' : 'replaced', 'would write')} ${action.path}${shown}`)
      }
    } else if (action.kind === 'edit') {
      const result = existsSync(file) ? action.edit(readFileSync(file, 'utf8')) : action.create ? action.edit('') : 'unsafe'
      if (result === 'present') outcome.already.push(action.path)
      else if (result === 'unsafe') outcome.todo.push(action.manual)
      else {
        const made = !existsSync(file)
        write(action.path, result.text)
        outcome.done.push(`${made ? verb('wrote', 'would write') : verb('edited', 'would edit')} ${action.path} (${action.what})`)
      }
    } else {
      const shown = execCommand(project.packageManager, [action.bin, ...action.args]).join(' ')
      const bin = installedBin(project, action.bin)
      if (existsSync(file)) outcome.already.push(action.creates)
      else if (options.dryRun) outcome.done.push(`would run ${shown}`)
      else if (!bin) outcome.todo.push(`once ${action.bin} is installed, run: ${shown}`)
      else {
        const run = spawnSync(process.execPath, [bin, ...action.args], { cwd: project.dir, encoding: 'utf8' })
        if (run.status !== 0) throw new Error(`${shown} failed (exit ${String(run.status)}):\n${run.stderr || run.stdout}`)
        outcome.done.push(`ran ${shown}: wrote ${action.creates}`)
      }
    }
  }
  return outcome
}
