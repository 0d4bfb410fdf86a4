import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMock } from '../../src/adapters/msw/create-mock.js'
import type { MockHttpServer } from '../../src/adapters/server/server.js'
import { startServer } from '../support/app-server.js'

/**
 * A session moving from one server to another (a shard restarting, a
 * Durable Object restored): its state file carries where its conditions are
 * in their course, so the new server answers exactly as the old one would
 * have, faults and rate limits included.
 */
let from: MockHttpServer
let to: MockHttpServer
beforeAll(async () => {
  ;[from, to] = await Promise.all([
    startServer({ mock: createMock(), port: 0, quiet: true }),
    startServer({ mock: createMock(), port: 0, quiet: true }),
  ])
})
afterAll(() => Promise.all([from.close(), to.close()]))

const SESSION = { 'x-mock-session': 'mover' }
// Faults drawn from the seeded sequence, and a bucket that runs dry within the requests below.
const SHAKY = { name: 'shaky', faults: [{ kind: 'status', status: 503, rate: 0.4 }], rateLimit: { limit: 14, windowSeconds: 60 } }

const control = (server: MockHttpServer, path: string, init: RequestInit = {}): Promise<Response> =>
  fetch(`${server.url}/__mock${path}`, { ...init, headers: { ...SESSION, 'content-type': 'application/json', ...init.headers } })
/** One request of the session, as its client meets it: the status, the rate-limit headers and the body. */
const ask = async (server: MockHttpServer): Promise<string> => {
  const response = await fetch(`${server.url}/teams`, { headers: { authorization: 'Bearer demo-token', ...SESSION } })
  return `${response.status} ${response.headers.get('ratelimit-remaining')} ${await response.text()}`
}
const askMany = async (server: MockHttpServer, count: number): Promise<string[]> => {
  const answers: string[] = []
  for (let i = 0; i < count; i++) answers.push(await ask(server))
  return answers
}

describe('a session moved to another server by its state file', () => {
  it('answers on as it would have: the same faults from the same point of the sequence, the same bucket', async () => {
    expect((await control(from, '/conditions', { method: 'PUT', body: JSON.stringify({ conditions: [SHAKY] }) })).status).toBe(200)
    const before = await askMany(from, 8)
    const file = (await (await control(from, '/state?journal=true')).json()) as { progress?: unknown; journal?: unknown[] }
    expect(file.journal).toHaveLength(8)

    // Loaded without its progress, as a file of an older version, the sequence starts over: the answers differ.
    const { progress: _progress, ...withoutProgress } = file
    expect((await control(to, '/state', { method: 'PUT', body: JSON.stringify(withoutProgress) })).status).toBe(200)
    const restarted = await askMany(to, 12)

    expect((await control(to, '/state', { method: 'PUT', body: JSON.stringify(file) })).status).toBe(200)
    const moved = await askMany(to, 12)
    const stayed = await askMany(from, 12)
    expect(moved).toEqual(stayed)
    expect(restarted).not.toEqual(stayed)
    // Both the faults and the bucket's end were met, so both were carried.
    expect(new Set([...before, ...stayed].map((answer) => answer.slice(0, 3)))).toEqual(new Set(['200', '503', '429']))

    // The journal came along: the moved session's first eight entries are the old server's.
    const journal = (await (await control(to, '/requests')).json()) as { result: { items: Array<{ id: number; status: number }> } }
    const old = (await (await control(from, '/requests')).json()) as { result: { items: Array<{ id: number; status: number }> } }
    expect(journal.result.items.slice(12)).toEqual(old.result.items.slice(12))
    expect(journal.result.items.map((entry) => entry.id)).toEqual(old.result.items.map((entry) => entry.id))
  })

  it('refuses a bad journal query, changing nothing', async () => {
    const response = await control(from, '/state?journal=yes')
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ success: false, errors: [{ field: 'journal', message: 'Must be true or false' }] })
  })
})
