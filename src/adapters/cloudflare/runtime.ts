/**
 * The few parts of the Workers runtime this adapter uses, as structural
 * types: no dependency on `@cloudflare/workers-types`, and a test may pass
 * objects of its own shape.
 */

/** A Durable Object's key-value storage (`ctx.storage`): the asynchronous API, SQLite-backed or not. */
export interface ObjectStorage {
  get(key: string): Promise<unknown>
  /** At most 128 keys a call. */
  get(keys: string[]): Promise<Map<string, unknown>>
  /** At most 128 entries a call; each key and value together at most 2 MB. */
  put(entries: Record<string, unknown>): Promise<void>
  /** At most 128 keys a call; answers how many there were. */
  delete(keys: string[]): Promise<number>
  deleteAll(): Promise<void>
}

/** What the runtime hands a Durable Object's constructor first (`ctx`). */
export interface ObjectState {
  readonly storage: ObjectStorage
  /** Delivers no request to the object until the callback settles. */
  blockConcurrencyWhile<T>(callback: () => Promise<T>): Promise<T>
}

/** A Durable Object's stub: requests to it go to the one object of its id. */
export interface ObjectStub {
  fetch(request: Request): Promise<Response>
}

/** A Durable Object namespace binding (`env.MOCK_SESSIONS`). */
export interface ObjectNamespace {
  idFromName(name: string): unknown
  get(id: unknown): ObjectStub
}

/** A Worker's environment: its bindings, secrets and variables by name. */
export type WorkerEnv = Readonly<Record<string, unknown>>

/** How many keys one storage call may take. */
export const KEYS_PER_CALL = 128
