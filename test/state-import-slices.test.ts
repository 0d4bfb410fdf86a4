import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { largeScenario, scenarioName } from '../bench/data/scenario.js'
import { createMock } from '../src/adapters/msw/create-mock.js'
import { startMockServer, type MockHttpServer } from '../src/adapters/server/server.js'

/** About 10 MB of state: 8,000 documents, their files and their log entries, as an export writes it. */
const DOCUMENTS = 8000
let server: MockHttpServer
let file: Buffer
let documentsInFile: number
beforeAll(async () => {
  const big = createMock({ scenarios: [largeScenario(DOCUMENTS)], scenario: scenarioName(DOCUMENTS) })
  // The records fit any scenario; the server knows this one.
  const state = big.exportState()
  documentsInFile = state.tables.documents.length
  file = Buffer.from(JSON.stringify({ ...state, scenario: 'default' }))
  server = await startMockServer({ port: 0, quiet: true })
})
afterAll(() => server.close())

/** One poll of another session's data, as a client beside the import asks it. */
const poll = async (): Promise<number> =>
  (await fetch(`${server.url}/teams`, { headers: { authorization: 'Bearer demo-token', 'x-mock-session': 'beside' } })).status

/** Sends `PUT /__mock/state` on a socket of its own, all but the body's last byte; `finish()` sends it, `answer` is what came back. */
function startImport(): { sent: Promise<void>; finish: () => void; answer: Promise<string> } {
  const socket: Socket = connect(server.port, '127.0.0.1')
  const head = `PUT /__mock/state HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${file.length}\r\nConnection: close\r\n\r\n`
  let received = ''
  socket.on('data', (chunk) => (received += chunk.toString()))
  const answer = new Promise<string>((resolve) => socket.on('close', () => resolve(received)))
  const sent = new Promise<void>((resolve) => {
    socket.write(head)
    socket.write(file.subarray(0, -1), () => resolve())
  })
  return { sent, finish: () => socket.write(file.subarray(-1)), answer }
}

describe('PUT /__mock/state with a file of megabytes, beside another client', () => {
  it('loads the file while the other client goes on being answered', async () => {
    const importing = startImport()
    await importing.sent
    // The body's bytes read, save the last one: from that byte on, the server reads, checks and loads the file.
    for (let i = 0; i < 20; i++) expect(await poll()).toBe(200)
    let answered = false
    const done = importing.answer.then((text) => {
      answered = true
      return text
    })
    importing.finish()
    let besideDuringLoad = 0
    while (!answered) {
      const status = await poll()
      if (!answered) besideDuringLoad++
      expect(status).toBe(200)
    }
    const answer = await done
    expect(answer).toMatch(/^HTTP\/1\.1 200 /)
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ success: true, message: 'State loaded' })
    // The other client had its answers while the file loaded, not only once it was in place.
    expect(besideDuringLoad).toBeGreaterThanOrEqual(5)
    expect(server.mock.db.documents.count()).toBe(documentsInFile)
  }, 120_000)

  it('refuses a file with a bad record as before: 400 naming the field, the world unchanged', async () => {
    server.mock.reset()
    const bad = JSON.parse(file.toString()) as { tables: { documents: Array<Record<string, unknown>> } }
    bad.tables.documents[7_000]!.mime_type = 42
    const response = await fetch(`${server.url}/__mock/state`, { method: 'PUT', body: JSON.stringify(bad) })
    expect(response.status).toBe(400)
    expect((await response.json()).errors).toEqual([
      { field: 'tables.documents[7000].mime_type', message: 'Expected a string, got a number' },
    ])
    expect(server.mock.db.documents.count()).toBeLessThan(DOCUMENTS)
  }, 120_000)
})

describe('PUT /__mock/state, a file whose records disagree', () => {
  it('names the faults importState names for it, in the same order: references, then files', async () => {
    const bad = JSON.parse(file.toString()) as {
      tables: { documents: Array<Record<string, unknown>>; blobs: Array<Record<string, unknown>> }
    }
    bad.tables.documents[3]!.workspace_id = '00000000-0000-4000-8000-000000000000'
    bad.tables.blobs[5]!.base64 = 'not base64!'
    bad.tables.blobs[6]!.etag = '"0-00000000"'
    let expected: unknown
    try {
      createMock({}).importState(bad)
    } catch (error) {
      expected = (error as { errors: unknown }).errors
    }
    expect(expected).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'tables.documents[3].workspace_id' }),
        { field: 'tables.blobs[5].base64', message: 'Must be base64' },
        expect.objectContaining({ field: 'tables.blobs[6].etag' }),
      ]),
    )
    const response = await fetch(`${server.url}/__mock/state`, { method: 'PUT', body: JSON.stringify(bad) })
    expect(response.status).toBe(400)
    expect((await response.json()).errors).toEqual(expected)
  }, 120_000)
})
