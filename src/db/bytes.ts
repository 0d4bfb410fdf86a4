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
 * Bytes of this realm: the view itself when it is one of this realm's
 * `Uint8Array`s, else a copy. A view made in another realm (a `vm` context,
 * jsdom's window handing its body to Node's network) fails every
 * `instanceof Uint8Array`, the store's record check among them, and its
 * `slice()` still makes that realm's kind.
 * @example
 * ownBytes(runInNewContext('new Uint8Array([1, 2])')) instanceof Uint8Array // true
 */
export function ownBytes(view: Uint8Array): Uint8Array {
  // Its type says this realm's, which is what the check doubts: joined from a copy of the reference, not narrowed away.
  const bytes: Uint8Array = view
  return view instanceof Uint8Array ? view : joinBytes([bytes], bytes.byteLength)
}

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
