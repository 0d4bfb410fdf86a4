/** Where the README shows the setup that lets a DOM test environment's files reach `fetch` whole. */
const DOM_ENVIRONMENTS_HELP = 'the section "DOM test environments" of doc-workspace-mock\'s README.md'

/**
 * What a JavaScript object becomes when something turns it into text: a
 * `File` of one realm appended to another realm's `FormData` arrives as a
 * text part (no filename) holding `[object File]`.
 */
const STRINGIFIED = /^(?:undefined|\[object [A-Za-z]+\])$/

/** The text of a short body, or `null` when it is long or not a stringified object. */
function stringifiedObject(body: Uint8Array): string | null {
  if (body.byteLength > 40) return null
  const text = new TextDecoder().decode(body)
  return STRINGIFIED.test(text) ? text : null
}

/**
 * jsdom's `File` or `Blob` handed to Node's `fetch` arrives as a file named
 * `blob` holding the nine bytes `undefined`: the one file part a DOM test
 * environment makes that no user's file is (a real file of that name and
 * content would have to be both).
 */
const isJsdomBlob = (filename: string | null, body: Uint8Array): boolean =>
  filename === 'blob' && body.byteLength === 9 && new TextDecoder().decode(body) === 'undefined'

/**
 * Why the part sent as the file is not one, or `null` when it is a file: a
 * text part (no `filename`), named for what it holds when that is the text of
 * an object; or the file jsdom's `Blob` becomes. The latter two name what
 * arrived and where the fix is, since they come from a test environment.
 * @example
 * fileFieldError(null, new TextEncoder().encode('hello')) // 'Expected a file, got a string'
 * fileFieldError('blob', new TextEncoder().encode('undefined')) // 'Expected a file, got the text "undefined" (9 bytes) in a file named "blob": …'
 * fileFieldError('notes.txt', new TextEncoder().encode('undefined')) // null
 */
export function fileFieldError(filename: string | null, body: Uint8Array): string | null {
  const jsdomBlob = isJsdomBlob(filename, body)
  if (filename !== null && !jsdomBlob) return null
  const text = jsdomBlob ? 'undefined' : stringifiedObject(body)
  if (text === null) return 'Expected a file, got a string'
  const where = filename === null ? '' : ` in a file named ${JSON.stringify(filename)}`
  return (
    `Expected a file, got the text ${JSON.stringify(text)} (${body.byteLength} bytes)${where}: ` +
    `the File or FormData of a DOM test environment (jsdom) that did not reach fetch whole; see ${DOM_ENVIRONMENTS_HELP}`
  )
}
