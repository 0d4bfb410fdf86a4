/**
 * Where the browser runtime keeps things between page loads.
 *
 * - The chosen scenario is a short string needed synchronously before the
 *   worker starts: `localStorage`.
 * - The data is records plus document bytes (uploads of up to 25 MiB):
 *   IndexedDB, which stores `Uint8Array`s by structured clone (no base64,
 *   no 5 MB cap, no blocking of the page while writing), where
 *   `localStorage` holds only a few megabytes of strings.
 */

const DATABASE = 'doc-workspace-mock'
const STORE = 'state'

/** A key-value slot in IndexedDB for one saved state. */
export interface StateStore {
  load(): Promise<unknown>
  save(value: unknown): Promise<void>
  clear(): Promise<void>
}

const request = <T>(req: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'))
  })

let opened: Promise<IDBDatabase> | undefined

function openDatabase(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(DATABASE, 1)
    req.onupgradeneeded = () => req.result.createObjectStore(STORE)
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error ?? new Error('IndexedDB cannot be opened'))
    req.onblocked = () => reject(new Error('IndexedDB is blocked by another tab'))
  }).catch((error: unknown) => {
    opened = undefined
    throw error
  })
  return opened
}

async function transact<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDatabase()
  const tx = db.transaction(STORE, mode)
  const result = request(run(tx.objectStore(STORE)))
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve()
    tx.onabort = tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'))
  })
  return result
}

/**
 * The IndexedDB slot `key` of the database `doc-workspace-mock`.
 * @example
 * const store = openStateStore('default')
 * await store.save(saveState(mock.state, mock.scenario))
 */
export function openStateStore(key: string): StateStore {
  return {
    load: () => transact('readonly', (store) => store.get(key)),
    save: async (value) => {
      await transact('readwrite', (store) => store.put(value, key))
    },
    clear: async () => {
      await transact('readwrite', (store) => store.delete(key))
    },
  }
}

/** The remembered scenario name, in `localStorage`; silent where storage is unavailable. */
export interface ScenarioMemory {
  read(): string | undefined
  write(name: string): void
  forget(): void
}

/**
 * @example
 * const memory = scenarioMemory('doc-workspace-mock:scenario')
 * memory.write('empty-teams')
 */
export function scenarioMemory(key: string): ScenarioMemory {
  // Private modes and sandboxed frames may throw on any access to localStorage.
  const attempt = <T>(run: () => T): T | undefined => {
    try {
      return run()
    } catch {
      return undefined
    }
  }
  return {
    read: () => attempt(() => localStorage.getItem(key)) ?? undefined,
    write: (name) => attempt(() => localStorage.setItem(key, name)),
    forget: () => attempt(() => localStorage.removeItem(key)),
  }
}
