import { beforeEach, describe, expect, it } from 'vitest'
import type { Client } from './support/client.js'
import { documentNamed, stream, tokenOf, upload, workspaceId } from './support/files.js'
import { useMock } from './support/mock.js'

const { mock, anonymous, login, baseUrl } = useMock()
const PLATFORM = workspaceId('Platform')

let api: Client
beforeEach(async () => {
  api = await login()
})

const dispositionOf = async (documentId: string, disposition = 'inline'): Promise<string | null> =>
  (await stream(api, documentId, {}, { disposition })).headers.get('content-disposition')
const storedName = async (documentId: string): Promise<string> =>
  (await api.get('/documents/info', { document_id: documentId })).body.result.name

describe('the name a download carries', () => {
  it('keeps no path separator of a name like ../../etc/passwd, which the document keeps as it was given', async () => {
    const document = await upload(api, 'root:x:0:0', 'passwd', 'text/plain', { workspace_id: PLATFORM, name: '../../etc/passwd' })
    expect(document.name).toBe('../../etc/passwd')
    expect(await storedName(document.document_id)).toBe('../../etc/passwd')
    expect(await dispositionOf(document.document_id)).toBe(`inline; filename=".._.._etc_passwd"; filename*=UTF-8''.._.._etc_passwd`)
    expect(await dispositionOf(document.document_id, 'attachment')).toBe(
      `attachment; filename=".._.._etc_passwd"; filename*=UTF-8''.._.._etc_passwd`,
    )
  })

  it('replaces backslashes and quotes, and spells accents in ASCII with the UTF-8 name beside it', async () => {
    const name = '..\\..\\Windows\\"système".ini'
    const document = await upload(api, '[boot]', 'system.ini', 'text/plain', { workspace_id: PLATFORM, name })
    expect(await storedName(document.document_id)).toBe(name)
    expect(await dispositionOf(document.document_id)).toBe(
      `inline; filename=".._.._Windows__systeme_.ini"; filename*=UTF-8''.._.._Windows_%22syst%C3%A8me%22.ini`,
    )
  })

  it('carries no control character or bidirectional override of a stored name', async () => {
    // The API refuses such names; a state file or a direct write can still store one.
    const document = await upload(api, 'x', 'x.txt', 'text/plain', { workspace_id: PLATFORM })
    const name = 'a/b\\c"d\u0007e\u00e9\u0085f\r\n\u202Egnp.exe'
    mock.db.documents.update(document.document_id, { name })
    expect(await storedName(document.document_id)).toBe(name)
    expect(await dispositionOf(document.document_id)).toBe(
      `inline; filename="a_b_c_d_ee_f___gnp.exe"; filename*=UTF-8''a_b_c%22d_e%C3%A9_f___gnp.exe`,
    )
  })

  it('is the plain name alone when it is printable ASCII already', async () => {
    const document = await upload(api, 'x', 'notes.txt', 'text/plain', { workspace_id: PLATFORM, name: 'Q1 notes (final).txt' })
    expect(await dispositionOf(document.document_id)).toBe('inline; filename="Q1 notes (final).txt"')
  })
})

describe('X-Content-Type-Options', () => {
  const gateway = documentNamed('Gateway spec.pdf')

  it('is nosniff on 200, 206 and 304 answers of Stream Document', async () => {
    const whole = await stream(api, gateway.document_id)
    expect(whole.status).toBe(200)
    expect(whole.headers.get('x-content-type-options')).toBe('nosniff')
    const ranged = await stream(api, gateway.document_id, { range: 'bytes=0-9' })
    expect(ranged.status).toBe(206)
    expect(ranged.headers.get('x-content-type-options')).toBe('nosniff')
    const unchanged = await stream(api, gateway.document_id, { 'if-none-match': whole.headers.get('etag')! })
    expect(unchanged.status).toBe(304)
    expect(unchanged.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('is nosniff on HEAD answers', async () => {
    const token = await tokenOf(anonymous)
    const head = (headers: Record<string, string> = {}) =>
      fetch(`${baseUrl()}/documents/stream?document_id=${gateway.document_id}`, {
        method: 'HEAD',
        headers: { authorization: `Bearer ${token}`, ...headers },
      })
    for (const [headers, status] of [
      [{}, 200],
      [{ range: 'bytes=-10' }, 206],
    ] as const) {
      const response = await head(headers)
      expect(response.status).toBe(status)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    }
  })

  it('is nosniff and sandboxed on an uploaded HTML page or SVG, served with the type it was given, so its script never runs as the server', async () => {
    for (const [body, name, type] of [
      ['<script>alert(1)</script>', 'page.html', 'text/html'],
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'x.svg', 'image/svg+xml'],
    ] as const) {
      const document = await upload(api, body, name, type, { workspace_id: PLATFORM })
      const { headers, text } = await stream(api, document.document_id)
      expect(headers.get('content-type')).toBe(type)
      expect(headers.get('x-content-type-options')).toBe('nosniff')
      expect(headers.get('content-security-policy')).toBe('sandbox')
      expect(headers.get('content-disposition')).toBe(`inline; filename="${name}"`)
      expect(text).toBe(body)
    }
  })

  it('leaves a PDF or an image without a sandbox, so a viewer previews it inline', async () => {
    const document = await upload(api, 'plain', 'notes.txt', 'text/plain', { workspace_id: PLATFORM })
    expect((await stream(api, document.document_id)).headers.get('content-security-policy')).toBeNull()
  })
})
