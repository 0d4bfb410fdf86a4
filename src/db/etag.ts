/**
 * A strong ETag of a document's bytes (FNV-1a, 32-bit, plus the length):
 * synchronous and runtime-free, which a crypto digest in the browser is not.
 * @example
 * etagOf(new TextEncoder().encode('hello')) // '"5-4f9f2cab"'
 */
export function etagOf(bytes: Uint8Array): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < bytes.length; i++) {
    hash ^= bytes[i] as number
    hash = Math.imul(hash, 0x01000193)
  }
  return `"${bytes.length.toString(16)}-${(hash >>> 0).toString(16).padStart(8, '0')}"`
}
