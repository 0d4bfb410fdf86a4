import { joinBytes, type Bytes } from '../../db/bytes.js'

/**
 * The largest value a chunk holds by default: 1 MiB, half of what a
 * Durable Object's storage takes per key and value (2 MB together), so a
 * value never meets `SQLITE_TOOBIG`.
 */
export const DEFAULT_CHUNK_BYTES = 1024 * 1024

/** The largest chunk size accepted: under the 2 MB a key and its value may take together, with room for the key. */
export const MAX_CHUNK_BYTES = 1_900_000

/** What was stored in chunks: its length, how many chunks, and the SHA-256 of the whole (hex). */
export interface ChunkedRecord {
  readonly bytes: number
  readonly parts: number
  readonly sha256: string
}

/** Stored chunks that do not make up what their record says: one missing, a length or a digest that differs. */
export class ChunkError extends Error {
  override readonly name = 'ChunkError'
}

/**
 * A chunk size checked: a whole number of bytes from 1 to `MAX_CHUNK_BYTES`.
 * @example
 * checkChunkBytes(undefined) // 1048576
 */
export function checkChunkBytes(size: number | undefined): number {
  if (size === undefined) return DEFAULT_CHUNK_BYTES
  if (!Number.isInteger(size) || size < 1 || size > MAX_CHUNK_BYTES) {
    throw new RangeError(
      `chunkBytes must be a whole number of bytes from 1 to ${MAX_CHUNK_BYTES} (a Durable Object stores at most 2 MB per key and value), got ${size}`,
    )
  }
  return size
}

/**
 * Bytes cut into runs of at most `size` bytes each, in order; none for no
 * bytes. Each is a copy: storage serialises a view with the whole buffer
 * under it, so a view of a 3 MB file would be stored as 3 MB.
 * @example
 * splitBytes(new Uint8Array(5), 2).map((part) => part.length) // [2, 2, 1]
 */
export function splitBytes(bytes: Uint8Array, size: number): Uint8Array[] {
  const parts: Uint8Array[] = []
  for (let offset = 0; offset < bytes.byteLength; offset += size) parts.push(bytes.slice(offset, offset + size))
  return parts
}

/**
 * The SHA-256 of bytes, as lowercase hex: the name a file's chunks are stored under.
 * @example
 * await sha256Hex(new TextEncoder().encode('abc')) // 'ba7816bf…'
 */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>))
  let hex = ''
  for (const byte of digest) hex += byte.toString(16).padStart(2, '0')
  return hex
}

/** What bytes are stored as: their record and their chunks. */
export async function toChunks(bytes: Uint8Array, size: number): Promise<{ record: ChunkedRecord; parts: Uint8Array[] }> {
  const parts = splitBytes(bytes, size)
  return { record: { bytes: bytes.byteLength, parts: parts.length, sha256: await sha256Hex(bytes) }, parts }
}

/**
 * The chunks read back, joined and checked against their record: every
 * chunk there and of bytes, the length and the SHA-256 the record names.
 * `what` names the value in the error (`the records`, `the file of document …`).
 * @example
 * const bytes = await fromChunks(record, [await storage.get('records:0')], 'the records')
 */
export async function fromChunks(record: ChunkedRecord, parts: readonly unknown[], what: string): Promise<Bytes> {
  if (parts.length !== record.parts) throw new ChunkError(`${what}: ${record.parts} chunks were stored, ${parts.length} were read`)
  const missing = parts.findIndex((part) => !(part instanceof Uint8Array) && !(part instanceof ArrayBuffer))
  if (missing !== -1) throw new ChunkError(`${what}: chunk ${missing + 1} of ${record.parts} is missing`)
  const views = parts.map((part) => (part instanceof ArrayBuffer ? new Uint8Array(part) : (part as Uint8Array)))
  const length = views.reduce((sum, view) => sum + view.byteLength, 0)
  if (length !== record.bytes) throw new ChunkError(`${what}: the chunks hold ${length} bytes, ${record.bytes} were stored`)
  const bytes = joinBytes(views, length)
  const digest = await sha256Hex(bytes)
  if (digest !== record.sha256)
    throw new ChunkError(`${what}: the chunks' SHA-256 is ${digest}, ${record.sha256} was stored (the bytes changed)`)
  return bytes
}
