import { joinBytes, type Bytes } from '../db/bytes.js'

/**
 * A body stream read to its end into one run of bytes, reading no further
 * once past `limit` bytes: then it cancels the stream and throws what `over`
 * makes. A stream that fails (its client or its service went away) rejects
 * with the stream's own error.
 * @example
 * const bytes = await readWithin(request.body, 1024, () => new Error('over 1 KiB'))
 */
export async function readWithin(stream: ReadableStream<Uint8Array>, limit: number, over: () => Error): Promise<Bytes> {
  const reader = stream.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength
    if (size > limit) {
      // Not awaited: cancelling one branch of a teed body settles only when both are cancelled.
      void reader.cancel().catch(() => undefined)
      throw over()
    }
    chunks.push(chunk.value)
  }
  return joinBytes(chunks, size)
}
