import { afterEach, describe, expect, it } from 'vitest'
import { setupMockServer, type MockServer, type UnhandledRequestStrategy } from '../src/adapters/node/node.js'
import { createMock } from '../src/index.js'

// A name no resolver knows (.test): a request there is answered by the mock, or fails to resolve.
const BASE = 'http://listen-close.test'
const headers = { authorization: 'Bearer demo-token' }

const opened: MockServer[] = []
afterEach(() => {
  for (const mock of opened.splice(0)) mock.close()
})

const created = (): MockServer => {
  const mock = setupMockServer({ baseUrl: BASE })
  opened.push(mock)
  return mock
}

describe('setupMockServer listen() and close()', () => {
  // As on Node 20 with MSW 3, where listen() throws before MSW starts and MSW 3's close() would then
  // throw "already disabled", burying the reason under the error of `afterAll(() => mock.close())`.
  it('leaves the error of a listen() that threw the only one: close() after it is quiet, twice', () => {
    const mock = created()
    expect(() => mock.listen({ onUnhandledRequest: 'ignore' as UnhandledRequestStrategy })).toThrow(
      '[doc-workspace-mock] onUnhandledRequest must be "bypass", "warn", "error" or a function, not "ignore"',
    )
    expect(() => mock.close()).not.toThrow()
    expect(() => mock.close()).not.toThrow()
  })

  it("leaves MSW's own listen() error alone where MSW's close() would complain of a server never started (as MSW 3 does)", () => {
    const mock = created()
    const { server } = mock
    // MSW 3's behaviour, on the MSW 2 this tier runs: its close() throws when nothing was enabled.
    server.listen = () => {
      throw new Error('MSW could not start')
    }
    server.close = () => {
      throw new Error('[MSW] Failed to call "disable" on the network: already disabled')
    }
    expect(() => mock.listen()).toThrow('MSW could not start')
    expect(() => mock.close()).not.toThrow()
    opened.splice(opened.indexOf(mock), 1)
  })

  it('listens after a listen() that threw and its close()', async () => {
    const mock = created()
    expect(() => mock.listen({ onUnhandledRequest: 'ignore' as UnhandledRequestStrategy })).toThrow()
    mock.close()
    mock.listen({ onUnhandledRequest: 'bypass' })
    expect((await fetch(`${BASE}/teams`, { headers })).status).toBe(200)
  })

  it('is quiet on a second close(), and intercepts nothing after the first', async () => {
    const mock = created()
    mock.listen({ onUnhandledRequest: 'bypass' })
    expect((await fetch(`${BASE}/teams`, { headers })).status).toBe(200)
    mock.close()
    expect(() => mock.close()).not.toThrow()
    await expect(fetch(`${BASE}/teams`, { headers })).rejects.toThrow()
  })

  it('says listen() was called twice, and what to do, instead of MSW\'s "already enabled network"; the mock still answers', async () => {
    const mock = created()
    mock.listen({ onUnhandledRequest: 'bypass' })
    expect(() => mock.listen()).toThrow(
      `[doc-workspace-mock] listen() was called twice on the mock of ${BASE}, with no close() between: it is intercepting already. ` +
        'Call listen() once (in beforeAll or a setup file) and close() once (in afterAll); to listen with other options, close() first.',
    )
    expect((await fetch(`${BASE}/teams`, { headers })).status).toBe(200)
    mock.close()
    mock.listen({ onUnhandledRequest: 'bypass' })
    expect((await fetch(`${BASE}/teams`, { headers })).status).toBe(200)
  })

  it("refuses a second mock listening in the same process, which would take the first one's requests, and says what to do", async () => {
    const first = created()
    first.listen({ onUnhandledRequest: 'bypass' })
    const second = setupMockServer({ baseUrl: 'http://second.listen-close.test' })
    opened.push(second)
    expect(() => second.listen()).toThrow(
      `[doc-workspace-mock] another mock (of ${BASE}) is listening in this process already. MSW intercepts for one server at a time: ` +
        "if this one (of http://second.listen-close.test) listened too, the other's requests would go unanswered, and closing either would stop both. ",
    )
    // The first one is untouched, and the second may listen once the first has closed.
    expect((await fetch(`${BASE}/teams`, { headers })).status).toBe(200)
    first.close()
    second.listen({ onUnhandledRequest: 'bypass' })
    expect((await fetch('http://second.listen-close.test/teams', { headers })).status).toBe(200)
  })

  it('answers both base URLs from the one listening mock, as the error advises', async () => {
    const mock = created()
    const other = createMock({ baseUrl: 'http://other.listen-close.test', scenario: 'empty-teams' })
    mock.listen({ onUnhandledRequest: 'bypass' })
    mock.use(...other.handlers)
    expect((await (await fetch(`${BASE}/teams`, { headers })).json()).result.total).toBe(3)
    expect((await (await fetch('http://other.listen-close.test/teams', { headers })).json()).result.total).toBe(0)
  })
})
