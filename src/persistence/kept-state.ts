/// <reference types="node" />
import { accessSync, constants, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { builtInConditions } from '../conditions/built-in.js'
import { keepChangesWith } from '../mock/durable.js'
import type { MockCore } from '../mock/types.js'
import { StateFileError } from '../mock/state-file.js'
import { revisionOf } from '../mock/world.js'
import { writeFileAtomic } from './atomic-write.js'
import { createStateSaves } from './state-saves.js'
import { NotAFileError, writeTarget } from './write-target.js'

/** How the saves are spaced. */
export interface KeepStateOptions {
  /** A change no request waits for (one made in code) is saved this long after the last one. Default 200 ms. */
  quietMs?: number
  /** Under a steady stream of such changes, a save at least this often; and a file that cannot be written is tried again this often. Default 2 s. */
  maxWaitMs?: number
  /** How often the warning is repeated while the file cannot be written. Default 10 s. */
  repeatMs?: number
  /** Where the warnings go (the server goes on). Default: `console.error`. */
  warn?: (line: string) => void
}

/** A mock's default world kept in a state file. */
export interface KeptState {
  /** The file, as an absolute path. */
  readonly file: string
  /** Whether the world was loaded from it (rather than the file made from the starting scenario). */
  readonly loaded: boolean
  /** Whether saves fail now: writes to the default world are refused until one succeeds. */
  readonly failing: boolean
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
 * it starts. Then a write to the default world is answered once the file
 * holds it: writes arriving together share one save (a group commit), each
 * save replacing the file atomically, so neither a process killed at any
 * moment nor a full disk loses a write answered 200. A save that fails puts
 * the world back as the file holds it and answers the writes it held 503;
 * writes are then refused (503, nothing changed) until a save succeeds,
 * tried every `maxWaitMs`, with the warning repeated every `repeatMs`.
 * Changes made in code are saved `quietMs` after the last one. The file may
 * be a symbolic link (its target is written); a FIFO, a device or a
 * directory is refused. The conditions in force are the mock's, not the
 * file's: a restart runs under the conditions it is started with. Sessions
 * are not kept.
 * @example
 * const kept = keepState(mock, 'demo-state.json')
 * process.once('SIGTERM', () => kept.close())
 */
export function keepState(mock: MockCore, path: string, options: KeepStateOptions = {}): KeptState {
  const file = resolve(path)
  const quietMs = options.quietMs ?? 200
  const maxWaitMs = options.maxWaitMs ?? 2000
  const warn = options.warn ?? ((line: string) => console.error(line))
  let target: string
  try {
    target = writeTarget(file)
  } catch (error) {
    if (!(error instanceof NotAFileError)) throw error
    throw new KeptStateError(`state file ${error.message}`)
  }
  const text = readIfThere(file)
  if (text !== undefined) load(mock, file, text)
  else save(mock, file)
  try {
    accessSync(dirname(target), constants.W_OK)
  } catch (error) {
    throw new KeptStateError(
      `state file ${file} cannot be kept: its folder cannot be written (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
    )
  }

  const saves = createStateSaves(mock, file, {
    retryMs: maxWaitMs,
    repeatMs: options.repeatMs ?? 10_000,
    warn,
    // The file holds the last world saved whole: the world goes back to it, under the conditions in force.
    rollback() {
      try {
        load(mock, file, readFileSync(file, 'utf8'))
        return true
      } catch {
        return false
      }
    },
  })
  keepChangesWith(mock, saves)

  let seen = revisionOf(mock)
  let firstUnsaved: number | undefined
  let due: number | undefined
  let lastTry = 0
  let failing = false
  const timer = setInterval(() => {
    const now = Date.now()
    // A full disk may be freed, a file made writable again: tried again `maxWaitMs` after the last try.
    if (!failing && saves.failing) lastTry = now
    failing = saves.failing
    if (failing) {
      if (now - lastTry >= maxWaitMs && !saves.busy) {
        lastTry = now
        saves.kept().catch(() => undefined)
      }
      return
    }
    // A change no request waited for (one made in code) is saved a while after it.
    const revision = revisionOf(mock)
    if (revision !== seen) {
      seen = revision
      firstUnsaved ??= now
      due = Math.min(now + quietMs, firstUnsaved + maxWaitMs)
    }
    if (due === undefined || now < due) return
    firstUnsaved = due = undefined
    lastTry = now
    saves.kept().catch(() => undefined)
  }, TICK_MS)
  // The keeper never holds the process open: the exit path calls close().
  timer.unref()

  return {
    file,
    loaded: text !== undefined,
    get failing() {
      return saves.failing
    },
    close() {
      clearInterval(timer)
      keepChangesWith(mock, null)
      try {
        saves.close()
      } catch (error) {
        throw new KeptStateError((error as Error).message)
      }
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
