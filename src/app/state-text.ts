import { ApiError } from '../http/api-error.js'
import { nextTurn } from '../http/steps.js'

/**
 * The text of a `PUT /__mock/state` body, to be read in slices
 * (`prepareStateText`): what `readJson` would refuse before it reads a field is
 * refused the same way here, with its 400s (`Malformed JSON`, `Expected a
 * JSON object`); an empty body is the empty object, as there.
 * @example
 * importPrepared(world, await prepareStateText(await stateTextOf(request)))
 */
export async function stateTextOf(request: Request): Promise<string> {
  const text = await textOf(request)
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

/**
 * The body as UTF-8 text, as `request.text()` gives it: read from its stream, which on the server holds the
 * bytes read (no copy), and decoded in one go after a turn of the event loop, so that reading the body and
 * decoding it are two waits for other clients, not one.
 */
async function textOf(request: Request): Promise<string> {
  if (!request.body) return ''
  const reader = request.body.getReader()
  const parts: Uint8Array[] = []
  let size = 0
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    parts.push(read.value)
    size += read.value.byteLength
  }
  let bytes = parts[0] ?? new Uint8Array(0)
  if (parts.length > 1) {
    bytes = new Uint8Array(size)
    let at = 0
    for (const part of parts) {
      bytes.set(part, at)
      at += part.byteLength
    }
  }
  await nextTurn()
  return new TextDecoder().decode(bytes)
}
