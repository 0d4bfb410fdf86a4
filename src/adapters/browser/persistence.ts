import type { loadState as LoadState } from '../../db/persist.js'
import type { Mock } from '../msw/msw-mock-face.js'

/**
 * Keeping the data across page loads (`persist`), in a chunk of its own that
 * a page loads only with `persist` on.
 *
 * The data is records plus document bytes (uploads of up to 25 MiB):
 * IndexedDB, which stores `Uint8Array`s by structured clone (no base64,
 * no 5 MB cap, no blocking of the page while writing), where
 * `localStorage` holds only a few megabytes of strings.
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

/**
 * Puts back the state a page saved. Saved in the scenario the page starts
 * in, it is loaded whole. Saved in another one, the page has switched (a
 * `?scenario=` URL, say): that state is loaded where it belongs and left as
 * `mock.useScenario` leaves it, in Node as here, so the issued tokens and the
 * clock stay and the new scenario starts from its seed. Answers whether it
 * switched: the state saved is then the old scenario's. `load` is the
 * entry's own `loadState`, handed over so this chunk shares no module with it.
 * @example
 * if (await restoreSaved(mock, store, { load: loadState, note })) scheduleSave()
 */
export async function restoreSaved(
  mock: Mock,
  store: StateStore,
  { load, note }: { load: typeof LoadState; note: (message: string) => void },
): Promise<boolean> {
  // What was stored: anything, `null` included.
  let saved: { scenario?: unknown; clock?: unknown } | null | undefined
  try {
    saved = (await store.load()) as typeof saved
  } catch (error) {
    note(`saved data unavailable (${String(error)}); starting from the seed`)
    return false
  }
  if (saved === undefined) return false
  const scenario = mock.scenario
  // Something that is no saved state names no scenario: loading it says so, with no switch first.
  const switched = typeof saved?.scenario === 'string' && saved.scenario !== scenario
  try {
    if (switched) mock.useScenario(String(saved?.scenario))
    load(mock.state, saved)
  } catch (error) {
    note(`${String(error)}; starting from the seed`)
    await store.clear()
    return false
  } finally {
    if (switched) mock.useScenario(scenario)
  }
  try {
    if (typeof saved?.clock === 'number') mock.clock.set(saved.clock)
  } catch {
    // A system clock cannot be set: it keeps real time.
  }
  return switched
}
