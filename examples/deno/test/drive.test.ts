import '../api-coverage-setup.ts'
import assert from 'node:assert/strict'
import { setupMockServer } from 'npm:doc-workspace-mock/node'
import { ApiError, createDriveClient, signIn } from '../src/drive.ts'

const API_URL = 'https://api.example.test'
const mock = setupMockServer({ baseUrl: API_URL })
Deno.test.beforeAll(() => mock.listen({ onUnhandledRequest: 'error' }))
Deno.test.afterEach(() => mock.reset()) // the seed again, no tokens, and the mock's clock back at its start
Deno.test.afterAll(() => mock.close())

// Every byte value, so that a body read or sent as text anywhere on the way would not come back equal.
const bytes = Uint8Array.from({ length: 1024 }, (_, i) => (i * 7) % 256)

Deno.test('uploads a file with a signed-in token and streams back the same bytes', async () => {
  const alice = createDriveClient(API_URL, await signIn(API_URL, 'demo-api-key'))
  const before = await alice.drive()
  const document = await alice.upload(new File([bytes], 'scan.bin', { type: 'application/octet-stream' }))
  assert.equal(document.name, 'scan.bin')
  assert.equal(document.size_bytes, bytes.length)
  assert.equal(document.mime_type, 'application/octet-stream')
  assert.deepEqual(await alice.read(document.document_id), bytes)
  assert.equal((await alice.drive()).used_bytes, before.used_bytes + bytes.length)
  assert.equal(mock.db.documents.get(document.document_id)?.workspace_id, before.workspace_id)
})

Deno.test('starts from the seed again in the next test', async () => {
  assert.equal(mock.db.documents.findFirst((q) => q.where({ name: 'scan.bin' })), undefined)
  assert.equal((await createDriveClient(API_URL, 'demo-token').drive()).used_bytes, 4275)
})

Deno.test('is told the token is invalid in the invalid-token scenario', async () => {
  mock.useScenario('invalid-token') // this test only: reset() returns to the scenario the mock started with
  await assert.rejects(createDriveClient(API_URL, 'demo-token').drive(), (error) => {
    assert.ok(error instanceof ApiError)
    assert.deepEqual({ status: error.status, message: error.message }, { status: 401, message: 'Invalid token' })
    return true
  })
})

Deno.test('refuses a wrong API key with a 401', async () => {
  await assert.rejects(signIn(API_URL, 'not-a-key'), { status: 401 })
})
