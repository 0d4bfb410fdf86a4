import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { createMockApp } from 'doc-workspace-mock/fetch'
import { unstable_startWorker } from 'wrangler'

// Nothing but loopback: Miniflare would download the `request.cf` data from Cloudflare. Skip it.
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false'

const CONTROL = { 'x-mock-control-token': 'team-secret' }
const DEMO = { authorization: 'Bearer demo-token' }
// The objects' storage, in a folder of its own that outlives each workerd started on it (and never the project's).
const persist = mkdtempSync(join(tmpdir(), 'dwm-durable-objects-'))

/** @type {Awaited<ReturnType<typeof unstable_startWorker>>} */
let worker
/** @type {URL} */
let base
/** Rejects when workerd fails to start the Worker (an error thrown at its global scope), which requests would otherwise wait for. */
let startFailure

// src/worker.ts in workerd, as `wrangler dev` serves it (wrangler.jsonc), on a free loopback port.
async function start() {
  worker = await unstable_startWorker({
    config: 'wrangler.jsonc',
    dev: { server: { hostname: '127.0.0.1', port: 0 }, inspector: false, watch: false, logLevel: 'warn', persist },
  })
  startFailure = new Promise((_, reject) => worker.raw.on('error', (event) => reject(event.cause ?? event)))
  startFailure.catch(() => undefined)
  base = await worker.url
}
/** workerd stopped and started again on the same storage: every object starts anew from what it stored. */
async function restart() {
  await worker.dispose()
  await start()
}
before(start)
after(async () => {
  await worker?.dispose()
  rmSync(persist, { recursive: true, force: true })
})

/** A request to the Worker over HTTP, failing with workerd's error if the Worker did not start. */
const call = (path, init = {}) => Promise.race([fetch(new URL(path, base), init), startFailure])
const json = { 'content-type': 'application/json' }
const teamNames = async (path, headers = {}) => (await (await call(path, { headers: { ...DEMO, ...headers } })).json()).result.items.map((team) => team.name).sort()
const createTeam = (path, headers, name) => call(path, { method: 'POST', headers: { ...DEMO, ...json, ...headers }, body: JSON.stringify({ name }) })

test('keeps each session in its own object, and the default world in one of its own, across a restart', async () => {
  assert.equal((await createTeam('/teams/create', { 'x-mock-session': 'left' }, 'Left team')).status, 200)
  assert.equal((await createTeam('/_s/right/teams/create', {}, 'Right team')).status, 200)
  assert.equal((await createTeam('/teams/create', {}, 'Default team')).status, 200)
  await restart()
  assert.deepEqual(await teamNames('/teams', { 'x-mock-session': 'left' }), ['Design', 'Engineering', 'Left team', 'Marketing'])
  assert.deepEqual(await teamNames('/_s/right/teams'), ['Design', 'Engineering', 'Marketing', 'Right team'])
  assert.deepEqual(await teamNames('/teams'), ['Default team', 'Design', 'Engineering', 'Marketing'])
  // Each world's control routes are its own: the default world's state names no session.
  const state = await (await call('/__mock/state', { headers: CONTROL })).json()
  assert.equal(state.tables.teams.filter((team) => team.name.endsWith(' team')).length, 1)
})

test('keeps a 3 MB upload across a restart and streams it back byte for byte', async () => {
  const session = { ...DEMO, 'x-mock-session': 'upload' }
  const { result: drive } = await (await call('/workspaces/drive', { headers: session })).json()
  const bytes = Uint8Array.from({ length: 3 * 1024 * 1024 + 11 }, (_, index) => (index * 2654435761) >>> 24)
  const form = new FormData()
  form.append('file', new File([bytes], 'scan.bin', { type: 'application/octet-stream' }))
  form.append('workspace_id', drive.workspace_id)
  const uploaded = await call('/documents/upload', { method: 'POST', headers: session, body: form })
  assert.equal(uploaded.status, 200)
  const { result: document } = await uploaded.json()
  assert.equal(document.size_bytes, bytes.length)

  await restart()
  const streamed = await call(`/documents/stream?document_id=${document.document_id}`, { headers: session })
  assert.equal(streamed.status, 200)
  assert.ok(Buffer.from(await streamed.arrayBuffer()).equals(bytes), 'the bytes streamed back are the bytes uploaded')
})

/**
 * What a client meets: the status, the rate-limit header and the body, or `network-error` for a network
 * fault: Node drops the connection, a Worker (which cannot) answers a 503 marked `X-Mock-Fault: network`.
 */
async function seen(answer) {
  try {
    const response = await answer
    if (response.headers.get('x-mock-fault') === 'network') return 'network-error'
    return `${response.status} ${response.headers.get('ratelimit-remaining')} ${await response.text()}`
  } catch {
    return 'network-error'
  }
}
const FAULTY = { conditions: ['flaky', 'rate-limited'] }
/** Requests `from` to `to` of one session under `flaky` and `rate-limited`: reads, and a write second. */
async function sequence(ask, from, to) {
  const answers = []
  for (let i = from; i < to; i++) {
    const write = { method: 'POST', headers: { ...DEMO, ...json, 'x-mock-session': 'flaky-1' }, body: '{"name":"Research"}' }
    answers.push(await seen(i === 1 ? ask('/teams/create', write) : ask('/teams', { headers: { ...DEMO, 'x-mock-session': 'flaky-1' } })))
  }
  return answers
}

test('goes on with its flaky sequence and its rate-limit bucket after a restart, as a Node server session of the same id would', async () => {
  const put = { method: 'PUT', headers: { ...CONTROL, ...json, 'x-mock-session': 'flaky-1' }, body: JSON.stringify(FAULTY) }
  assert.equal((await call('/__mock/conditions', put)).status, 200)
  const before = await sequence(call, 0, 4)
  await restart()
  const after = await sequence(call, 4, 14)

  // The packed package's own app on Node, the same session id, all fourteen requests in one go.
  const app = createMockApp()
  assert.equal((await app.fetch(new Request('http://127.0.0.1:4010/__mock/conditions', put))).status, 200)
  const onNode = await sequence((path, init) => app.fetch(new Request(`http://127.0.0.1:4010${path}`, init)), 0, 14)
  assert.deepEqual([...before, ...after], onNode)
  // Met after the restart: faults drawn on from the sequence, and the bucket running dry.
  const kinds = after.map((answer) => answer.slice(0, 3))
  for (const kind of ['503', 'net', '429']) assert.ok(kinds.includes(kind), `${kind} among ${kinds.join(' ')}`)
})

test('says the sessions cannot be listed (501), and ends one by deleting its object storage', async () => {
  const listed = await call('/__mock/sessions', { headers: CONTROL })
  assert.equal(listed.status, 501)
  assert.match((await listed.json()).message, /^Sessions live in Durable Objects here, one object per session, and a Worker cannot list them/)
  assert.equal((await call('/__mock/sessions/left', { method: 'DELETE' })).status, 401)

  const ended = await call('/__mock/sessions/left', { method: 'DELETE', headers: CONTROL })
  assert.deepEqual(await ended.json(), { success: true, message: 'Session ended', result: { id: 'left' }, errors: null, except: null })
  assert.equal((await call('/__mock/sessions/left', { method: 'DELETE', headers: CONTROL })).status, 404)
  await restart()
  assert.deepEqual(await teamNames('/teams', { 'x-mock-session': 'left' }), ['Design', 'Engineering', 'Marketing'])
  assert.deepEqual(await teamNames('/_s/right/teams'), ['Design', 'Engineering', 'Marketing', 'Right team'])
})
