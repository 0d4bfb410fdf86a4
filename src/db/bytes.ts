/**
 * Bytes over a plain `ArrayBuffer` (a `BodyInit`, unlike a view of a
 * `SharedArrayBuffer`): `Uint8Array<ArrayBuffer>` under TypeScript 5.7 and
 * later, a plain `Uint8Array` before, where it is not generic. Named through
 * `slice()`, whose result is that type in both, so the published declarations
 * compile under TypeScript 5.5 and narrow nothing for newer ones. An interface,
 * not an alias, so the declarations say `Bytes` where it is inferred too.
 * @example
 * const bytes: Bytes = new TextEncoder().encode('Agenda').slice()
 */
export interface Bytes extends ReturnType<Uint8Array['slice']> {}

/**
 * `Uint8Array` itself, typed as making `Bytes`: what `z.instanceof` takes
 * for a schema whose records hold `Bytes`.
 * @example
 * z.object({ bytes: z.instanceof(ByteArray) })
 */
export const ByteArray: new (length: number) => Bytes = Uint8Array

/**
 * Chunks read from a stream, joined into one run of `length` bytes.
 * @example
 * joinBytes([new Uint8Array([1]), new Uint8Array([2, 3])], 3) // Uint8Array [1, 2, 3]
 */
export function joinBytes(chunks: readonly Uint8Array[], length: number): Bytes {
  const bytes = new ByteArray(length)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}
