import { etagOf } from './etag.js'

/** A sample file of `fixtures/files/`, decoded, and its ETag. */
export interface Sample {
  readonly bytes: Uint8Array<ArrayBuffer>
  readonly etag: string
}

/** Sample files' bytes and their ETags, decoded and hashed once per set of files: documents share them (records are never mutated). */
const decoded = new WeakMap<object, Map<string, Sample>>()

/**
 * The bytes and ETag of the sample file `name` of a set of files (`blobs`,
 * base64 by name), decoded once per set; undefined when it is not base64.
 * @example
 * sampleOf(files, 'readme.txt', files['readme.txt'])?.etag
 */
export function sampleOf(blobs: object, name: string, base64: string): Sample | undefined {
  let samples = decoded.get(blobs)
  if (!samples) decoded.set(blobs, (samples = new Map<string, Sample>()))
  let sample = samples.get(name)
  if (!sample) {
    let binary: string
    try {
      binary = atob(base64)
    } catch {
      return undefined
    }
    const bytes = new Uint8Array(binary.length)
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
    samples.set(name, (sample = { bytes, etag: etagOf(bytes) }))
  }
  return sample
}

/**
 * How many bytes a base64 text decodes to, without decoding it.
 * @example
 * decodedLength('aGk=') // 2
 */
export function decodedLength(base64: string): number {
  return (base64.length * 3) / 4 - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0)
}
