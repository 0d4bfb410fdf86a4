import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { setupMockServer, type MockServer, type UnhandledRequestStrategy } from '../src/adapters/node/node.js'

// MSW 2 reads `onUnhandledRequest`, MSW 3 `onUnhandledFrame`: the mock's option must mean the same on both.
const BASE = 'https://api.example.test'

// A real server on loopback: a request MSW lets through reaches it, one MSW fails never does.
let network: Server
let elsewhere = ''
const reached: string[] = []
beforeAll(async () => {
  network = createServer((req, res) => {
    reached.push(`${req.method} ${req.url}`)
    res.end('from the network')
  })
  await new Promise<void>((resolve) => network.listen(0, '127.0.0.1', resolve))
  elsewhere = `http://127.0.0.1:${(network.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => network.close(() => resolve())))

let mock: MockServer | undefined
afterEach(() => {
  mock?.close()
  mock = undefined
  reached.length = 0
  vi.restoreAllMocks()
})

function listening(onUnhandledRequest: UnhandledRequestStrategy): MockServer {
  mock = setupMockServer({ baseUrl: BASE })
  mock.listen({ onUnhandledRequest })
  return mock
}

describe('a request neither the mock nor a handler answers', () => {
  it('goes to the network with onUnhandledRequest "bypass"', async () => {
    listening('bypass')
    const response = await fetch(`${elsewhere}/status`)
    expect(await response.text()).toBe('from the network')
    expect(reached).toEqual(['GET /status'])
  })

  it('fails without reaching the network with onUnhandledRequest "error", and MSW says which request', async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    listening('error')
    await expect(fetch(`${elsewhere}/status`)).rejects.toThrow()
    expect(reached).toEqual([])
    expect(printed.mock.calls.flat().join(' ')).toContain(`${elsewhere}/status`)
  })

  it('is handed to an onUnhandledRequest function, and goes to the network when it returns', async () => {
    const seen: string[] = []
    listening((request) => {
      seen.push(`${request.method} ${request.url}`)
    })
    const response = await fetch(`${elsewhere}/status`, { method: 'POST', body: 'x' })
    expect(await response.text()).toBe('from the network')
    expect(seen).toEqual([`POST ${elsewhere}/status`])
    expect(reached).toEqual(['POST /status'])
  })

  it("prints MSW's message about it when the function calls print.error()", async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    listening((_request, print) => print.error())
    await fetch(`${elsewhere}/status?from=function`)
    await vi.waitFor(() => expect(printed.mock.calls.flat().join(' ')).toContain(`${elsewhere}/status?from=function`))
  })

  it('leaves the mock answering its own requests under "error"', async () => {
    listening('error')
    const response = await fetch(`${BASE}/teams`, { headers: { authorization: 'Bearer demo-token' } })
    expect(response.status).toBe(200)
    expect((await response.json()).result.total).toBe(3)
  })
})
