import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMockServer, type MockHttpServer } from '../src/adapters/server/server.js'

/**
 * A real service that answers in parts, of no declared length (a download,
 * a stream of events): its second part waits until the client has met the
 * first, so a mock that held the answer back until its end would never answer.
 */
let firstMet: () => void = () => undefined
const metFirst = new Promise<void>((resolve) => (firstMet = resolve))
let secondSent = false
let service: Server
let mock: MockHttpServer
beforeAll(async () => {
  service = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' })
    res.write('first part;')
    void metFirst.then(() => {
      secondSent = true
      res.end('second part')
    })
  })
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve))
  const { port } = service.address() as AddressInfo
  mock = await startMockServer({ port: 0, quiet: true, proxy: { baseUrl: `http://127.0.0.1:${port}` } })
})
afterAll(async () => {
  firstMet()
  await mock.close()
  await new Promise((resolve) => service.close(resolve))
})

describe('the standalone server in front of the real service', () => {
  it('passes an answer of no declared length on as it comes, part by part', async () => {
    const response = await fetch(`${mock.url}/teams`, { headers: { authorization: 'Bearer real-token' } })
    expect(response.status).toBe(200)
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    const first = await reader.read()
    expect([decoder.decode(first.value), secondSent]).toEqual(['first part;', false])
    firstMet()
    let rest = ''
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += decoder.decode(chunk.value)
    expect(rest).toBe('second part')
  })
})
