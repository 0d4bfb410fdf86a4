import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routes } from '../../src/resources/routes.js'
import { startMockServer, type MockHttpServer } from '../../src/adapters/server/server.js'

/**
 * The answers the standalone server gives at its edge, before the mock sees
 * the request: 413 for a body over its limit, 414 for a request line over
 * 8 KiB. The document declares them on every operation that takes a body or
 * a query; here each one meets them, and each lands in the journal and the
 * API coverage under its operation.
 */
let server: MockHttpServer
beforeAll(async () => {
  server = await startMockServer({ port: 0, quiet: true, maxBodyBytes: 1024 })
})
afterAll(() => server.close())

/** The status line of what the server answers to these bytes, on a fresh socket. */
const statusOf = (bytes: string): Promise<number> =>
  new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1', () => socket.write(bytes))
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk.toString()))
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1])))
    socket.on('error', reject)
  })

const answersOf = async (status: number): Promise<Map<string, number>> => {
  const report = await server.mock.coverage()
  return new Map(
    report.operations.map((operation) => [
      operation.operation,
      operation.answers.find((answer) => answer.status === status)?.requests ?? 0,
    ]),
  )
}

describe("the server's edge answers", () => {
  it('answers 413 Request body too large to every operation that takes a body, changing nothing, and counts it', async () => {
    const taking = routes.filter((route) => route.body || route.rawBody)
    const teams = server.mock.db.teams.count()
    for (const route of taking) {
      const response = await fetch(`${server.url}${route.path}`, {
        method: route.method,
        headers: { authorization: 'Bearer demo-token', 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'x'.repeat(2048) }),
      })
      expect(response.status, route.operation).toBe(413)
      expect((await response.json()).message).toBe('Request body too large')
      expect(server.journal.list()[0], route.operation).toMatchObject({ status: 413, operation: route.operation })
    }
    expect(server.mock.db.teams.count()).toBe(teams)
    const counted = await answersOf(413)
    for (const route of taking) expect(counted.get(route.operation), route.operation).toBeGreaterThan(0)
  })

  it('answers 414 URI too long to every operation that takes a query, and counts it', async () => {
    const taking = routes.filter((route) => route.query)
    for (const route of taking) {
      expect(
        await statusOf(`${route.method} ${route.path}?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`),
        route.operation,
      ).toBe(414)
      expect(server.journal.list()[0], route.operation).toMatchObject({ status: 414, operation: route.operation, message: 'URI too long' })
    }
    const counted = await answersOf(414)
    for (const route of taking) expect(counted.get(route.operation), route.operation).toBeGreaterThan(0)
  })
})
