import { afterEach, describe, expect, it, vi } from 'vitest'
import { setupMockServer, type MockServer } from '../src/adapters/node/node.js'

/** The standalone server's address under both names of loopback: the README prints one, `baseUrl` names the other. */
const LOCALHOST = 'http://localhost:4010'
const LOOPBACK = 'http://127.0.0.1:4010'
const headers = { authorization: 'Bearer demo-token' }

let mock: MockServer | undefined
afterEach(() => {
  mock?.close()
  mock = undefined
  vi.restoreAllMocks()
})

/** A mock intercepting in this process, failing (never reaching the network) whatever it does not answer. */
function listening(options: Parameters<typeof setupMockServer>[0] = {}): MockServer {
  // MSW says which request it failed; the tests check that it failed.
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  mock = setupMockServer(options)
  mock.listen({ onUnhandledRequest: 'error' })
  return mock
}

const teamsAt = async (origin: string): Promise<number> => {
  const response = await fetch(`${origin}/teams`, { headers })
  expect(response.status).toBe(200)
  return (await response.json()).result.total
}

describe('the default base URL', () => {
  it('is answered under both localhost and 127.0.0.1, and reported as localhost', async () => {
    const mock = listening()
    expect(mock.baseUrl).toBe(LOCALHOST)
    expect(await teamsAt(LOCALHOST)).toBe(3)
    expect(await teamsAt(LOOPBACK)).toBe(3)
  })

  it('keeps one world across both names: a write under one is read under the other', async () => {
    listening()
    const created = await fetch(`${LOOPBACK}/teams/create`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Docs' }),
    })
    expect(created.status).toBe(200)
    expect(await teamsAt(LOCALHOST)).toBe(4)
  })

  it('journals and counts each request once, whichever name it used', async () => {
    const mock = listening()
    await teamsAt(LOCALHOST)
    await teamsAt(LOOPBACK)
    expect(mock.journal.list().map((entry) => `${entry.method} ${entry.path} ${entry.status}`)).toEqual([
      'GET /teams 200',
      'GET /teams 200',
    ])
    const report = await mock.coverage()
    const teams = report.operations.find((operation) => operation.path === '/teams')!
    expect(teams.answers.filter((answer) => answer.requests > 0).map(({ label, requests }) => [label, requests])).toEqual([['200 OK', 2]])
  })

  it('is answered under both names by handlersFor() too', async () => {
    const mock = listening()
    mock.use(...mock.handlersFor({ scenario: 'empty-teams' }))
    expect(await teamsAt(LOOPBACK)).toBe(0)
    expect(await teamsAt(LOCALHOST)).toBe(0)
  })
})

describe('a base URL given', () => {
  it('is answered there only, even when it is the default address', async () => {
    listening({ baseUrl: LOCALHOST })
    expect(await teamsAt(LOCALHOST)).toBe(3)
    await expect(fetch(`${LOOPBACK}/teams`, { headers })).rejects.toThrow()
  })

  it('is answered there only under its other name too', async () => {
    const mock = listening({ baseUrl: LOOPBACK })
    expect(mock.baseUrl).toBe(LOOPBACK)
    expect(await teamsAt(LOOPBACK)).toBe(3)
    await expect(fetch(`${LOCALHOST}/teams`, { headers })).rejects.toThrow()
  })
})
