/**
 * The framing of a `multipart/form-data` body (RFC 7578, RFC 2046): its
 * boundary, and the parts between boundaries with their names, file names and
 * types. What the parts must hold is the reader's concern (multipart.ts).
 */
import { ApiError } from './api-error.js'

/** One part of a multipart body: a text field (`filename` null) or a file; `body` is a view of the request's bytes. */
export interface Part {
  readonly name: string
  readonly filename: string | null
  readonly type: string | null
  readonly body: Uint8Array
}

const malformed = (): ApiError => ApiError.badRequest('Malformed multipart/form-data body', 'body')

/** The `boundary` parameter of a multipart `Content-Type`, quoted or not. */
export function boundaryOf(contentType: string): string {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i.exec(contentType)
  const boundary = match?.[1] ?? match?.[2]
  if (boundary === undefined) throw malformed()
  return boundary
}

/**
 * The parts of a multipart body (RFC 7578, RFC 2046), each a view of `body`
 * rather than a copy: a multi-megabyte upload is searched once, never copied
 * part by part. A preamble and an epilogue are ignored; anything else out of
 * shape (no closing boundary, a part without a name) is a 400.
 */
export function parseParts(body: Uint8Array, boundary: string): Part[] {
  const dashBoundary = new TextEncoder().encode(`--${boundary}`)
  const delimiter = new TextEncoder().encode(`\r\n--${boundary}`)
  const find = searcher(delimiter)
  const parts: Part[] = []
  const opening = startsWith(body, dashBoundary, 0) ? -2 : find(body, 0)
  if (opening === -1) throw malformed()
  let at = opening + 2
  for (;;) {
    at += dashBoundary.length
    if (body[at] === 0x2d && body[at + 1] === 0x2d) return parts
    while (body[at] === 0x20 || body[at] === 0x09) at++
    if (body[at] !== 0x0d || body[at + 1] !== 0x0a) throw malformed()
    const headersEnd = findHeadersEnd(body, at)
    const end = headersEnd < 0 ? -1 : find(body, headersEnd + 4)
    if (end < 0) throw malformed()
    parts.push(partOf(new TextDecoder().decode(body.subarray(at + 2, headersEnd)), body.subarray(headersEnd + 4, end)))
    at = end + 2
  }
}

const startsWith = (haystack: Uint8Array, needle: Uint8Array, at: number): boolean => needle.every((byte, i) => haystack[at + i] === byte)

/**
 * A Boyer–Moore–Horspool search for `needle`: it skips up to the needle's
 * length at a time, so a 24 MiB file is crossed in a few milliseconds
 * without `Buffer` (this code also runs in browsers).
 */
function searcher(needle: Uint8Array): (haystack: Uint8Array, from: number) => number {
  const last = needle.length - 1
  const skip = new Uint32Array(256).fill(needle.length)
  for (let i = 0; i < last; i++) skip[needle[i] as number] = last - i
  return (haystack, from) => {
    for (let i = from; i + last < haystack.length; i += skip[haystack[i + last] as number] as number) {
      let j = last
      while (j >= 0 && haystack[i + j] === needle[j]) j--
      if (j < 0) return i
    }
    return -1
  }
}

/** The blank line that ends a part's headers. */
const findHeadersEnd = searcher(new Uint8Array([0x0d, 0x0a, 0x0d, 0x0a]))

/** A part from its header lines: `Content-Disposition: form-data; name="…"; filename="…"` and `Content-Type`. */
function partOf(head: string, body: Uint8Array): Part {
  let name: string | null = null
  let filename: string | null = null
  let type: string | null = null
  for (const line of head === '' ? [] : head.split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon <= 0) throw malformed()
    const field = line.slice(0, colon).trim().toLowerCase()
    const value = line.slice(colon + 1).trim()
    if (field === 'content-type') type = value
    if (field !== 'content-disposition') continue
    if (!/^form-data\s*(;|$)/i.test(value)) throw malformed()
    const params = new Map<string, string>()
    for (const [, key, quoted, token] of value.matchAll(/;\s*([\w!#$%&'*+.^`|~-]+)\s*=\s*(?:"([^"]*)"|([^;\s]*))/g)) {
      params.set((key as string).toLowerCase(), quoted ?? token ?? '')
    }
    const given = (key: string): string | null => (params.has(key) ? unescapeName(params.get(key) as string) : null)
    const extended = /^utf-8''(.*)$/i.exec(params.get('filename*') ?? '')?.[1]
    name = given('name')
    filename = extended === undefined ? given('filename') : decodeExtended(extended)
  }
  if (name === null) throw malformed()
  return { name, filename, type, body }
}

/** Browsers escape a newline and a quote in a field or file name as `%0A`, `%0D` and `%22` (the HTML standard's encoding). */
const unescapeName = (name: string): string => name.replace(/%0A/gi, '\n').replace(/%0D/gi, '\r').replace(/%22/g, '"')

/** A `filename*` (RFC 5987) after its `UTF-8''`; one that is not UTF-8 percent-encoding is a malformed part. */
function decodeExtended(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    throw malformed()
  }
}
