import { joinBytes, type Bytes } from '../db/bytes.js'

/** The most bytes of one answer a recording keeps: past it, the answer is told as too large. */
export const MAX_RECORDED_BYTES = 64 * 1024 * 1024

/**
 * A stream read to its end into one run of bytes; rejects past `limit`
 * bytes (and stops reading), or when the stream fails (the client left).
 * @example
 * const bytes = await readWhole(copy)
 */
export async function readWhole(stream: ReadableStream<Uint8Array>, limit = MAX_RECORDED_BYTES): Promise<Bytes> {
  const reader = stream.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength
    if (size > limit) {
      void reader.cancel().catch(() => undefined)
      throw new Error(`the answer is over ${limit} bytes`)
    }
    chunks.push(chunk.value)
  }
  return joinBytes(chunks, size)
}
