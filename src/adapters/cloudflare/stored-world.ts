import { fromBase64, toBase64 } from '../../mock/base64.js'
import type { StateFile } from '../../mock/state-file.js'
import { ChunkError, fromChunks, toChunks, type ChunkedRecord } from './chunks.js'
import { KEYS_PER_CALL, type ObjectStorage } from './runtime.js'

/**
 * How a world's state file lies in a Durable Object's storage:
 * - `meta`: what the object holds (`STORED_FORMAT`, its version, the
 *   session's id or null for the default world) and the record of the rest;
 * - `records:<i>`: the state file as UTF-8 JSON, each document's bytes
 *   replaced by a reference to them, cut into chunks;
 * - `file:<sha256>:<i>`: each file's bytes, stored once under their SHA-256
 *   (two documents with the same bytes share them), cut into chunks.
 * Chunks are bytes (`Uint8Array`), so their stored size is their length.
 */
export const STORED_FORMAT = 'doc-workspace-mock/durable-object'
/** The version of that layout: an object that holds another version is refused, never read as this one. */
export const STORED_VERSION = 1

const META = 'meta'
const recordsKey = (index: number): string => `records:${index}`
const fileKey = (sha256: string, index: number): string => `file:${sha256}:${index}`

interface StoredMeta {
  readonly format: typeof STORED_FORMAT
  readonly version: typeof STORED_VERSION
  /** The session's id; null for the default world. */
  readonly world: string | null
  readonly records: ChunkedRecord
}

type Blob = StateFile['tables']['blobs'][number]
/** A document's bytes in the stored records: where their chunks are. */
type BlobRef = Omit<Blob, 'base64'> & { readonly file: ChunkedRecord }

/** Stored state that cannot be read back; the message says what is wrong. Nothing was loaded. */
export class RestoreError extends Error {
  override readonly name = 'RestoreError'
}

/** A world's state kept in a Durable Object's storage. */
export interface WorldStore {
  /** The stored state file and whose it is; undefined when nothing is stored. Throws `RestoreError`. */
  load(): Promise<{ world: string | null; file: unknown } | undefined>
  /** Stores a state file: new chunks, the records, the meta; then deletes the chunks nothing refers to. */
  save(world: string | null, file: StateFile): Promise<void>
  /** Deletes everything stored; answers whether anything was. */
  clear(): Promise<boolean>
}

const isRecord = (value: unknown): value is ChunkedRecord => {
  const record = value as Partial<ChunkedRecord> | null
  return (
    typeof record === 'object' &&
    record !== null &&
    Number.isInteger(record.bytes) &&
    Number.isInteger(record.parts) &&
    typeof record.sha256 === 'string'
  )
}

/** Many keys read, `KEYS_PER_CALL` a call, in the order given. */
async function getMany(storage: ObjectStorage, keys: readonly string[]): Promise<unknown[]> {
  const values: unknown[] = []
  for (let start = 0; start < keys.length; start += KEYS_PER_CALL) {
    const batch = keys.slice(start, start + KEYS_PER_CALL)
    const found = await storage.get(batch)
    for (const key of batch) values.push(found.get(key))
  }
  return values
}

const keysOf = (count: number, key: (index: number) => string): string[] => Array.from({ length: count }, (_, index) => key(index))

/**
 * The store of one object's world, in chunks of at most `chunkBytes`. It
 * remembers what it stored (and each file's SHA-256), so a save writes only
 * the chunks of new files and deletes those of files no longer there.
 * @example
 * const store = createWorldStore(ctx.storage, 1024 * 1024)
 * await store.save('worker-3', world.exportState())
 */
export function createWorldStore(storage: ObjectStorage, chunkBytes: number): WorldStore {
  let recordParts = 0
  let files = new Map<string, number>()
  // The SHA-256 record of each file's base64 as last exported: an unchanged file is neither decoded nor hashed again.
  let known = new Map<string, ChunkedRecord>()

  const readFile = async (ref: unknown, at: number): Promise<Blob> => {
    const { file, ...blob } = (ref ?? {}) as Partial<BlobRef>
    const what = `the file of document ${String(blob.document_id)} (tables.blobs[${at}])`
    if (!isRecord(file)) throw new RestoreError(`${what}: its stored reference is not one this version reads`)
    const bytes = await fromChunks(
      file,
      await getMany(
        storage,
        keysOf(file.parts, (index) => fileKey(file.sha256, index)),
      ),
      what,
    )
    files.set(file.sha256, file.parts)
    return { ...(blob as Omit<Blob, 'base64'>), base64: toBase64(bytes) }
  }

  return {
    async load() {
      const meta = (await storage.get(META)) as Partial<StoredMeta> | null | undefined
      if (meta === undefined) return undefined
      if (
        meta?.format !== STORED_FORMAT ||
        meta.version !== STORED_VERSION ||
        !isRecord(meta.records) ||
        (meta.world !== null && typeof meta.world !== 'string')
      ) {
        throw new RestoreError(`the stored meta is not a ${STORED_FORMAT} version ${STORED_VERSION} record`)
      }
      try {
        const bytes = await fromChunks(meta.records, await getMany(storage, keysOf(meta.records.parts, recordsKey)), 'the records')
        let records: { tables?: { blobs?: unknown } }
        try {
          records = JSON.parse(new TextDecoder().decode(bytes)) as typeof records
        } catch (error) {
          throw new RestoreError(`the records are not JSON (${(error as Error).message})`)
        }
        const refs = Array.isArray(records.tables?.blobs) ? (records.tables.blobs as unknown[]) : []
        files = new Map()
        const blobs: Blob[] = []
        for (const [at, ref] of refs.entries()) blobs.push(await readFile(ref, at))
        recordParts = meta.records.parts
        return { world: meta.world, file: { ...records, tables: { ...records.tables, blobs } } }
      } catch (error) {
        throw error instanceof ChunkError ? new RestoreError(error.message) : error
      }
    },

    async save(world, file) {
      const puts: Array<[string, unknown]> = []
      const nextFiles = new Map<string, number>()
      const nextKnown = new Map<string, ChunkedRecord>()
      const refs: BlobRef[] = []
      for (const { base64, ...blob } of file.tables.blobs) {
        let record = known.get(base64)
        if (!record || !files.has(record.sha256)) {
          const bytes = fromBase64(base64)
          if (!bytes) throw new Error(`doc-workspace-mock: the export of document ${blob.document_id} carries bytes that are not base64`)
          const chunked = await toChunks(bytes, chunkBytes)
          record = chunked.record
          if (!files.has(record.sha256) && !nextFiles.has(record.sha256))
            chunked.parts.forEach((part, index) => puts.push([fileKey(record!.sha256, index), part]))
        }
        // Stored before under another chunk size: its own count of chunks stands.
        record = { ...record, parts: files.get(record.sha256) ?? record.parts }
        nextKnown.set(base64, record)
        nextFiles.set(record.sha256, record.parts)
        refs.push({ ...blob, file: record })
      }
      const text = JSON.stringify({ ...file, tables: { ...file.tables, blobs: refs } })
      const { record: records, parts } = await toChunks(new TextEncoder().encode(text), chunkBytes)
      parts.forEach((part, index) => puts.push([recordsKey(index), part]))
      puts.push([META, { format: STORED_FORMAT, version: STORED_VERSION, world, records } satisfies StoredMeta])
      const deletes = keysOf(recordParts, recordsKey).slice(parts.length)
      for (const [sha256, count] of files) if (!nextFiles.has(sha256)) deletes.push(...keysOf(count, (index) => fileKey(sha256, index)))

      // Every write and delete is issued before the first is awaited: the runtime commits writes made
      // with no await between them together (write coalescing), so storage never holds half a save.
      const pending: Array<Promise<unknown>> = []
      for (let start = 0; start < puts.length; start += KEYS_PER_CALL)
        pending.push(storage.put(Object.fromEntries(puts.slice(start, start + KEYS_PER_CALL))))
      for (let start = 0; start < deletes.length; start += KEYS_PER_CALL)
        pending.push(storage.delete(deletes.slice(start, start + KEYS_PER_CALL)))
      await Promise.all(pending)
      recordParts = parts.length
      files = nextFiles
      known = nextKnown
    },

    async clear() {
      const had = (await storage.get(META)) !== undefined
      await storage.deleteAll()
      recordParts = 0
      files = new Map()
      known = new Map()
      return had
    },
  }
}
