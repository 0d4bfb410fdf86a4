import { afterAll, expect, test } from 'bun:test'
import { createMockApp } from 'doc-workspace-mock/fetch'

// README, "A Fetch handler (Bun, Deno, Workers)", on a free port (0) and stopped at the end.
const app = createMockApp({ scenario: 'default' })
const server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: app.fetch })
afterAll(() => server.stop(true))

test('answers the canned teams to the demo token over HTTP', async () => {
  const response = await fetch(new URL('/teams', server.url), { headers: { authorization: 'Bearer demo-token' } })
  expect(response.status).toBe(200)
  const { result } = (await response.json()) as { result: { total: number; items: { name: string }[] } }
  expect(result.total).toBe(3)
  expect(result.items.map((team) => team.name)).toEqual(['Design', 'Engineering', 'Marketing'])
  expect(app.mock.journal.list().at(-1)?.status).toBe(200)
})

test('serves its OpenAPI document on a control route to a client of this machine', async () => {
  const response = await fetch(new URL('/__mock/openapi.json', server.url))
  expect(response.status).toBe(200)
  const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> }
  expect(document.openapi).toMatch(/^3\./)
  expect(Object.keys(document.paths)).toContain('/teams')
})

/** What a client meets of a request: a network error (fetch or the body's read rejects with a TypeError), or the status. */
const outcome = (path: string, init: RequestInit): Promise<string> =>
  fetch(new URL(path, server.url), init)
    .then(async (response) => `${response.status} ${(await response.text()).length}`)
    .catch((error: unknown) => (error instanceof TypeError ? 'network error' : `${String(error)}`))

test('drops the connection for a network fault, as a real network would, and journals it', async () => {
  expect(await outcome('/teams', { headers: { authorization: 'Bearer demo-token', 'x-mock-conditions': 'offline' } })).toBe('network error')
  expect(app.mock.journal.list()[0]).toMatchObject({ status: 0, fault: 'network' })
})

test('journals a held request its client gave up on', async () => {
  const client = new AbortController()
  const held = outcome('/teams', { headers: { authorization: 'Bearer demo-token', 'x-mock-conditions': 'hang' }, signal: client.signal })
  while (app.mock.journal.inFlight === 0) await Bun.sleep(5)
  client.abort()
  await held
  while (app.mock.journal.inFlight > 0) await Bun.sleep(5)
  expect(app.mock.journal.list()[0]).toMatchObject({ status: 0, fault: 'hang' })
})
