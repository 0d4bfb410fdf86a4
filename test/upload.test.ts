import { beforeEach, describe, expect, it } from 'vitest'
import { INVALID_TOKEN, type Client } from './support/client.js'
import {
  driveOf,
  folderId as folder,
  MISSING,
  randomFile,
  sha256,
  stream,
  treeState,
  upload,
  uploadForm,
  workspaceId as workspace,
} from './support/files.js'
import { fixtures } from './support/fixtures.js'
import { useMock } from './support/mock.js'

const { mock, anonymous, login } = useMock()
const { engineering, alice } = fixtures
const DRIVE = driveOf(alice.user_id)
const PLATFORM = workspace('Platform')
const LAB = workspace('Lab')

let api: Client
beforeEach(async () => {
  api = await login()
})

const storage = async (): Promise<number> =>
  (await api.get('/teams/data', { team_id: engineering.team_id })).body.result.stats.storage_bytes
const driveUsed = async (): Promise<number> => (await api.get('/workspaces/drive')).body.result.used_bytes
const post = (form: FormData | string, client = api, headers?: Record<string, string>) =>
  client.send('POST', '/documents/upload', { raw: form, headers })

describe('Upload Document', () => {
  it('stores a text file and streams back identical bytes', async () => {
    const text = 'Meeting notes — café ☕\nline two\n'
    const bytes = new TextEncoder().encode(text)
    const before = await storage()
    const document = await upload(api, text, 'notes.txt', 'text/plain', { workspace_id: PLATFORM, folder_id: folder('Q1') })
    expect(document).toMatchObject({
      workspace_id: PLATFORM,
      folder_id: folder('Q1'),
      name: 'notes.txt',
      mime_type: 'text/plain',
      size_bytes: bytes.byteLength,
      status: 'active',
      archived_at: null,
      created_by: alice.user_id,
    })
    const streamed = await stream(api, document.document_id)
    expect(streamed.status).toBe(200)
    expect(sha256(streamed.bytes)).toBe(sha256(bytes))
    expect(streamed.text).toBe(text)
    expect(await storage()).toBe(before + bytes.byteLength)
    expect(mock.db.teamLogs.by('team', engineering.team_id).at(-1)).toMatchObject({
      action: 'document.uploaded',
      target: { type: 'document', id: document.document_id, name: 'notes.txt' },
    })
  })

  it('stores binary files, a multi-megabyte one included, byte for byte', async () => {
    for (const size of [0, 1, 256 * 1024, 3 * 1024 * 1024]) {
      const bytes = randomFile(size)
      const document = await upload(api, bytes, `data-${size}.bin`, 'application/octet-stream', { workspace_id: PLATFORM })
      expect(document.size_bytes).toBe(size)
      expect(document.mime_type).toBe('application/octet-stream')
      const streamed = await stream(api, document.document_id)
      expect(streamed.headers.get('content-length')).toBe(String(size))
      expect(sha256(streamed.bytes), `${size} bytes`).toBe(sha256(bytes))
    }
  })

  it("takes the name and description fields over the file's own name", async () => {
    const document = await upload(api, 'x', 'blob', '', { workspace_id: PLATFORM, name: ' Plan.pdf ', description: 'The plan' })
    expect(document).toMatchObject({ name: 'Plan.pdf', description: 'The plan', mime_type: 'application/pdf' })
  })

  it.each([
    ["the part's type", 'scan.bin', 'image/png', 'image/png'],
    ["the part's type without parameters", 'a.txt', 'Text/CSV; charset=utf-8', 'text/csv'],
    ['the extension when the part has no type', 'Report.PDF', '', 'application/pdf'],
    ['the extension when the part is a generic octet-stream', 'sheet.csv', 'application/octet-stream', 'text/csv'],
    ['octet-stream when nothing tells', 'README', '', 'application/octet-stream'],
    ['octet-stream for a malformed part type', 'x.unknown', 'not a type', 'application/octet-stream'],
  ])('takes mime_type from %s', async (_, fileName, type, expected) => {
    const document = await upload(api, 'bytes', fileName, type, { workspace_id: PLATFORM })
    expect(document.mime_type).toBe(expected)
    expect((await stream(api, document.document_id)).headers.get('content-type')).toBe(expected)
  })

  it("grows the drive's used_bytes and logs nothing for a drive upload", async () => {
    const used = await driveUsed()
    const logs = mock.db.teamLogs.count()
    const document = await upload(api, randomFile(5000), 'photo.jpg', 'image/jpeg', { workspace_id: DRIVE, folder_id: folder('Personal') })
    expect(document).toMatchObject({ workspace_id: DRIVE, folder_id: folder('Personal'), size_bytes: 5000 })
    expect(await driveUsed()).toBe(used + 5000)
    expect(mock.db.teamLogs.count()).toBe(logs)
  })

  it('answers 413 when the drive would pass its quota, accepting an upload that fills it exactly', async () => {
    const used = await driveUsed()
    mock.db.workspaces.update(DRIVE, { quota_bytes: used + 1000 })
    const before = treeState(mock.db)
    const over = await post(uploadForm(randomFile(1001), 'big.bin', '', { workspace_id: DRIVE }))
    expect(over.status).toBe(413)
    expect(over.body).toEqual({ success: false, message: 'Drive quota exceeded', result: null, errors: null, except: null })
    expect(treeState(mock.db)).toBe(before)
    expect((await post(uploadForm(randomFile(1000), 'fits.bin', '', { workspace_id: DRIVE }))).status).toBe(200)
    expect(await driveUsed()).toBe(used + 1000)
  })

  it('stores a real file whatever its few bytes say, "undefined" and "[object Object]" included', async () => {
    // Only a DOM environment's Blob (a file named "blob" holding "undefined") is refused; a user's file of that text is a file.
    for (const [name, text] of [
      ['notes.txt', 'undefined'],
      ['dump.txt', '[object Object]'],
      ['blob.txt', '[object File]'],
    ] as const) {
      const document = await upload(api, text, name, 'text/plain', { workspace_id: PLATFORM })
      expect(document).toMatchObject({ name, size_bytes: text.length })
      expect((await stream(api, document.document_id)).text).toBe(text)
    }
  })

  it('answers 400 for a body that is not multipart or lacks the file or the workspace, changing nothing', async () => {
    const before = treeState(mock.db)
    const json = await api.post('/documents/upload', { workspace_id: PLATFORM })
    expect(json.status).toBe(400)
    expect(json.body.errors).toEqual([{ field: 'body', message: 'Expected a multipart/form-data body, got application/json' }])
    const noFile = new FormData()
    noFile.append('workspace_id', PLATFORM)
    expect((await post(noFile)).body.errors).toEqual([{ field: 'file', message: 'Required' }])
    const textFile = new FormData()
    textFile.append('file', 'not a file')
    expect((await post(textFile)).body.errors).toEqual([
      { field: 'file', message: 'Expected a file, got a string' },
      { field: 'workspace_id', message: 'Required' },
    ])
    expect((await post(uploadForm('x', 'a.txt', '', { workspace_id: 'nope' }))).body.errors).toEqual([
      { field: 'workspace_id', message: 'Must be a UUID' },
    ])
    expect((await post(uploadForm('x', 'a.txt', '', { workspace_id: PLATFORM, name: '\u0007' }))).body.errors![0]!.field).toBe('name')
    const nameless = await post(uploadForm('x', '   ', '', { workspace_id: PLATFORM }))
    expect(nameless.status).toBe(400)
    expect(nameless.body.errors).toEqual([{ field: 'name', message: 'The file has no usable name: give one in `name`' }])
    expect((await post(uploadForm('x', '', '', { workspace_id: PLATFORM }))).status).toBe(400)
    const broken = await post('--x\r\nnonsense', api, { 'content-type': 'multipart/form-data; boundary=x' })
    expect(broken.status).toBe(400)
    expect(broken.body.errors![0]!.field).toBe('body')
    expect(treeState(mock.db)).toBe(before)
  })

  it('reads names as clients send them: quotes, UTF-8, an RFC 5987 filename*, a quoted boundary, a preamble', async () => {
    for (const fileName of ['Q1 "draft".txt', 'Résumé 📄.txt']) {
      expect((await upload(api, 'x', fileName, 'text/plain', { workspace_id: PLATFORM })).name).toBe(fileName)
    }
    const part = (headers: string, body: string) => `--b0undary\r\n${headers}\r\n\r\n${body}\r\n`
    const raw =
      'a preamble\r\n' +
      part('Content-Disposition: form-data; name="workspace_id"', PLATFORM) +
      part('Content-Disposition: form-data; name="file"; filename*=UTF-8\'\'%C3%A9t%C3%A9.txt\r\nContent-Type: text/plain', 'summer')
    const headers = { 'content-type': 'multipart/form-data; boundary="b0undary"' }
    const stored = await post(`${raw}--b0undary--\r\nan epilogue`, api, headers)
    expect(stored.status).toBe(200)
    expect(stored.body.result).toMatchObject({ name: 'été.txt', mime_type: 'text/plain', size_bytes: 6 })
    const cut = await post(raw.slice(0, -2), api, headers)
    expect(cut.status).toBe(400)
    expect(cut.body.errors).toEqual([{ field: 'body', message: 'Malformed multipart/form-data body' }])
  })

  it('answers 401, 403 and 404 as appropriate, changing nothing', async () => {
    const before = treeState(mock.db)
    const anon = await post(uploadForm('x', 'a.txt', '', { workspace_id: PLATFORM }), anonymous)
    expect(anon.text).toBe(INVALID_TOKEN)
    const viewer = await login('viewer-api-key')
    expect((await post(uploadForm('x', 'a.txt', '', { workspace_id: PLATFORM }), viewer)).status).toBe(403)
    for (const fields of [{ workspace_id: LAB }, { workspace_id: MISSING }]) {
      const { status, body } = await post(uploadForm('x', 'a.txt', '', fields))
      expect(status).toBe(404)
      expect(body.message).toBe('Workspace not found')
    }
    const elsewhere = await post(uploadForm('x', 'a.txt', '', { workspace_id: PLATFORM, folder_id: folder('Releases') }))
    expect(elsewhere.body.message).toBe('Folder not found')
    expect(treeState(mock.db)).toBe(before)
  })
})
