import type { ObjectNamespace, ObjectState, ObjectStorage, ObjectStub, WorkerEnv } from '../../src/adapters/cloudflare/runtime.js'

/** What a SQLite-backed Durable Object's storage takes per key and value together, and per call. */
export const STORED_VALUE_LIMIT = 2 * 1024 * 1024
const KEYS_PER_CALL = 128

/** The stored size of a value: a byte array's whole buffer (V8 serialises a view with all of it); anything else as its JSON. */
const sizeOf = (value: unknown): number =>
  value instanceof Uint8Array ? value.buffer.byteLength : new TextEncoder().encode(JSON.stringify(value)).byteLength

/**
 * A Durable Object's key-value storage in memory, with the limits workerd
 * sets: a key and its value over 2 MB together fail as SQLite does
 * (`SQLITE_TOOBIG`), more than 128 keys a call fail. Values are copied in
 * and out, as storage serialises them.
 */
export class MemoryStorage implements ObjectStorage {
  readonly values = new Map<string, unknown>()
  /** The largest value stored so far, in bytes. */
  largest = 0

  get(key: string): Promise<unknown>
  get(keys: string[]): Promise<Map<string, unknown>>
  async get(keys: string | string[]): Promise<unknown> {
    if (typeof keys === 'string') return structuredClone(this.values.get(keys))
    if (keys.length > KEYS_PER_CALL) throw new RangeError(`get: ${keys.length} keys, over ${KEYS_PER_CALL}`)
    return new Map(keys.filter((key) => this.values.has(key)).map((key) => [key, structuredClone(this.values.get(key))]))
  }

  async put(entries: Record<string, unknown>): Promise<void> {
    const pairs = Object.entries(entries)
    if (pairs.length > KEYS_PER_CALL) throw new RangeError(`put: ${pairs.length} keys, over ${KEYS_PER_CALL}`)
    for (const [key, value] of pairs) {
      const size = key.length + sizeOf(value)
      if (size > STORED_VALUE_LIMIT) throw new Error(`string or blob too big: SQLITE_TOOBIG (${key}: ${size} bytes)`)
      this.largest = Math.max(this.largest, sizeOf(value))
    }
    for (const [key, value] of pairs) this.values.set(key, structuredClone(value))
  }

  async delete(keys: string[]): Promise<number> {
    if (keys.length > KEYS_PER_CALL) throw new RangeError(`delete: ${keys.length} keys, over ${KEYS_PER_CALL}`)
    return keys.filter((key) => this.values.delete(key)).length
  }

  async deleteAll(): Promise<void> {
    this.values.clear()
  }
}

type ObjectClass = new (ctx: ObjectState, env: WorkerEnv) => { fetch(request: Request): Promise<Response> }

/**
 * A Durable Object namespace in memory: one instance per name, made on its
 * first request, which waits for its `blockConcurrencyWhile`; `restart()`
 * drops every instance and keeps their storage, as workerd restarting does.
 */
export class MemoryNamespace implements ObjectNamespace {
  readonly storages = new Map<string, MemoryStorage>()
  readonly instances = new Map<string, { object: InstanceType<ObjectClass>; ready: Promise<unknown> }>()
  env: WorkerEnv = {}

  constructor(private readonly Class: ObjectClass) {}

  idFromName(name: string): unknown {
    return name
  }

  get(id: unknown): ObjectStub {
    const name = id as string
    return {
      fetch: async (request) => {
        let instance = this.instances.get(name)
        if (!instance) {
          const storage = this.storages.get(name) ?? new MemoryStorage()
          this.storages.set(name, storage)
          let ready: Promise<unknown> = Promise.resolve()
          const blockConcurrencyWhile = <T>(callback: () => Promise<T>): Promise<T> => {
            const run = callback()
            ready = run
            return run
          }
          const object = new this.Class({ storage, blockConcurrencyWhile }, this.env)
          instance = { object, ready }
          this.instances.set(name, instance)
        }
        await instance.ready
        return instance.object.fetch(request)
      },
    }
  }

  restart(): void {
    this.instances.clear()
  }
}
