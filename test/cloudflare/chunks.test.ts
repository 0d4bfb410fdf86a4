import { describe, expect, it } from 'vitest'
import {
  checkChunkBytes,
  ChunkError,
  DEFAULT_CHUNK_BYTES,
  fromChunks,
  MAX_CHUNK_BYTES,
  sha256Hex,
  splitBytes,
  toChunks,
} from '../../src/adapters/cloudflare/chunks.js'

/** Bytes that differ from one position to the next, so a chunk out of place shows. */
const bytesOf = (length: number): Uint8Array => Uint8Array.from({ length }, (_, index) => (index * 31 + (index >> 8)) & 0xff)
/** Byte for byte the same (compared natively: a deep equality of megabytes element by element takes seconds). */
const same = (left: Uint8Array, right: Uint8Array): boolean => Buffer.from(left.buffer, left.byteOffset, left.byteLength).equals(right)

describe('chunks of a stored value', () => {
  it('splits at the size and joins back byte for byte: exactly one chunk, one byte over, none for nothing', async () => {
    const size = 1024
    for (const length of [0, 1, size - 1, size, size + 1, 3 * size, 3 * size + 7]) {
      const bytes = bytesOf(length)
      const { record, parts } = await toChunks(bytes, size)
      expect(parts.map((part) => part.byteLength)).toEqual(
        Array.from({ length: Math.ceil(length / size) }, (_, index) => Math.min(size, length - index * size)),
      )
      expect(record).toEqual({ bytes: length, parts: parts.length, sha256: await sha256Hex(bytes) })
      expect(same(await fromChunks(record, parts, 'the value'), bytes)).toBe(true)
    }
  })

  it('keeps every chunk within the default size: 3 MB in 1 MiB chunks', async () => {
    const bytes = bytesOf(3_000_000)
    const { record, parts } = await toChunks(bytes, DEFAULT_CHUNK_BYTES)
    expect(parts.map((part) => part.byteLength)).toEqual([DEFAULT_CHUNK_BYTES, DEFAULT_CHUNK_BYTES, 3_000_000 - 2 * DEFAULT_CHUNK_BYTES])
    // Each chunk has a buffer of its own: storage serialises a view with its whole buffer, 3 MB each here.
    expect(parts.map((part) => part.buffer.byteLength)).toEqual(parts.map((part) => part.byteLength))
    // Stored, a chunk is copied: what comes back is a fresh array of its own.
    expect(
      same(
        await fromChunks(
          record,
          parts.map((part) => part.slice()),
          'the file',
        ),
        bytes,
      ),
    ).toBe(true)
  })

  it('names a missing chunk, a chunk of the wrong length and a changed byte, never answering other bytes', async () => {
    const { record, parts } = await toChunks(bytesOf(2500), 1000)
    await expect(fromChunks(record, [parts[0], undefined, parts[2]], 'the records')).rejects.toThrow(
      new ChunkError('the records: chunk 2 of 3 is missing'),
    )
    await expect(fromChunks(record, parts.slice(0, 2), 'the records')).rejects.toThrow(
      new ChunkError('the records: 3 chunks were stored, 2 were read'),
    )
    await expect(fromChunks(record, [parts[0], parts[1]!.subarray(1), parts[2]], 'the records')).rejects.toThrow(
      new ChunkError('the records: the chunks hold 2499 bytes, 2500 were stored'),
    )
    const changed = parts.map((part) => part.slice())
    changed[1]![10]! ^= 1
    await expect(fromChunks(record, changed, 'the file')).rejects.toThrow(
      /^the file: the chunks' SHA-256 is [0-9a-f]{64}, [0-9a-f]{64} was stored \(the bytes changed\)$/,
    )
    await expect(fromChunks(record, [parts[0], 'not bytes', parts[2]], 'the file')).rejects.toThrow('chunk 2 of 3 is missing')
  })

  it('takes a chunk size from 1 byte to under the 2 MB a key and value may take', () => {
    expect(checkChunkBytes(undefined)).toBe(1024 * 1024)
    expect(checkChunkBytes(MAX_CHUNK_BYTES)).toBe(MAX_CHUNK_BYTES)
    for (const bad of [0, 1.5, MAX_CHUNK_BYTES + 1, 2 * 1024 * 1024])
      expect(() => checkChunkBytes(bad)).toThrow(/chunkBytes must be a whole number of bytes from 1 to 1900000/)
    expect(splitBytes(bytesOf(5), 2).map((part) => [...part])).toEqual([[0, 31], [62, 93], [124]])
  })
})
