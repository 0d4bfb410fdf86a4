/**
 * Base64 for the files a state file carries. A state file may hold tens of
 * megabytes of it, read while other clients wait: where the runtime has
 * Node's `Buffer` (Node, Bun) its native codec does the work, some ten times
 * faster than any loop in JavaScript; elsewhere (a browser) `atob` does.
 * Both take padded base64 only, as an export writes it.
 */
import type { Bytes } from '../db/bytes.js'

interface NativeBuffer {
  write(text: string, encoding: 'base64'): number
  toString(encoding: 'base64'): string
}
interface NativeBufferClass {
  from(buffer: ArrayBuffer, offset: number, length: number): NativeBuffer
}

// Read from globalThis, never named: a bundler then has no reason to ship a Buffer polyfill to browsers.
const native = (globalThis as { Buffer?: NativeBufferClass }).Buffer

/**
 * How many bytes a base64 text decodes to, read from its length and padding
 * alone; `undefined` when its length is not that of padded base64.
 * @example
 * decodedLength('aGk=') // 2
 */
export function decodedLength(text: string): number | undefined {
  if (text.length % 4 !== 0) return undefined
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0
  return (text.length / 4) * 3 - padding
}

/**
 * Bytes as base64.
 * @example
 * toBase64(new TextEncoder().encode('hi')) // 'aGk='
 */
export function toBase64(bytes: Uint8Array): string {
  if (native) return native.from(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength).toString('base64')
  // The runtime's own encoder where there is one (Workers, recent browsers): tens of times faster than the loop.
  const own = (bytes as { toBase64?: () => string }).toBase64
  if (typeof own === 'function') return own.call(bytes)
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

/**
 * The bytes of a base64 text, in an array of their own; `undefined` when the
 * text is not padded base64 (whitespace, URL-safe letters or a misplaced `=`
 * included).
 * @example
 * fromBase64('aGk=') // Uint8Array [104, 105]
 * fromBase64('a b') // undefined
 */
export function fromBase64(text: string): Bytes | undefined {
  if (!native) return fromBase64Portable(text)
  const length = decodedLength(text)
  if (length === undefined || text.includes('-') || text.includes('_')) return undefined
  const bytes = new Uint8Array(length)
  // Node's decoder skips what is not base64 (and reads URL-safe letters), so anything else decodes to fewer bytes than the length promises.
  return native.from(bytes.buffer, 0, length).write(text, 'base64') === length ? bytes : undefined
}

/**
 * `fromBase64` where there is no `Buffer` (a browser): the same answers,
 * through `atob`, which is lenient about whitespace and padding, so both are
 * refused first.
 * @example
 * fromBase64Portable('aGk=') // Uint8Array [104, 105]
 */
export function fromBase64Portable(text: string): Bytes | undefined {
  const length = decodedLength(text)
  if (length === undefined || /[\t\n\f\r ]/.test(text)) return undefined
  // The runtime's own decoder where there is one (Workers, recent browsers): it refuses a letter out of the
  // alphabet or a misplaced `=`, and reads padding bits as atob does.
  const own = (Uint8Array as { fromBase64?: (text: string) => Uint8Array }).fromBase64
  if (typeof own === 'function') {
    try {
      const bytes = own.call(Uint8Array, text) as Bytes
      return bytes.length === length ? bytes : undefined
    } catch {
      return undefined
    }
  }
  let binary: string
  try {
    binary = atob(text)
  } catch {
    return undefined
  }
  const bytes = new Uint8Array(length)
  for (let i = 0; i < length; i++) bytes[i] = binary.charCodeAt(i)
  return binary.length === length ? bytes : undefined
}
