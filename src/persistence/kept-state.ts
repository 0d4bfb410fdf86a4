/// <reference types="node" />
import { accessSync, constants, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { builtInConditions } from '../conditions/built-in.js'
import type { MockCore } from '../mock/types.js'
import { StateFileError } from '../mock/state-file.js'
import { revisionOf } from '../mock/world.js'
import { writeFileAtomic } from './atomic-write.js'

/** How the saves are spaced. */
export interface KeepStateOptions {
  /** A save follows the last change by this much. Default 200 ms. */
  quietMs?: number
  /** Under a steady stream of changes, a save at least this often. Default 2 s. */
  maxWaitMs?: number
  /** Where a save that failed is told (the server goes on). Default: `console.error`. */
  warn?: (line: string) => void
}

/** A mock's default world kept in a state file. */
export interface KeptState {
  /** The file, as an absolute path. */
  readonly file: string
  /** Whether the world was loaded from it (rather than the file made from the starting scenario). */
  readonly loaded: boolean
  /** Saves now if anything changed since the last save, and saves no more; throws when the file cannot be written. */
  close(): void
}

/** A state file that could not be loaded or written at start; its message is the one line to print. */
export class KeptStateError extends Error {
  override readonly name = 'KeptStateError'
}

const BUILT_IN = new Set(builtInConditions.map((condition) => condition.name))
/** How often the world's change counter is looked at: a comparison of two numbers. */
const TICK_MS = 50

/**
 * Keeps a mock's default world in a state file across restarts. At start the
 * file is loaded, with every check `importState()` makes (a file that does
 * not load throws `KeptStateError` naming the file and the field, and the
 * mock is left as it was), or, when there is none, made from the world as
 * it starts. Then the world is saved `quietMs` after the last change, at
 * least every `maxWaitMs` under a steady stream, and on `close()`; each save
 * replaces the file atomically, so a process killed at any moment leaves the
 * last good file. The conditions in force are the mock's, not the file's:
 * a restart runs under the conditions it is started with. Sessions are not kept.
 * @example
 * const kept = keepState(mock, 'demo-state.json')
 * process.once('SIGTERM', () => kept.close())
 */
export function keepState(mock: MockCore, path: string, options: KeepStateOptions = {}): KeptState {
  const file = resolve(path)
  const quietMs = options.quietMs ?? 200
  const maxWaitMs = options.maxWaitMs ?? 2000
  const warn = options.warn ?? ((line: string) => console.error(line))
  const text = readIfThere(file)
  if (text !== undefined) load(mock, file, text)
  else save(mock, file)
  try {
    accessSync(dirname(file), constants.W_OK)
  } catch (error) {
    throw new KeptStateError(
      `state file ${file} cannot be kept: its folder cannot be written (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
    )
  }

  let saved = revisionOf(mock)
  let seen = saved
  let firstUnsaved: number | undefined
  let due: number | undefined
  let failing = false
  const saveIfChanged = (): void => {
    const revision = revisionOf(mock)
    if (revision === saved) return
    save(mock, file)
    saved = revision
  }
  const timer = setInterval(() => {
    const now = Date.now()
    const revision = revisionOf(mock)
    if (revision !== seen) {
      seen = revision
      firstUnsaved ??= now
      due = Math.min(now + quietMs, firstUnsaved + maxWaitMs)
    }
    if (due === undefined || now < due) return
    try {
      saveIfChanged()
      firstUnsaved = due = undefined
      failing = false
    } catch (error) {
      // Told once per run of failures, and tried again a while later: a full disk may be freed.
      if (!failing) warn(`doc-workspace-mock: ${(error as Error).message}; trying again`)
      failing = true
      due = now + maxWaitMs
    }
  }, TICK_MS)
  // The keeper never holds the process open: the exit path calls close().
  timer.unref()

  return {
    file,
    loaded: text !== undefined,
    close() {
      clearInterval(timer)
      saveIfChanged()
    },
  }
}

function readIfThere(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw new KeptStateError(`state file ${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`)
  }
}

/** Loads the file whole or not at all, and says in one line why not. */
function load(mock: MockCore, file: string, text: string): void {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw new KeptStateError(
      text.trim()
        ? `state file ${file} cannot be loaded: not JSON (${(error as Error).message})`
        : `state file ${file} cannot be loaded: it is empty`,
    )
  }
  // Built-in ones by name, as a state file names them: a spec under a built-in name is refused.
  const conditions = mock.conditions.map((spec) => (BUILT_IN.has(spec.name) ? spec.name : spec))
  try {
    mock.importState(value)
  } catch (error) {
    if (!(error instanceof StateFileError)) throw error
    const [first, ...more] = error.errors
    const field = first ? `${first.field}: ${first.message}` : error.message
    throw new KeptStateError(
      `state file ${file} cannot be loaded: ${field}${more.length ? ` (and ${more.length} more)` : ''}`.replace(/\s*\n\s*/g, ' '),
    )
  }
  mock.useConditions(...conditions)
}

function save(mock: MockCore, file: string): void {
  try {
    writeFileAtomic(file, JSON.stringify(mock.exportState()))
  } catch (error) {
    throw new KeptStateError(`state file ${file} cannot be written (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`)
  }
}
