import '../api-coverage-setup.ts'
import assert from 'node:assert/strict'
import { createMockApp } from 'npm:doc-workspace-mock/fetch'

// README, "A Fetch handler (Bun, Deno, Workers)", on a free port (0) and shut down at the end.
const app = createMockApp({ scenario: 'default' })
const server = Deno.serve({ port: 0, hostname: '127.0.0.1', onListen() {} }, app.fetch)
Deno.test.afterAll(() => server.shutdown())
const url = (path: string): string => `http://127.0.0.1:${server.addr.port}${path}`

Deno.test('answers the canned teams to the demo token over HTTP', async () => {
  const response = await fetch(url('/teams'), { headers: { authorization: 'Bearer demo-token' } })
  assert.equal(response.status, 200)
  const { result } = (await response.json()) as { result: { total: number; items: { name: string }[] } }
  assert.equal(result.total, 3)
  assert.deepEqual(result.items.map((team) => team.name), ['Design', 'Engineering', 'Marketing'])
  assert.equal(app.mock.journal.list().at(-1)?.status, 200)
})

Deno.test('serves its OpenAPI document on a control route to a client of this machine', async () => {
  const response = await fetch(url('/__mock/openapi.json'))
  assert.equal(response.status, 200)
  const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> }
  assert.match(document.openapi, /^3\./)
  assert.ok(Object.keys(document.paths).includes('/teams'))
})

/** What a client meets of a request: a network error (fetch or the body's read rejects with a TypeError), or the status. */
const outcome = (path: string, init: RequestInit): Promise<string> =>
  fetch(url(path), init)
    .then(async (response) => `${response.status} ${(await response.text()).length}`)
    .catch((error: unknown) => (error instanceof TypeError ? 'network error' : `${String(error)}`))
const until = async (done: () => boolean): Promise<void> => {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 5))
}

Deno.test('drops the connection for a network fault, as a real network would, and journals it', async () => {
  assert.equal(await outcome('/teams', { headers: { authorization: 'Bearer demo-token', 'x-mock-conditions': 'offline' } }), 'network error')
  // Deno sends the status line before the drop: a client that reads no body sees a 503, never a success.
  const unread = await fetch(url('/teams'), { headers: { authorization: 'Bearer demo-token', 'x-mock-conditions': 'offline' } })
  assert.deepEqual([unread.ok, unread.status, unread.headers.get('x-mock-fault')], [false, 503, 'network'])
  await unread.body?.cancel().catch(() => undefined)
  assert.equal(app.mock.journal.list()[0]?.fault, 'network')
})

Deno.test('journals a held request its client gave up on', async () => {
  const client = new AbortController()
  const held = outcome('/teams', { headers: { authorization: 'Bearer demo-token', 'x-mock-conditions': 'hang' }, signal: client.signal })
  await until(() => app.mock.journal.inFlight > 0)
  client.abort()
  await held
  await until(() => app.mock.journal.inFlight === 0)
  assert.deepEqual([app.mock.journal.list()[0]?.status, app.mock.journal.list()[0]?.fault], [0, 'hang'])
})
