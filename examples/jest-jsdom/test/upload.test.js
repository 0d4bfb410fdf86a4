import { setupMockServer } from 'doc-workspace-mock/node'
import { uploadFile } from '../src/teams-page.js'

/** Alice's drive in the canned data. */
const api = { baseUrl: 'https://api.example.test', token: 'demo-token', workspaceId: '4326a444-c1cb-4503-8d09-b1fa4f6795b0' }
const mock = setupMockServer({ baseUrl: api.baseUrl })
beforeAll(() => mock.listen({ onUnhandledRequest: 'error' }))
afterEach(() => mock.reset())
afterAll(() => mock.close())

const file = () => new File(['Agenda: launch'], 'agenda.txt', { type: 'text/plain' })
const auth = { authorization: `Bearer ${api.token}` }

/** The stored bytes of a document, streamed back. */
async function storedBytes(documentId) {
  const response = await fetch(`${api.baseUrl}/documents/stream?document_id=${documentId}`, { headers: auth })
  expect(response.status).toBe(200)
  return new Uint8Array(await response.arrayBuffer())
}

describe('the upload, through fetch', () => {
  it('stores a File sent with FormData byte for byte', async () => {
    const bytes = new Uint8Array(Array.from({ length: 256 }, (_, i) => i)) // every byte value
    const form = new FormData()
    form.append('workspace_id', api.workspaceId)
    form.append('file', new File([bytes], 'bytes.bin', { type: 'application/octet-stream' }))
    const response = await fetch(`${api.baseUrl}/documents/upload`, { method: 'POST', headers: auth, body: form })
    const { result } = await response.json()
    expect(response.status).toBe(200)
    expect(result).toMatchObject({ name: 'bytes.bin', size_bytes: 256 })
    expect(Array.from(await storedBytes(result.document_id))).toEqual(Array.from(bytes))
  })
})

describe('the upload, through XMLHttpRequest', () => {
  it('says uploading while the request is held, and uploaded once the service took the file', async () => {
    const status = document.createElement('p')
    const held = mock.hold('Upload Document')
    const uploading = uploadFile(status, file(), api)
    await held.arrived()
    expect(status.textContent).toBe('Uploading agenda.txt…')
    held.release()
    await uploading
    expect(status.textContent).toBe('Uploaded agenda.txt')
    const [stored] = mock.db.documents.findMany((q) => q.where({ name: 'agenda.txt' }))
    expect(stored).toMatchObject({ workspace_id: api.workspaceId, mime_type: 'text/plain', size_bytes: 14 })
    expect(new TextDecoder().decode(await storedBytes(stored.document_id))).toBe('Agenda: launch')
  })

  it('says the upload failed when the service answers 503, and nothing is stored', async () => {
    mock.useConditions({ name: 'uploads-fail', operations: ['Upload Document'], faults: [{ kind: 'status', status: 503 }] })
    const status = document.createElement('p')
    await uploadFile(status, file(), api)
    expect(status.textContent).toBe('Upload failed (503)')
    expect(mock.db.documents.findMany((q) => q.where({ name: 'agenda.txt' }))).toEqual([])
  })

  it('says there is no connection when the service is offline', async () => {
    mock.useConditions('offline')
    const status = document.createElement('p')
    await uploadFile(status, file(), api)
    expect(status.textContent).toBe('Upload failed (no connection)')
  })
})
