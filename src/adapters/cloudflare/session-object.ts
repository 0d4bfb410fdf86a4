import { createMockApp, type MockApp, type MockAppOptions } from '../../app/fetch.js'
import { ApiError } from '../../http/api-error.js'
import { StateFileError } from '../../mock/state-file.js'
import { revisionOf } from '../../mock/world.js'
import type { MockWorld } from '../../mock/types.js'
import { checkChunkBytes } from './chunks.js'
import { createOwnAnswers, requireControlToken, type OwnAnswers } from './own-answers.js'
import type { ObjectState, WorkerEnv } from './runtime.js'
import { createWorldStore, RestoreError, type WorldStore } from './stored-world.js'

/** What each object serves: `createMockApp`'s options, less the ones a Durable Object decides itself. */
export interface SessionObjectOptions extends Omit<MockAppOptions, 'mock' | 'sessions'> {
  /** The largest stored value, in bytes: the records and each file are stored in chunks of this size. Default 1 MiB (the limit is 2 MB). */
  chunkBytes?: number
}

/** Options, or a function of the Worker's environment that makes them (to read a secret, e.g. the control token). */
export type OptionsSource<O> = O | ((env: WorkerEnv) => O)

/** Set by the Worker on each request it hands an object: the session's id, empty for the default world. A client's own is dropped. */
export const OBJECT_WORLD_HEADER = 'x-mock-object-world'
/** Set by the Worker to end the object's session (`DELETE /__mock/sessions/<id>`). */
export const OBJECT_END_HEADER = 'x-mock-object-end'

/** `POST /__mock/reset`, below a session's prefix too: what starts a world that could not be restored afresh. */
const RESET = /^(?:\/_s\/[^/]+)?\/__mock\/reset\/*$/

/** What was saved last: the world, its revision, and where its conditions were in their course. */
interface Saved {
  readonly world: MockWorld
  readonly revision: number | undefined
  readonly progress: string
}

/**
 * A Durable Object holding one world of the mock: one session (the Worker
 * names the object `session:<id>`), or the default world (`default`). Its
 * mock is the one `createMockApp(options)` makes, and the world is that
 * mock's session `<id>` (seeded `${seed}/<id>`, its clock starting where the
 * mock's does), so it answers byte for byte as the Node server's session of
 * that id would. After each answer that changed the world (its revision, or
 * where its conditions are in their course) the world's state file is
 * stored in chunks; a new instance restores it before its first request.
 * Stored state that cannot be restored is never replaced by seed data in
 * silence: every request answers 503 saying so, until the session is ended
 * or reset. The journal is the instance's: it starts empty after a restore.
 * `createSessionWorker` gives one ready to export; extend it for options of
 * your own.
 * @example
 * export class MockSessions extends MockSessionObject {
 *   constructor(ctx: ObjectState, env: WorkerEnv) {
 *     super(ctx, env, (env) => ({ controlToken: String(env.CONTROL_TOKEN), scenario: 'empty-teams' }))
 *   }
 * }
 */
export class MockSessionObject {
  readonly #app: MockApp
  readonly #store: WorldStore
  readonly #own: OwnAnswers
  /** The session's id, null for the default world; undefined until the first request or the restore says. */
  #world: string | null | undefined
  #saved: Saved | undefined
  #failure: string | undefined
  #queue: Promise<unknown> = Promise.resolve()
  /** How long the restore took, in milliseconds (0: nothing was stored). */
  restoreMs = 0

  constructor(ctx: ObjectState, env: WorkerEnv, options: OptionsSource<SessionObjectOptions> = {}) {
    const { chunkBytes, ...appOptions } = typeof options === 'function' ? options(env) : options
    requireControlToken(appOptions)
    // One session per object: it is never evicted for idleness or number; the object is its life.
    this.#app = createMockApp({ ...appOptions, sessions: { now: () => 0 } })
    this.#store = createWorldStore(ctx.storage, checkChunkBytes(chunkBytes))
    this.#own = createOwnAnswers(appOptions)
    void ctx.blockConcurrencyWhile(() => this.#restore())
  }

  async fetch(request: Request): Promise<Response> {
    const named = request.headers.get(OBJECT_WORLD_HEADER)
    this.#world ??= named ? named : null
    if (request.headers.has(OBJECT_END_HEADER)) return this.#end()
    const headers = new Headers(request.headers)
    headers.delete(OBJECT_WORLD_HEADER)
    const asked = new Request(request, { headers })
    if (this.#failure !== undefined) {
      const reset = request.method === 'POST' && RESET.test(new URL(request.url).pathname)
      if (!reset && request.method !== 'OPTIONS') return this.#own.refusal(asked) ?? this.#own.error(asked, this.#failed(this.#failure))
      const response = await this.#app.fetch(asked)
      if (reset && response.status === 200) await this.#clear()
      return response
    }
    const response = await this.#app.fetch(asked)
    try {
      await this.#persist()
    } catch (error) {
      // Answered, but not kept: the client is told, never left to believe its change will outlive the object.
      const message = error instanceof Error ? error.message : String(error)
      return this.#own.error(
        asked,
        new ApiError(
          503,
          `The answer was given but not stored (${message}): what it changed is lost when this object restarts. Try again.`,
        ),
      )
    }
    return response
  }

  /** The world this object holds; undefined for a session not yet made. */
  #current(): MockWorld | undefined {
    const { mock } = this.#app
    if (this.#world === null) return mock
    return this.#world !== undefined && mock.sessions.size > 0 ? mock.sessions.get(this.#world) : undefined
  }

  async #restore(): Promise<void> {
    const started = performance.now()
    try {
      const stored = await this.#store.load()
      if (!stored) return
      this.#world = stored.world
      const world = this.#world === null ? this.#app.mock : this.#app.mock.sessions.get(this.#world)
      const file = stored.file as { progress?: unknown }
      world.importState(file)
      this.#saved = { world, revision: revisionOf(world), progress: JSON.stringify(file.progress ?? null) }
    } catch (error) {
      if (error instanceof StateFileError) this.#failure = `the stored state file is refused (${error.message})`
      else if (error instanceof RestoreError) this.#failure = error.message
      else this.#failure = `reading it failed (${error instanceof Error ? error.message : String(error)})`
    } finally {
      this.restoreMs = performance.now() - started
    }
  }

  #failed(failure: string): ApiError {
    const id = this.#world
    const fresh = id ? `DELETE /__mock/sessions/${id} (or POST /__mock/reset under the session)` : 'POST /__mock/reset'
    return new ApiError(
      503,
      `The stored state of ${id ? `session "${id}"` : 'the default world'} cannot be restored: ${failure}. ` +
        `It is not replaced by seed data in silence: ${fresh} deletes what was stored and starts it afresh from the seed.`,
    )
  }

  /** Saves after the answer when the world changed; saves run one after another, each of the state as it is then. */
  #persist(): Promise<void> {
    const run = this.#queue.then(() => this.#saveIfChanged())
    this.#queue = run.catch(() => undefined)
    return run
  }

  async #saveIfChanged(): Promise<void> {
    const world = this.#current()
    if (!world || this.#failure !== undefined) return
    const revision = revisionOf(world)
    const saved = this.#saved
    const same = saved?.world === world && saved.revision === revision
    // Without conditions nothing but a change moves the state; a world never changed is its seed.
    if (world.conditions.length === 0 && (same || (!saved && revision === 0))) return
    const file = world.exportState()
    const progress = JSON.stringify(file.progress ?? null)
    if (same && saved.progress === progress) return
    await this.#store.save(this.#world ?? null, file)
    this.#saved = { world, revision, progress }
  }

  /** Deletes what is stored, after the saves under way: the world in memory is its seed's (reset) or gone (ended). */
  #clear(): Promise<boolean> {
    const run = this.#queue.then(async () => {
      const had = await this.#store.clear()
      this.#saved = undefined
      return had
    })
    this.#queue = run.catch(() => undefined)
    this.#failure = undefined
    return run
  }

  /** Ends the session: its world dropped, its storage deleted. Answers whether there was one. */
  async #end(): Promise<Response> {
    const id = this.#world
    const inMemory = typeof id === 'string' && this.#app.mock.sessions.drop(id)
    const stored = await this.#clear()
    return Response.json({ existed: inMemory || stored })
  }
}
