import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { driveOf, sha256, stream } from './support/files.js'
import { fixtures } from './support/fixtures.js'
import { useMock } from './support/mock.js'

const { mock, anonymous, baseUrl } = useMock()
const api = anonymous.as('demo-token')
const DRIVE = driveOf(fixtures.alice.user_id)

/**
 * A multipart body whose bytes are a Uint8Array of another realm, read in one chunk: what jsdom's
 * XMLHttpRequest hands to Node under MSW 3, which intercepts below it (jsdom builds the body in its
 * window, a realm of its own). Every byte value, so a text round trip would show.
 */
function crossRealmUpload(): { body: ReadableStream<Uint8Array>; contentType: string; bytes: Uint8Array } {
  const bytes = Uint8Array.from({ length: 256 }, (_, i) => i)
  const boundary = 'realm-boundary'
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="workspace_id"\r\n\r\n${DRIVE}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="other-realm.bin"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  )
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`)
  const whole = [...head, ...bytes, ...tail]
  const foreign = runInNewContext(`new Uint8Array(${JSON.stringify(whole)})`) as Uint8Array
  expect(foreign instanceof Uint8Array).toBe(false)
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(foreign)
      controller.close()
    },
  })
  return { body, contentType: `multipart/form-data; boundary=${boundary}`, bytes }
}

describe('Upload Document with bytes from another realm', () => {
  it('stores them as its own copy and streams back the same bytes, never a 500', async () => {
    const { body, contentType, bytes } = crossRealmUpload()
    const response = await fetch(`${baseUrl()}/documents/upload`, {
      method: 'POST',
      headers: { authorization: 'Bearer demo-token', 'content-type': contentType },
      body,
      duplex: 'half',
    } as RequestInit)
    const answer = await response.json()
    expect(answer.message).toBe('Document uploaded')
    expect(response.status).toBe(200)
    expect(answer.result).toMatchObject({ name: 'other-realm.bin', size_bytes: 256 })
    const streamed = await stream(api, answer.result.document_id)
    expect(streamed.status).toBe(200)
    expect(sha256(streamed.bytes)).toBe(sha256(bytes))
    expect(mock.db.documents.findFirst((q) => q.where({ name: 'other-realm.bin' }))?.size_bytes).toBe(256)
  })
})
