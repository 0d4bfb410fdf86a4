import type { Exchange } from '../http/exchange.js'
import type { CapturedBody, ExchangeDetail } from './detail.js'

/** How much of each body `createCapture` keeps. */
export interface CaptureOptions {
  /** The most bytes of a text body it keeps; the rest is cut. Default 65536 (64 KiB). */
  maxBodyBytes?: number
}

/** Reads a request's and an answer's detail; `prepare` runs before the answer, while the request's body is unread. */
export interface Capture {
  prepare(exchange: Exchange): (response: Response | null, fault: string | undefined) => Promise<ExchangeDetail>
}

const TEXT = /^(text\/|application\/([\w.+-]*\+)?(json|xml|x-www-form-urlencoded|javascript))/i
// Faults whose body is cut, trickles or never ends: reading it would hold the journal open, or fail.
const DAMAGING = new Set(['truncate', 'slow-body', 'hang', 'network'])

const lengthOf = (headers: Headers): number | null => {
  const value = Number(headers.get('content-length') ?? Number.NaN)
  return Number.isInteger(value) && value >= 0 ? value : null
}

/** Reads at most `cap` bytes (and one more, to know it was cut), then lets the stream go. */
async function readCapped(stream: ReadableStream<Uint8Array>, cap: number): Promise<{ bytes: Uint8Array; complete: boolean }> {
  const reader = stream.getReader()
  const chunks: Uint8Array[] = []
  let read = 0
  try {
    while (read <= cap) {
      const { done, value } = await reader.read()
      if (done) return { bytes: join(chunks, read), complete: true }
      chunks.push(value)
      read += value.byteLength
    }
    return { bytes: join(chunks, read).subarray(0, cap), complete: false }
  } finally {
    void reader.cancel().catch(() => undefined)
  }
}

// Its own, not shared with the multipart reader: this module loads as a chunk of its own (with the devtools) and imports nothing of the entry.
function join(chunks: readonly Uint8Array[], length: number): Uint8Array {
  const out = new Uint8Array(length)
  let offset = 0
  for (const chunk of chunks) {
    out.set(chunk, offset)
    offset += chunk.byteLength
  }
  return out
}

const sizeText = (bytes: number): string => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KiB`)

async function bodyOf(message: Request | Response, cap: number): Promise<CapturedBody | null> {
  if (message.body === null) return null
  const type = message.headers.get('content-type') ?? ''
  const size = lengthOf(message.headers)
  if (type.toLowerCase().startsWith('multipart/form-data')) {
    try {
      const fields = [...(await message.formData()).entries()].map(([name, value]) => ({
        name,
        value: typeof value === 'string' ? value : `${value.name} (${value.type || 'no type'}, ${sizeText(value.size)})`,
      }))
      return { kind: 'form', type, fields }
    } catch {
      return { kind: 'binary', type, size }
    }
  }
  if (!TEXT.test(type) || (size !== null && size > cap * 4)) return { kind: 'binary', type: type || 'no type', size }
  const { bytes, complete } = await readCapped(message.body, cap)
  const text = new TextDecoder().decode(bytes, { stream: !complete })
  return { kind: 'text', type, text, size: complete ? bytes.byteLength : size, truncated: !complete }
}

const headersOf = (headers: Headers): Array<[string, string]> => [...headers.entries()]

/**
 * A capture of headers and bodies for the journal. Text bodies (JSON, text,
 * forms) are kept up to `maxBodyBytes`; a multipart form as its fields (a
 * file by name, type and size); anything else as its size and type. The
 * answer is read from a clone once it is ready, and never when a fault cut
 * it, slows it or holds it open.
 * @example
 * const journal = createJournal({ scenario: () => 'default', capture: createCapture({ maxBodyBytes: 16_384 }) })
 */
export function createCapture(options: CaptureOptions = {}): Capture {
  const cap = options.maxBodyBytes ?? 65_536
  return {
    prepare(exchange) {
      const { request } = exchange
      // Cloned before the operation reads the body; a request without one costs nothing.
      const copy = request.body === null ? request : request.clone()
      const requestHeaders = headersOf(request.headers)
      return async (response, fault) => {
        const requestBody = await bodyOf(copy, cap).catch((): CapturedBody => ({ kind: 'omitted', reason: 'unreadable' }))
        const captured: ExchangeDetail = { request: { headers: requestHeaders, body: requestBody }, response: null }
        if (!response) return captured
        const damaged = fault !== undefined && DAMAGING.has(fault)
        const responseBody: CapturedBody | null = damaged
          ? { kind: 'omitted', reason: `the fault "${fault}" damaged or held this body` }
          : await bodyOf(response.clone(), cap).catch((): CapturedBody => ({ kind: 'omitted', reason: 'unreadable' }))
        captured.response = { headers: headersOf(response.headers), body: responseBody }
        return captured
      }
    },
  }
}
