import { afterEach, describe, expect, it } from 'vitest'
import { setupMockServer, type MockServer, type UnhandledRequestStrategy } from '../src/adapters/node/node.js'

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
})
