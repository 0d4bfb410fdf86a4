import { request } from 'node:http'
import { connect, type Socket } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { startMockServer, type MockHttpServer } from '../src/adapters/server/server.js'
import { useSpawn } from './support/spawned.js'

// Every 127.x.y.z is this machine on Linux: a client socket bound to 127.0.0.2 is another address to the server.
const FLOODER = '127.0.0.2'
const OTHER = '127.0.0.3'

const spawn = useSpawn()
const opened: Socket[] = []
const servers: MockHttpServer[] = []
afterEach(async () => {
  for (const socket of opened.splice(0)) socket.destroy()
  for (const server of servers.splice(0)) await server.close()
})

const serverWith = async (options: Parameters<typeof startMockServer>[0] = {}): Promise<MockHttpServer> => {
  const server = await startMockServer({ port: 0, ...options })
  servers.push(server)
  return server
}

/**
 * Slow partial requests from one address: each connection sends the start of its headers and nothing more
 * (`headers`), or whole headers and the start of a body (`body`: a request under way, which never gives way).
 */
async function flood(
  port: number,
  count: number,
  part: 'headers' | 'body' = 'headers',
): Promise<{ open: () => number; received: () => string[] }> {
  const answers: string[] = []
  let closed = 0
  const sockets = Array.from({ length: count }, (_, i) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress: FLOODER })
    let received = ''
    const head = `POST /teams/create HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${i}\r\n`
    socket.on('connect', () => socket.write(part === 'headers' ? head : `${head}Content-Length: 100\r\n\r\n{"name":`))
    socket.on('data', (chunk) => (received += chunk.toString()))
    socket.on('error', () => undefined)
    socket.on('close', () => {
      closed++
      if (received) answers.push(received)
    })
    return socket
  })
  opened.push(...sockets)
  // Every connection the server keeps is open, every other one refused.
  await Promise.all(sockets.map((socket) => new Promise((resolve) => (socket.once('connect', resolve), socket.once('close', resolve)))))
  return { open: () => count - closed, received: () => answers }
}

/** The connections a server holds, as it counts them. */
const connectionsOf = (server: MockHttpServer): Promise<number> =>
  new Promise((resolve, reject) => server.server.getConnections((error, count) => (error ? reject(error) : resolve(count))))

/** GET /teams from an address, on a connection of its own: the status, or the error that ended it. */
const getFrom = (port: number, localAddress: string): Promise<number | string> =>
  new Promise((resolve) => {
    const req = request(
      { port, host: '127.0.0.1', localAddress, path: '/teams', headers: { authorization: 'Bearer demo-token' }, agent: false },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
    req.end()
  })

describe('connections shared between client addresses', () => {
  it('answers another address at once while one address holds 2,000 slow partial requests', async () => {
    const server = await serverWith({ quiet: true })
    await flood(server.port, 2000)
    await expect.poll(() => connectionsOf(server), { timeout: 20_000 }).toBeGreaterThanOrEqual(768)
    expect(await getFrom(server.port, OTHER)).toBe(200)
    expect(await getFrom(server.port, OTHER)).toBe(200)
    // The flooder keeps three quarters of the 1,024 connections; the rest were refused.
    await expect.poll(() => connectionsOf(server)).toBe(768)
  }, 60_000)

  it('lets a client of the flooding address in too, in the place of its connection that waited longest for a request', async () => {
    const lines: string[] = []
    const server = await serverWith({ maxConnections: 40, log: (line) => lines.push(line) })
    const flooding = await flood(server.port, 30)
    await expect.poll(flooding.open).toBe(30)
    await sleep(1100)
    expect(await getFrom(server.port, FLOODER)).toBe(200)
    await expect.poll(flooding.open).toBe(29)
    // The connection that gave way was told why: its request never came whole.
    await expect.poll(() => flooding.received().length).toBe(1)
    expect(flooding.received()[0]).toMatch(/^HTTP\/1\.1 408 [^]*"message":"Request timeout: the request was not complete in time"/)
    expect(lines).toContainEqual(expect.stringMatching(/^connection closed: 127\.0\.0\.2 holds 30 connections.*gave way to a new one$/))
  }, 60_000)

  it('refuses a new connection of an address whose share is all busy with requests, and says so', async () => {
    const lines: string[] = []
    const server = await serverWith({ maxConnections: 40, log: (line) => lines.push(line) })
    const flooding = await flood(server.port, 30, 'body')
    await expect.poll(flooding.open).toBe(30)
    expect(await getFrom(server.port, FLOODER)).not.toBe(200)
    expect(lines).toContainEqual(
      expect.stringMatching(/^connection refused: 127\.0\.0\.2 holds 30 connections, the most one address keeps/),
    )
    expect(await getFrom(server.port, OTHER)).toBe(200)
  }, 60_000)

  it('takes the share from --max-connections-per-address', async () => {
    const serve = spawn(process.execPath, [inject('cli'), 'serve', '--port', '0', '--max-connections-per-address', '2'])
    const port = Number((await serve.waitFor(/listening at http:\/\/127\.0\.0\.1:(\d+)/))[1])
    await flood(port, 2, 'body')
    expect(await getFrom(port, FLOODER)).not.toBe(200)
    expect(await getFrom(port, OTHER)).toBe(200)
    await serve.waitFor(/connection refused: 127\.0\.0\.2 holds 2 connections, the most one address keeps \(maxConnectionsPerAddress 2\)/)
  }, 60_000)
})
