import assert from 'node:assert/strict'
import { after, afterEach, before, test } from 'node:test'
import { setupMockServer } from 'doc-workspace-mock/node'
import { createDriveClient, signIn } from '../src/drive.js'

const API_URL = 'https://api.example.test'
const mock = setupMockServer({ baseUrl: API_URL })
before(() => mock.listen({ onUnhandledRequest: 'error' }))
afterEach(() => mock.reset()) // the seed again, and the mock's clock back at its start
after(() => mock.close())

const alice = createDriveClient(API_URL, 'demo-token')

test('uploads a file to the drive, which keeps it and counts its bytes', async () => {
  const before = await alice.drive()
  const document = await alice.upload(new File(['Agenda: launch'], 'agenda.txt', { type: 'text/plain' }))
  assert.equal(document.name, 'agenda.txt')
  assert.equal((await alice.drive()).used_bytes, before.used_bytes + 14)
  assert.equal(await alice.read(document.document_id), 'Agenda: launch')
  assert.equal(mock.db.documents.get(document.document_id)?.workspace_id, before.workspace_id)
})

test('starts from the seed again in the next test', async () => {
  assert.equal(mock.db.documents.findFirst((q) => q.where({ name: 'agenda.txt' })), undefined)
  assert.equal((await alice.drive()).used_bytes, 4275)
})

test('is told the service is unavailable when the upload meets a 503, and the drive keeps what it had', async () => {
  mock.useConditions({ name: 'uploads-unavailable', operations: ['Upload Document'], faults: [{ kind: 'status', status: 503 }] })
  const before = await alice.drive() // the condition touches the upload alone
  await assert.rejects(alice.upload(new File(['Agenda'], 'agenda.txt')), { status: 503, message: 'Service unavailable' })
  assert.equal((await alice.drive()).used_bytes, before.used_bytes)
  assert.equal(mock.db.documents.findFirst((q) => q.where({ name: 'agenda.txt' })), undefined)
})

test('is told the token is invalid in the invalid-token scenario', async () => {
  mock.useScenario('invalid-token') // this test only: reset() returns to the scenario the mock started with
  await assert.rejects(alice.drive(), { status: 401, message: 'Invalid token' })
})

test('signs in with an API key, whose token expires an hour later on the mock clock', async () => {
  const signedIn = createDriveClient(API_URL, await signIn(API_URL, 'demo-api-key'))
  assert.equal((await signedIn.drive()).quota_bytes, 104_857_600)
  mock.clock.advance(3_601_000) // an hour and a second, and no test waits: the mock's clock moves when told
  await assert.rejects(signedIn.drive(), { status: 401 })
})
