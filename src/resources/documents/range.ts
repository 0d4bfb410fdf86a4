/** The bytes `start`–`end` (both inclusive) of a representation. */
export interface ByteRange {
  readonly start: number
  readonly end: number
}

/**
 * What a `Range` header asks of a representation of `size` bytes:
 * - `null`: the whole representation — no header, another unit, a malformed
 *   or invalid header (RFC 9110 §14.2 lets a server ignore them), or several
 *   ranges (answered whole, 200, rather than as `multipart/byteranges`);
 * - `'unsatisfiable'`: one range that starts at or past the end (416);
 * - a `ByteRange`: one range, clipped to the representation (206).
 * Forms: `bytes=0-499`, open-ended `bytes=500-`, suffix `bytes=-500`.
 * @example
 * parseRange('bytes=-500', 1000) // { start: 500, end: 999 }
 * parseRange('bytes=1000-', 1000) // 'unsatisfiable'
 * parseRange('pages=1', 1000) // null
 */
export function parseRange(header: string | null, size: number): ByteRange | 'unsatisfiable' | null {
  if (header === null) return null
  const match = /^bytes=(.*)$/i.exec(header.trim())
  if (!match) return null
  const specs = (match[1] as string)
    .split(',')
    .map((spec) => spec.trim())
    .filter((spec) => spec !== '')
  if (specs.length !== 1) return null
  const spec = specs[0] as string

  const suffix = /^-(\d+)$/.exec(spec)
  if (suffix) {
    const length = Number(suffix[1])
    if (length === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - length), end: size - 1 }
  }
  const bounded = /^(\d+)-(\d*)$/.exec(spec)
  if (!bounded) return null
  const start = Number(bounded[1])
  const last = bounded[2] === '' ? Number.POSITIVE_INFINITY : Number(bounded[2])
  if (last < start) return null
  if (start >= size) return 'unsatisfiable'
  return { start, end: Math.min(last, size - 1) }
}
