/// <reference types="node" />
import { ApiError } from '../http/api-error.js'
import type { ChangeKeeper } from '../mock/durable.js'
import type { MockCore } from '../mock/types.js'
import { revisionOf } from '../mock/world.js'
import { writeFileAtomic, writeFileAtomicAsync } from './atomic-write.js'

/** How the saves of a state file behave when the file cannot be written. */
export interface StateSavesOptions {
  /** How often a file that cannot be written is tried again, in ms. */
  readonly retryMs: number
  /** How often the warning is repeated while saves fail, in ms. */
  readonly repeatMs: number
  /** Where the warnings go, and the line that says saves work again. */
  readonly warn: (line: string) => void
  /** Puts the world back as the file holds it; answers false when it could not be read. */
  readonly rollback: () => boolean
}

/** The saves of one state file, group-committed: every write waits for the save that holds it. */
export interface StateSaves extends ChangeKeeper {
  /** Whether the last save failed (writes are refused until one succeeds). */
  readonly failing: boolean
  /** Whether a save runs or waits to run. */
  readonly busy: boolean
  /** Stops; saves what is not kept yet, synchronously. Throws when it cannot be written. */
  close(): void
}

/** Why a file cannot be written, in words a user can act on. */
const HINTS: Record<string, string> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'over the disk quota',
  EPERM: 'not permitted: an immutable or read-only file or folder',
  EACCES: 'permission denied',
  EROFS: 'a read-only file system',
  EIO: 'an input/output error',
}
const reasonOf = (error: unknown): string => {
  const code = (error as NodeJS.ErrnoException).code
  return code ? `${code}${HINTS[code] ? `: ${HINTS[code]}` : ''}` : (error as Error).message
}

interface Waiting {
  readonly promise: Promise<void>
  resolve(): void
  reject(error: ApiError): void
}
function waiting(): Waiting {
  let resolve!: () => void
  let reject!: (error: ApiError) => void
  const promise = new Promise<void>((ok, fail) => ((resolve = ok), (reject = fail)))
  return { promise, resolve, reject }
}

/**
 * The saves of a mock's default world to its state file, so that nothing
 * answered 200 is lost: a write waits for a save of the world that holds it
 * (writes arriving meanwhile share the next save: a group commit). A save
 * that fails puts the world back as the file holds it and answers every
 * write it held 503, saying what failed; then writes are refused before they
 * run, until a save succeeds (tried every `retryMs`, the warning repeated
 * every `repeatMs`).
 * @example
 * const saves = createStateSaves(mock, '/srv/demo.json', { retryMs: 2000, repeatMs: 10_000, warn: console.error, rollback })
 * keepChangesWith(mock, saves)
 */
export function createStateSaves(mock: MockCore, file: string, options: StateSavesOptions): StateSaves {
  const { retryMs, repeatMs, warn } = options
  let saved = revisionOf(mock)
  let running = false
  let scheduled = false
  let next: Waiting | null = null
  let closed: 'no' | 'saved' | 'failed' = 'no'
  let failure: { reason: string; since: number; warned: boolean } | null = null
  // Across failures too: a disk that is nearly full fails, is written again, fails… one pair of lines per `repeatMs`.
  let warnedAt = Number.NEGATIVE_INFINITY
  const retryAfter = { 'Retry-After': String(Math.max(1, Math.ceil(retryMs / 1000))) }
  const every = `tried again every ${retryMs / 1000} s`

  const refusalOf = (reason: string, undone: boolean): ApiError =>
    new ApiError(
      503,
      `${undone ? 'Nothing was changed' : 'The change stays in memory but is not saved'}: the state file ${file} cannot be written (${reason}), ` +
        `so writes to the default world are refused until a save succeeds (${every}). Free the disk or make the file writable, then send it again.`,
      null,
      retryAfter,
    )

  const failed = (error: unknown): ApiError => {
    const reason = reasonOf(error)
    // A save that held no change of its own needs no rollback (a retry of a file still failing).
    const undone = revisionOf(mock) === saved || options.rollback()
    if (undone) saved = revisionOf(mock)
    const now = Date.now()
    failure ??= { reason, since: now, warned: false }
    failure.reason = reason
    if (now - warnedAt >= repeatMs) {
      const lasting = now > failure.since ? ` (for ${Math.round((now - failure.since) / 1000)} s)` : ''
      warn(
        `doc-workspace-mock: state file ${file} cannot be written (${reason})${lasting}; writes to the default world are refused (503) until a save succeeds, ${every}`,
      )
      warnedAt = now
      failure.warned = true
    }
    return refusalOf(reason, undone)
  }

  const succeeded = (revision: number | undefined): void => {
    saved = revision
    // Said when its failure was: a quiet one came too soon after the last warning.
    if (failure?.warned)
      warn(
        `doc-workspace-mock: state file ${file} is written again, after ${Math.round((Date.now() - failure.since) / 1000)} s; writes are accepted`,
      )
    failure = null
  }

  const run = (): void => {
    scheduled = false
    const batch = next
    next = null
    running = true
    const revision = revisionOf(mock)
    void Promise.resolve()
      .then(() => writeFileAtomicAsync(file, JSON.stringify(mock.exportState()), () => closed === 'no'))
      .then(
        (wrote) => {
          // Not written: the server closed meanwhile, and its last save holds this one's changes.
          if (wrote) succeeded(revision)
          if (wrote || closed === 'saved') batch?.resolve()
          else batch?.reject(refusalOf('the server stopped first', false))
        },
        (error: unknown) => {
          const answer = failed(error)
          // Changes made after this save's snapshot stood on the ones undone: undone too.
          batch?.reject(answer)
          next?.reject(answer)
          next = null
        },
      )
      .finally(() => {
        running = false
        if (next) schedule()
      })
  }

  // One turn later: the writes that arrive together share a save.
  const schedule = (): void => {
    if (running || scheduled || closed !== 'no') return
    scheduled = true
    setImmediate(run)
  }

  return {
    refusal: () => (failure ? refusalOf(failure.reason, true) : null),
    kept() {
      if (!running && !next && !failure && revisionOf(mock) === saved) return Promise.resolve()
      next ??= waiting()
      const promise = next.promise
      schedule()
      return promise
    },
    get failing() {
      return failure !== null
    },
    get busy() {
      return running || scheduled
    },
    close() {
      if (closed !== 'no') return
      const pending = next
      next = null
      closed = 'failed'
      if (running || revisionOf(mock) !== saved) {
        try {
          writeFileAtomic(file, JSON.stringify(mock.exportState()))
        } catch (error) {
          pending?.reject(refusalOf(reasonOf(error), false))
          throw new Error(`state file ${file} cannot be written (${reasonOf(error)})`)
        }
        saved = revisionOf(mock)
      }
      closed = 'saved'
      pending?.resolve()
    },
  }
}
