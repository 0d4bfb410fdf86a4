import { describe, expect, it } from 'vitest'
import { createCapture } from '../src/journal/capture.js'
import { createMock } from '../src/adapters/msw/create-mock.js'
import { fixtures } from './support/fixtures.js'
import { uploadForm } from './support/files.js'

const BASE = 'https://api.example.test'
const auth = { authorization: 'Bearer demo-token' }
const send = (mock: ReturnType<typeof createMock>, path: string, init?: RequestInit) =>
  mock.handle(new Request(`${BASE}${path}`, init)) as Promise<Response>
const newest = (mock: ReturnType<typeof createMock>) => mock.journal.list()[0]!

describe('the journal of headers and bodies', () => {
  it('keeps no headers or bodies unless asked', async () => {
    const mock = createMock({ baseUrl: BASE })
    await send(mock, '/teams/create', {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: '{"name":"Quiet"}',
    })
    expect(newest(mock)).toMatchObject({ operation: 'Create Team', status: 200 })
    expect(newest(mock)).not.toHaveProperty('detail')
  })

  it('keeps the JSON the app sent and the envelope it got back, with both sets of headers', async () => {
    const mock = createMock({ baseUrl: BASE, journalDetail: createCapture() })
    const answer = await send(mock, '/teams/create', {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json', 'x-trace': 'abc' },
      body: '{"name":"Kept"}',
    })
    const body = await answer.text()
    const { detail } = newest(mock)
    expect(detail?.request.headers).toContainEqual(['x-trace', 'abc'])
    expect(detail?.request.body).toEqual({ kind: 'text', type: 'application/json', text: '{"name":"Kept"}', size: 15, truncated: false })
    expect(detail?.response?.headers).toContainEqual(['content-type', 'application/json'])
    expect(detail?.response?.body).toMatchObject({ kind: 'text', text: body, truncated: false })
  })

  it('keeps an upload as its form fields, the file by name, type and size', async () => {
    const mock = createMock({ baseUrl: BASE, journalDetail: createCapture() })
    const form = uploadForm('x'.repeat(2048), 'notes.txt', 'text/plain', { workspace_id: fixtures.platform.workspace_id })
    expect((await send(mock, '/documents/upload', { method: 'POST', headers: auth, body: form })).status).toBe(200)
    expect(newest(mock).detail?.request.body).toMatchObject({
      kind: 'form',
      fields: [
        { name: 'file', value: 'notes.txt (text/plain, 2.0 KiB)' },
        { name: 'workspace_id', value: fixtures.platform.workspace_id },
      ],
    })
  })

  it('keeps a streamed document as its size and type, not its bytes', async () => {
    const mock = createMock({ baseUrl: BASE, journalDetail: createCapture() })
    const pdf = fixtures.acme.documents.find((d) => d.mime_type === 'application/pdf')!
    const answer = await send(mock, `/documents/stream?document_id=${pdf.document_id}`, { headers: auth })
    expect((await answer.arrayBuffer()).byteLength).toBe(pdf.size_bytes)
    expect(newest(mock).detail?.response?.body).toEqual({ kind: 'binary', type: 'application/pdf', size: pdf.size_bytes })
  })

  it('cuts a long text body at the cap and says so', async () => {
    const mock = createMock({ baseUrl: BASE, journalDetail: createCapture({ maxBodyBytes: 64 }) })
    const answer = await send(mock, '/teams', { headers: auth })
    const whole = await answer.text()
    expect(whole.length).toBeGreaterThan(64)
    expect(newest(mock).detail?.response?.body).toEqual({
      kind: 'text',
      type: 'application/json',
      text: whole.slice(0, 64),
      size: null,
      truncated: true,
    })
  })

  it('never reads an answer a fault cut short, and the app still gets the cut answer', async () => {
    const mock = createMock({
      baseUrl: BASE,
      journalDetail: createCapture(),
      conditions: [{ name: 'cut', faults: [{ kind: 'truncate' }] }],
    })
    const answer = await send(mock, '/teams', { headers: auth })
    await expect(answer.text()).rejects.toThrow()
    expect(newest(mock)).toMatchObject({ fault: 'truncate', detail: { response: { body: { kind: 'omitted' } } } })
  })

  it('keeps the request of a network error, with no answer', async () => {
    const mock = createMock({ baseUrl: BASE, journalDetail: createCapture(), conditions: ['offline'] })
    const answer = await send(mock, '/teams', { headers: auth })
    expect(answer.type).toBe('error')
    expect(newest(mock).detail).toEqual({ request: { headers: [['authorization', 'Bearer demo-token']], body: null }, response: null })
  })
})
