import { readFileSync } from 'node:fs'
import { beforeEach, describe, expect, it } from 'vitest'
import { INVALID_TOKEN, type Client } from './support/client.js'
import { documentNamed as doc, MISSING, sha256, stream, tokenOf, upload, workspaceId as workspace } from './support/files.js'
import { useMock } from './support/mock.js'

const { mock, anonymous, login, baseUrl } = useMock()
const PLATFORM = workspace('Platform')

let api: Client
beforeEach(async () => {
  api = await login()
})

describe('Stream Document', () => {
  const gateway = doc('Gateway spec.pdf')
  const pdf = new Uint8Array(readFileSync(new URL('../fixtures/files/architecture-overview.pdf', import.meta.url)))

  it('answers the fixture PDF exactly, with the headers a PDF viewer needs', async () => {
    const { status, headers, bytes } = await stream(api, gateway.document_id)
    expect(status).toBe(200)
    expect(sha256(bytes)).toBe(sha256(pdf))
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-')
    expect(headers.get('content-type')).toBe('application/pdf')
    expect(headers.get('content-length')).toBe('736')
    expect(headers.get('content-disposition')).toBe('inline; filename="Gateway spec.pdf"')
    expect(headers.get('x-content-type-options')).toBe('nosniff')
    expect(headers.get('accept-ranges')).toBe('bytes')
    expect(headers.get('etag')).toBe(mock.db.blobs.get(gateway.document_id)!.etag)
  })

  it('names a UTF-8 file with an ASCII fallback and an RFC 5987 filename*', async () => {
    const name = 'Résumé "2026" 📄.txt'
    const document = await upload(api, 'hi', 'x.txt', 'text/plain', { workspace_id: PLATFORM, name })
    const disposition = (await stream(api, document.document_id)).headers.get('content-disposition')!
    expect(disposition).toMatch(/^inline; filename="Resume _2026_ __.txt"; filename\*=UTF-8''/)
    const encoded = disposition.split("filename*=UTF-8''")[1]!
    expect(encoded).toMatch(/^[A-Za-z0-9!#$&+\-.^_`|~%]+$/)
    expect(decodeURIComponent(encoded)).toBe(name)
    const attachment = await stream(api, document.document_id, {}, { disposition: 'attachment' })
    expect(attachment.headers.get('content-disposition')).toMatch(/^attachment; filename=/)
  })

  describe('Range', () => {
    const size = 736
    it.each([
      ['bytes=0-99', 0, 99],
      ['bytes=100-', 100, size - 1],
      ['bytes=-100', size - 100, size - 1],
      ['bytes=0-0', 0, 0],
      ['bytes=735-735', 735, 735],
      ['bytes=700-99999', 700, size - 1],
      ['bytes=-99999', 0, size - 1],
      ['Bytes = 10-19'.replace(' = ', '='), 10, 19],
    ])('answers 206 with exactly the bytes of %s', async (range, start, end) => {
      const { status, headers, bytes } = await stream(api, gateway.document_id, { range })
      expect(status).toBe(206)
      expect(headers.get('content-range')).toBe(`bytes ${start}-${end}/${size}`)
      expect(headers.get('content-length')).toBe(String(end - start + 1))
      expect(headers.get('content-type')).toBe('application/pdf')
      expect(sha256(bytes)).toBe(sha256(pdf.subarray(start, end + 1)))
    })

    it.each(['bytes=736-', 'bytes=1000-2000', 'bytes=-0'])('answers 416 with Content-Range bytes */size for %s', async (range) => {
      const { status, headers, text } = await stream(api, gateway.document_id, { range })
      expect(status).toBe(416)
      expect(headers.get('content-range')).toBe(`bytes */${size}`)
      expect(JSON.parse(text)).toEqual({ success: false, message: 'Range not satisfiable', result: null, errors: null, except: null })
    })

    it.each(['bytes=0-1,5-6', 'bytes=abc', 'bytes=5-2', 'items=0-1', 'bytes=', 'bytes=--1', 'bytes=1-2-3'])(
      'answers the whole file (200) for a multi-range or malformed header: %s',
      async (range) => {
        const { status, headers, bytes } = await stream(api, gateway.document_id, { range })
        expect(status).toBe(200)
        expect(headers.get('content-range')).toBeNull()
        expect(sha256(bytes)).toBe(sha256(pdf))
      },
    )

    it('honours If-Range only when it holds the current ETag', async () => {
      const etag = mock.db.blobs.get(gateway.document_id)!.etag
      expect((await stream(api, gateway.document_id, { range: 'bytes=0-9', 'if-range': etag })).status).toBe(206)
      const stale = await stream(api, gateway.document_id, { range: 'bytes=0-9', 'if-range': '"0-00000000"' })
      expect(stale.status).toBe(200)
      expect(stale.bytes.byteLength).toBe(size)
    })

    it('answers 416 for any range of an empty file', async () => {
      const empty = await upload(api, '', 'empty.txt', 'text/plain', { workspace_id: PLATFORM })
      const { status, headers } = await stream(api, empty.document_id, { range: 'bytes=0-' })
      expect(status).toBe(416)
      expect(headers.get('content-range')).toBe('bytes */0')
    })
  })

  it('answers 304 with no body when If-None-Match holds the current ETag', async () => {
    const etag = (await stream(api, gateway.document_id)).headers.get('etag')!
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const { status, headers, bytes } = await stream(api, gateway.document_id, { 'if-none-match': ifNoneMatch })
      expect(status, ifNoneMatch).toBe(304)
      expect(bytes.byteLength).toBe(0)
      expect(headers.get('etag')).toBe(etag)
    }
    expect((await stream(api, gateway.document_id, { 'if-none-match': '"other"' })).status).toBe(200)
  })

  it('gives different bytes a different ETag and the same bytes the same', async () => {
    const a = await upload(api, 'alpha', 'a.txt', '', { workspace_id: PLATFORM })
    const b = await upload(api, 'alphb', 'b.txt', '', { workspace_id: PLATFORM })
    const c = await upload(api, 'alpha', 'c.txt', '', { workspace_id: PLATFORM })
    const etag = async (id: string) => (await stream(api, id)).headers.get('etag')
    expect(await etag(a.document_id)).not.toBe(await etag(b.document_id))
    expect(await etag(a.document_id)).toBe(await etag(c.document_id))
  })

  it('answers HEAD with the same headers and no body', async () => {
    const token = await tokenOf(anonymous)
    // HEAD answers carry no body, which the checking client cannot read as an envelope: plain fetch here.
    const head = (documentId: string, headers: Record<string, string> = {}) =>
      fetch(`${baseUrl()}/documents/stream?document_id=${documentId}`, {
        method: 'HEAD',
        headers: { authorization: `Bearer ${token}`, ...headers },
      })
    const whole = await head(gateway.document_id)
    expect(whole.status).toBe(200)
    expect((await whole.arrayBuffer()).byteLength).toBe(0)
    expect(whole.headers.get('content-length')).toBe('736')
    expect(whole.headers.get('accept-ranges')).toBe('bytes')
    expect(whole.headers.get('content-type')).toBe('application/pdf')
    const ranged = await head(gateway.document_id, { range: 'bytes=-10' })
    expect(ranged.status).toBe(206)
    expect(ranged.headers.get('content-range')).toBe('bytes 726-735/736')
    const unsatisfiable = await head(gateway.document_id, { range: 'bytes=1000-2000' })
    expect(unsatisfiable.status).toBe(416)
    expect(unsatisfiable.headers.get('content-range')).toBe('bytes */736')
    expect((await head(gateway.document_id, { 'if-none-match': whole.headers.get('etag')! })).status).toBe(304)
    const missing = await head(MISSING)
    expect(missing.status).toBe(404)
    expect((await missing.arrayBuffer()).byteLength).toBe(0)
    // Rejected by the pipeline itself (no token, a bad id): still headers only.
    for (const rejected of [
      await fetch(`${baseUrl()}/documents/stream?document_id=${gateway.document_id}`, { method: 'HEAD' }),
      await head('not-a-uuid'),
    ]) {
      expect([401, 400]).toContain(rejected.status)
      expect((await rejected.arrayBuffer()).byteLength).toBe(0)
    }
  })

  it("answers 400, the fixed 401, and 404 for a missing or another account's document", async () => {
    expect((await stream(api, 'nope')).status).toBe(400)
    const anon = await stream(anonymous, gateway.document_id)
    expect(anon.status).toBe(401)
    expect(anon.text).toBe(INVALID_TOKEN)
    for (const id of [MISSING, doc('Lab notes.txt').document_id]) {
      const { status, text } = await stream(api, id)
      expect(status).toBe(404)
      expect(JSON.parse(text).message).toBe('Document not found')
    }
  })

  it('streams to a viewer', async () => {
    const viewer = await login('viewer-api-key')
    const { status, bytes } = await stream(viewer, gateway.document_id, { range: 'bytes=0-4' })
    expect(status).toBe(206)
    expect(new TextDecoder().decode(bytes)).toBe('%PDF-')
  })
})
