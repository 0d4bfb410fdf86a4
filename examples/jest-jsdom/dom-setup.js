// In `setupFiles` (Vitest or Jest): under jsdom, page code gets Node's own Blob, File and FormData, the only ones
// Node's fetch sends as files with their names (jsdom's arrive as the text "undefined" or "[object File]", or under
// Vitest 5 as a file named "blob"). Elsewhere, nothing.
import { Blob, File } from 'node:buffer'

if (globalThis.navigator?.userAgent.includes('jsdom')) {
  // No node: module exports Node's FormData; a Response of Node's fetch makes one.
  const { constructor: FormData } = await new Response(new URLSearchParams()).formData()
  // Defined on the global alone: Vitest 5 would pass an assignment on to jsdom's window, whose own stay as they are.
  for (const [name, value] of Object.entries({ Blob, File, FormData })) {
    Object.defineProperty(globalThis, name, { value, writable: true, configurable: true })
  }
  // jsdom's XMLHttpRequest (MSW 3 intercepts below it) would send Node's FormData as text: it gets the encoded bytes.
  const { send } = XMLHttpRequest.prototype
  XMLHttpRequest.prototype.send = function (body) {
    if (!(body instanceof globalThis.FormData)) return send.call(this, body)
    const encoded = new Response(body)
    this.setRequestHeader('content-type', encoded.headers.get('content-type') ?? '')
    void encoded.arrayBuffer().then((bytes) => send.call(this, bytes))
  }
}
