import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createSessionWorker, type SessionWorkerOptions } from '../../src/adapters/cloudflare/cloudflare.js'
import { createMockApp } from '../../src/app/fetch.js'
import { MemoryNamespace, MemoryStorage, STORED_VALUE_LIMIT } from '../support/durable-objects.js'

/**
 * The Worker and its Durable Objects in process, over a storage with
 * workerd's limits; `restart()` drops every object and keeps its storage.
 * The examples/cloudflare-workers project runs the same in workerd itself.
 */
const BASE = 'http://127.0.0.1:4010'
const DEMO = { authorization: 'Bearer demo-token' }

function startWorker(options: Omit<SessionWorkerOptions, 'binding'> = {}) {
  const worker = createSessionWorker({ binding: 'MOCK_SESSIONS', ...options })
  const namespace = new MemoryNamespace(worker.SessionObject)
  namespace.env = { MOCK_SESSIONS: namespace }
  const fetch = (path: string, init: RequestInit = {}) => worker.fetch(new Request(`${BASE}${path}`, init), namespace.env)
  return { fetch, namespace, storageOf: (name: string) => namespace.storages.get(name) as MemoryStorage }
}

/** What a client meets: status, headers and body; `network-error` when the body fails (a dropped connection). */
async function seen(response: Response): Promise<string> {
  const headers = [...response.headers].filter(([name]) => name !== 'date').map(([name, value]) => `${name}: ${value}`)
  let body: string
  try {
    body = await response.text()
  } catch {
    body = 'network-error'
  }
  return `${response.status} ${headers.join('; ')} ${body}`
}

describe('one Durable Object per session', () => {
  it('answers as the Node server session of the same id, byte for byte, and goes on where it was after a restart: flaky faults, rate limit', async () => {
    const options = { conditions: ['flaky', 'rate-limited'] } as const
    const worker = startWorker(options)
    const node = createMockApp(options)
    const session = { ...DEMO, 'x-mock-session': 'flaky-1' }
    // Reads, and a write second: the world's records move as well as the conditions' course.
    const sequence = async (ask: (path: string, init: RequestInit) => Promise<Response>, from: number, to: number) => {
      const answers: string[] = []
      for (let i = from; i < to; i++) {
        const write = { method: 'POST', headers: { ...session, 'content-type': 'application/json' }, body: '{"name":"Research"}' }
        answers.push(await seen(await (i === 1 ? ask('/teams/create', write) : ask('/teams', { headers: session }))))
      }
      return answers
    }
    const before = await sequence(worker.fetch, 0, 4)
    worker.namespace.restart()
    const after = await sequence(worker.fetch, 4, 14)
    const onNode = await sequence((path, init) => node.fetch(new Request(`${BASE}${path}`, init)), 0, 14)
    expect([...before, ...after]).toEqual(onNode)
    // Both met after the restart, so both were carried: a fault drawn from the sequence, and the bucket running dry.
    expect(after.map((answer) => (answer.endsWith(' network-error') ? 'network-error' : answer.slice(0, 3)))).toEqual(
      expect.arrayContaining(['503', 'network-error', '429']),
    )
  })

  it('keeps each session apart, and the default world in an object of its own', async () => {
    const { fetch, namespace } = startWorker()
    const create = (headers: Record<string, string>, name: string) =>
      fetch('/teams/create', {
        method: 'POST',
        headers: { ...DEMO, ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ name }),
      })
    expect((await create({ 'x-mock-session': 'left' }, 'Left team')).status).toBe(200)
    expect(
      (
        await fetch('/_s/right/teams/create', {
          method: 'POST',
          headers: { ...DEMO, 'content-type': 'application/json' },
          body: '{"name":"Right team"}',
        })
      ).status,
    ).toBe(200)
    expect((await create({}, 'Default team')).status).toBe(200)
    namespace.restart()
    const names = async (path: string, headers: Record<string, string> = {}) =>
      (
        (await (await fetch(path, { headers: { ...DEMO, ...headers } })).json()) as { result: { items: Array<{ name: string }> } }
      ).result.items
        .map((team) => team.name)
        .sort()
    expect(await names('/teams', { 'x-mock-session': 'left' })).toEqual(['Design', 'Engineering', 'Left team', 'Marketing'])
    expect(await names('/_s/right/teams')).toEqual(['Design', 'Engineering', 'Marketing', 'Right team'])
    expect(await names('/teams')).toEqual(['Default team', 'Design', 'Engineering', 'Marketing'])
    expect([...namespace.storages.keys()].sort()).toEqual(['default', 'session:left', 'session:right'])
  })

  it('stores a 3 MB file in chunks under the value limit, restores it, and deletes its chunks once nothing refers to it', async () => {
    const { fetch, namespace, storageOf } = startWorker({ chunkBytes: 1024 * 1024 })
    const session = { ...DEMO, 'x-mock-session': 'big' }
    const drive = (await (await fetch('/workspaces/drive', { headers: session })).json()) as { result: { workspace_id: string } }
    const bytes = Uint8Array.from({ length: 3 * 1024 * 1024 + 5 }, (_, index) => (index * 7) & 0xff)
    const form = new FormData()
    form.append('file', new File([bytes], 'scan.bin', { type: 'application/octet-stream' }))
    form.append('workspace_id', drive.result.workspace_id)
    const uploaded = await fetch('/documents/upload', { method: 'POST', headers: session, body: form })
    expect(uploaded.status).toBe(200)
    const { document_id } = ((await uploaded.json()) as { result: { document_id: string } }).result
    const storage = storageOf('session:big')
    expect(storage.largest).toBeLessThanOrEqual(1024 * 1024)
    expect(storage.largest).toBeLessThan(STORED_VALUE_LIMIT)
    // Four chunks (3 MiB and 5 bytes), stored under the file's SHA-256; the canned files take one each.
    const chunksOfUpload = [...storage.values.keys()].filter((key) =>
      key.startsWith(`file:${createHash('sha256').update(bytes).digest('hex')}:`),
    )
    expect(chunksOfUpload.sort()).toEqual([0, 1, 2, 3].map((index) => chunksOfUpload[0]!.replace(/\d+$/, String(index))))

    namespace.restart()
    const streamed = await fetch(`/documents/stream?document_id=${document_id}`, { headers: session })
    expect(streamed.status).toBe(200)
    expect(Buffer.from(await streamed.arrayBuffer()).equals(bytes)).toBe(true)

    expect((await fetch('/_s/big/__mock/reset', { method: 'POST' })).status).toBe(200)
    expect([...storage.values.keys()].filter((key) => chunksOfUpload.includes(key))).toEqual([])
    expect([...storage.values.keys()].filter((key) => key.startsWith('file:')).length).toBeGreaterThan(0)
  })

  it('answers a 503 envelope saying what and what to do when stored state cannot be restored, until the session is ended', async () => {
    const { fetch, namespace, storageOf } = startWorker()
    const session = { ...DEMO, 'x-mock-session': 'broken' }
    await fetch('/teams/create', { method: 'POST', headers: { ...session, 'content-type': 'application/json' }, body: '{"name":"Kept"}' })
    const storage = storageOf('session:broken')
    const chunk = storage.values.get('records:0') as Uint8Array
    chunk[20] = chunk[20]! ^ 1
    namespace.restart()

    const refused = await fetch('/teams', { headers: session })
    expect(refused.status).toBe(503)
    const { message, success, result } = (await refused.json()) as { message: string; success: boolean; result: unknown }
    expect({ success, result }).toEqual({ success: false, result: null })
    expect(message).toMatch(
      /^The stored state of session "broken" cannot be restored: the records: the chunks' SHA-256 is [0-9a-f]+, [0-9a-f]+ was stored \(the bytes changed\)\. It is not replaced by seed data in silence: DELETE \/__mock\/sessions\/broken/,
    )

    const ended = await fetch('/__mock/sessions/broken', { method: 'DELETE' })
    expect(await ended.json()).toEqual({ success: true, message: 'Session ended', result: { id: 'broken' }, errors: null, except: null })
    expect(storage.values.size).toBe(0)
    expect((await fetch('/__mock/sessions/broken', { method: 'DELETE' })).status).toBe(404)
    const teams = (await (await fetch('/teams', { headers: session })).json()) as { result: { total: number } }
    expect(teams.result.total).toBe(3)
  })

  it('says the sessions cannot be listed (501), and keeps the control token and Host rules of createMockApp', async () => {
    const { fetch } = startWorker({ host: 'mock.example.test', controlToken: 'team-secret', allowedHosts: ['mock.example.test'] })
    const listed = await fetch('/__mock/sessions', { headers: { host: 'mock.example.test', 'x-mock-control-token': 'team-secret' } })
    expect(listed.status).toBe(501)
    expect(((await listed.json()) as { message: string }).message).toMatch(
      /^Sessions live in Durable Objects here, one object per session, and a Worker cannot list them/,
    )
    expect((await fetch('/__mock/sessions', { headers: { host: 'mock.example.test' } })).status).toBe(401)
    expect((await fetch('/__mock/sessions/x', { method: 'DELETE', headers: { host: 'mock.example.test' } })).status).toBe(401)
    expect((await fetch('/_s/a/__mock/state', { headers: { host: 'mock.example.test' } })).status).toBe(401)
    expect((await fetch('/teams', { headers: { ...DEMO, host: 'elsewhere.test' } })).status).toBe(403)
    expect(() => createSessionWorker({ binding: 'MOCK_SESSIONS', host: 'mock.example.test' })).toThrow(/give controlToken/)
  })

  it('reads its options from the environment when given a function of it, and says what is missing', async () => {
    const worker = createSessionWorker((env) => ({
      binding: 'MOCK_SESSIONS',
      host: 'mock.example.test',
      controlToken: env.TOKEN as string | undefined,
    }))
    const namespace = new MemoryNamespace(worker.SessionObject)
    const ask = (env: Record<string, unknown>, headers: Record<string, string>) =>
      worker.fetch(new Request(`${BASE}/__mock/scenario`, { headers: { host: 'mock.example.test', ...headers } }), env)
    const unset = await ask({ MOCK_SESSIONS: namespace }, {})
    expect(unset.status).toBe(500)
    expect(((await unset.json()) as { message: string }).message).toMatch(
      /is not loopback, so the control routes need a token.*give controlToken/,
    )

    const other = createSessionWorker((env) => ({ binding: 'MOCK_SESSIONS', host: 'mock.example.test', controlToken: env.TOKEN as string }))
    const objects = new MemoryNamespace(other.SessionObject)
    objects.env = { MOCK_SESSIONS: objects, TOKEN: 'from-a-secret' }
    const call = (headers: Record<string, string>) =>
      other.fetch(new Request(`${BASE}/_s/s1/__mock/scenario`, { headers: { host: 'mock.example.test', ...headers } }), objects.env)
    expect((await call({})).status).toBe(401)
    expect((await call({ 'x-mock-control-token': 'from-a-secret' })).status).toBe(200)
  })
})
