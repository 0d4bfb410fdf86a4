// In `setupFiles` (Vitest or Jest): under jsdom, page code gets Node's own Blob, File and FormData,
// the only ones Node's fetch sends as files (jsdom's arrive as the text "undefined" or "[object File]"). Elsewhere, nothing.
import { Blob, File } from 'node:buffer'

if (globalThis.navigator?.userAgent.includes('jsdom')) {
  // No node: module exports Node's FormData; a Response of Node's fetch makes one.
  const { constructor: FormData } = await new Response(new URLSearchParams()).formData()
  Object.assign(globalThis, { Blob, File, FormData })
}
