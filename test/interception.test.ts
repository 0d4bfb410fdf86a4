import http from 'node:http'
import { get } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupMockServer } from '../src/adapters/node/node.js'

/** The README's "Where interception works" table, for the Node clients it names without a package. */
const mock = setupMockServer({ baseUrl: 'http://api.example.test' })
beforeAll(() => mock.listen({ onUnhandledRequest: 'bypass' }))
afterAll(() => mock.close())

const headers = { authorization: 'Bearer demo-token' }
/** The status a `node:http` style `get` answers, or the code of the error it fails with. */
const statusVia = (fetcher: typeof get): Promise<number | string> =>
  new Promise((resolve) => {
    fetcher('http://api.example.test/teams', { headers }, (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
    }).on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
  })

describe('interception in Node', () => {
  it('answers global fetch', async () => {
    expect((await fetch('http://api.example.test/teams', { headers })).status).toBe(200)
  })

  it('answers node:http called through the module, as axios and got call it', async () => {
    expect(await statusVia(http.get)).toBe(200)
  })

  it('does not reach a node:http function imported by name: the request goes to the network', async () => {
    expect(await statusVia(get)).not.toBe(200)
  })
})
