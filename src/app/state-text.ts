import { ApiError } from '../http/api-error.js'
import { nextTurn } from '../http/steps.js'

/** How many bytes of a body are decoded between two turns of the event loop. */
const BYTES_PER_TURN = 1024 * 1024

/**
 * The text of a `PUT /__mock/state` body, for the world to parse in steps
 * (`importStateText`), decoded a megabyte at a time with the event loop
 * free between: what `readJson` would refuse before it reads a field is
 * refused the same way here, with its 400s (`Malformed JSON`, `Expected a
 * JSON object`); an empty body is the empty object, as there.
 * @example
 * await world.importStateText(await stateTextOf(request))
 */
export async function stateTextOf(request: Request): Promise<string> {
  const text = await decodeInTurns(request)
  if (text.trim() === '') return '{}'
  // An object's text begins with `{`; anything else is answered at once, as readJson answers it.
  if (!/^\s*\{/.test(text)) {
    let value: unknown
    try {
      value = JSON.parse(text)
    } catch {
      throw ApiError.badRequest('Malformed JSON', 'body')
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) throw ApiError.badRequest('Expected a JSON object', 'body')
  }
  return text
}

/** The body as UTF-8 text, as `request.text()` gives it, decoded in pieces. */
async function decodeInTurns(request: Request): Promise<string> {
  if (!request.body) return ''
  const reader = request.body.getReader()
  const decoder = new TextDecoder()
  const pieces: string[] = []
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    for (let at = 0; at < read.value.byteLength; at += BYTES_PER_TURN) {
      pieces.push(decoder.decode(read.value.subarray(at, at + BYTES_PER_TURN), { stream: true }))
      if (read.value.byteLength > BYTES_PER_TURN) await nextTurn()
    }
  }
  pieces.push(decoder.decode())
  return pieces.join('')
}
