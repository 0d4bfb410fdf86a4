/** Where the README shows the setup that lets a DOM test environment's files reach `fetch` whole. */
export const DOM_ENVIRONMENTS_HELP = 'the section "DOM test environments" of doc-workspace-mock\'s README.md'

/**
 * What a JavaScript object becomes when something turns it into text: jsdom's
 * `File` and `Blob` handed to Node's `fetch` arrive as a part named `blob`
 * holding `undefined`; a `File` of one realm appended to another realm's
 * `FormData` arrives as the text `[object File]`. No real file is only that.
 */
const STRINGIFIED = /^(?:undefined|\[object [A-Za-z]*\])$/

/** The text of a short body, or `null` when it is long or not a stringified object. */
function stringifiedObject(body: Uint8Array): string | null {
  if (body.byteLength > 40) return null
  const text = new TextDecoder().decode(body)
  return STRINGIFIED.test(text) ? text : null
}

/**
 * Why the part sent as the file is not one, or `null` when it is a file:
 * a text part (no `filename`), or a part holding only the text of an object
 * (with or without a `filename`). The latter names what arrived and where the
 * fix is, since it comes from a test environment, never from a user's file.
 * @example
 * fileFieldError(null, new TextEncoder().encode('hello')) // 'Expected a file, got a string'
 * fileFieldError('blob', new TextEncoder().encode('undefined')) // 'Expected a file, got the text "undefined" (9 bytes) in a part named "blob": …'
 * fileFieldError('notes.txt', new TextEncoder().encode('hello')) // null
 */
export function fileFieldError(filename: string | null, body: Uint8Array): string | null {
  const text = stringifiedObject(body)
  if (text === null) return filename === null ? 'Expected a file, got a string' : null
  const where = filename === null ? '' : ` in a part named ${JSON.stringify(filename)}`
  return (
    `Expected a file, got the text ${JSON.stringify(text)} (${body.byteLength} bytes)${where}: ` +
    `the File or FormData of a DOM test environment (jsdom) that did not reach fetch whole; see ${DOM_ENVIRONMENTS_HELP}`
  )
}
