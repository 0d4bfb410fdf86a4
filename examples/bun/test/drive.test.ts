import { afterAll, afterEach, beforeAll, expect, test } from 'bun:test'
import { setupMockServer } from 'doc-workspace-mock/node'
import { ApiError, createDriveClient, signIn } from '../src/drive.ts'

const API_URL = 'https://api.example.test'
const mock = setupMockServer({ baseUrl: API_URL })
beforeAll(() => mock.listen({ onUnhandledRequest: 'error' }))
afterEach(() => mock.reset()) // the seed again, no tokens, and the mock's clock back at its start
afterAll(() => mock.close())

// Every byte value, so that a body read or sent as text anywhere on the way would not come back equal.
const bytes = Uint8Array.from({ length: 1024 }, (_, i) => (i * 7) % 256)

test('uploads a file with a signed-in token and streams back the same bytes', async () => {
  const alice = createDriveClient(API_URL, await signIn(API_URL, 'demo-api-key'))
  const before = await alice.drive()
  const document = await alice.upload(new File([bytes], 'scan.bin', { type: 'application/octet-stream' }))
  expect(document.name).toBe('scan.bin')
  expect(document.size_bytes).toBe(bytes.length)
  expect(document.mime_type).toBe('application/octet-stream')
  expect(await alice.read(document.document_id)).toEqual(bytes)
  expect((await alice.drive()).used_bytes).toBe(before.used_bytes + bytes.length)
  expect(mock.db.documents.get(document.document_id)?.workspace_id).toBe(before.workspace_id)
})

test('starts from the seed again in the next test', async () => {
  expect(mock.db.documents.findFirst((q) => q.where({ name: 'scan.bin' }))).toBeUndefined()
  expect((await createDriveClient(API_URL, 'demo-token').drive()).used_bytes).toBe(4275)
})

test('is told the token is invalid in the invalid-token scenario', async () => {
  mock.useScenario('invalid-token') // this test only: reset() returns to the scenario the mock started with
  const failure = createDriveClient(API_URL, 'demo-token').drive()
  await expect(failure).rejects.toBeInstanceOf(ApiError)
  await expect(failure).rejects.toMatchObject({ status: 401, message: 'Invalid token' })
})

test('refuses a wrong API key with a 401', async () => {
  await expect(signIn(API_URL, 'not-a-key')).rejects.toMatchObject({ status: 401 })
})
