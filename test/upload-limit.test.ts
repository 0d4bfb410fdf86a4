import { describe, expect, it } from 'vitest'
import { ApiError } from '../src/http/api-error.js'
import { readMultipart } from '../src/http/multipart.js'
import { UploadFields } from '../src/resources/documents/schema.js'
import { randomFile, sha256, stream, treeState, uploadForm } from './support/files.js'
import { fixtures } from './support/fixtures.js'
import { useMock } from './support/mock.js'

const LIMIT = 64 * 1024
const { mock, login } = useMock({ limits: { maxUploadBytes: LIMIT } })
const PLATFORM = fixtures.platform.workspace_id

const TOO_LARGE = { success: false, message: 'File too large', result: null, errors: null, except: null }

describe('Upload Document with a configured size limit', () => {
  it('accepts a file of exactly the limit', async () => {
    const api = await login()
    const bytes = randomFile(LIMIT)
    const { status, body } = await api.send('POST', '/documents/upload', {
      raw: uploadForm(bytes, 'max.bin', '', { workspace_id: PLATFORM }),
    })
    expect(status).toBe(200)
    expect(body.result.size_bytes).toBe(LIMIT)
    expect(sha256((await stream(api, body.result.document_id)).bytes)).toBe(sha256(bytes))
  })

  it('answers 413 File too large for one byte more, changing nothing', async () => {
    const api = await login()
    const before = treeState(mock.db)
    const { status, body } = await api.send('POST', '/documents/upload', {
      raw: uploadForm(randomFile(LIMIT + 1), 'big.bin', '', { workspace_id: PLATFORM }),
    })
    expect(status).toBe(413)
    expect(body).toEqual(TOO_LARGE)
    expect(treeState(mock.db)).toBe(before)
  })

  it('answers 413 for a body far past the limit', async () => {
    const api = await login()
    const before = treeState(mock.db)
    const { status, body } = await api.send('POST', '/documents/upload', {
      raw: uploadForm(randomFile(2 * 1024 * 1024), 'huge.bin', '', { workspace_id: PLATFORM }),
    })
    expect(status).toBe(413)
    expect(body).toEqual(TOO_LARGE)
    expect(treeState(mock.db)).toBe(before)
  })
})

describe('readMultipart', () => {
  const fields = UploadFields
  const neverEnding = () => new ReadableStream<Uint8Array>({ pull: () => new Promise<void>(() => undefined) })
  const request = (headers: Record<string, string>, body: BodyInit | ReadableStream<Uint8Array>) =>
    new Request('https://api.example.test/documents/upload', { method: 'POST', headers, body, duplex: 'half' } as RequestInit)

  it('rejects a declared Content-Length over the limit before reading the body', async () => {
    const pending = readMultipart(
      request({ 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(10 * LIMIT) }, neverEnding()),
      {
        fields,
        maxBytes: LIMIT,
      },
    )
    await expect(pending).rejects.toMatchObject({ status: 413, message: 'File too large' })
  })

  it('stops reading a streamed body as soon as it passes the limit', async () => {
    let sent = 0
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 16 * 1024
        controller.enqueue(new Uint8Array(16 * 1024))
      },
    })
    const error = await readMultipart(request({ 'content-type': 'multipart/form-data; boundary=x' }, endless), {
      fields,
      maxBytes: LIMIT,
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(413)
    expect(sent).toBeLessThan(LIMIT * 4)
  })
})
