import assert from 'node:assert/strict'
import { after, afterEach, before, test } from 'node:test'
import { unstable_startWorker } from 'wrangler'

// The tests need nothing but loopback: Miniflare would download the `request.cf` data from
// Cloudflare (offline, it warns and uses a placeholder). Skip the download (a shell may set it too).
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false'

const CONTROL = { 'x-mock-control-token': 'team-secret' }
const DEMO = { authorization: 'Bearer demo-token' }

/** @type {Awaited<ReturnType<typeof unstable_startWorker>>} */
let worker
/** @type {URL} */
let base
/** Rejects when workerd fails to start the Worker (an error thrown at its global scope), which requests would otherwise wait for. */
let startFailure

// src/worker.ts in workerd, as `wrangler dev` serves it (wrangler.jsonc), on a free loopback port.
// The Worker sees each request as deployed: https://mock.example.workers.dev/…, that Host (dev.host).
before(async () => {
  worker = await unstable_startWorker({
    config: 'wrangler.jsonc',
    dev: { server: { hostname: '127.0.0.1', port: 0 }, inspector: false, watch: false, logLevel: 'warn' },
  })
  startFailure = new Promise((_, reject) => worker.raw.on('error', (event) => reject(event.cause ?? event)))
  startFailure.catch(() => undefined)
  base = await worker.url
})
after(() => worker?.dispose())
// The world back to its seed after each test, through the control route with the token.
afterEach(async () => assert.equal((await call('/__mock/reset', { method: 'POST', headers: CONTROL })).status, 200))

/** A request to the Worker over HTTP, failing with workerd's error if the Worker did not start. */
const call = (path, init = {}) => Promise.race([fetch(new URL(path, base), init), startFailure])

test('answers the canned teams to the demo token, in the service envelope', async () => {
  const response = await call('/teams', { headers: DEMO })
  assert.equal(response.status, 200)
  const body = await response.json()
  assert.deepEqual({ ...body, result: undefined }, { success: true, message: 'Teams retrieved', result: undefined, errors: null, except: null })
  assert.equal(body.result.total, 3)
  assert.deepEqual(body.result.items.map((team) => team.name), ['Design', 'Engineering', 'Marketing'])
})

test('refuses a request without a token with the 401 envelope', async () => {
  const response = await call('/teams')
  assert.equal(response.status, 401)
  assert.deepEqual(await response.json(), { success: false, message: 'Invalid token', result: null, errors: null, except: null })
})

test('keeps what a request wrote for the next requests to the same isolate', async () => {
  const created = await call('/teams/create', {
    method: 'POST',
    headers: { ...DEMO, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Research', description: 'Labs and prototypes' }),
  })
  assert.equal(created.status, 200)
  const { result: team } = await created.json()
  assert.equal(team.name, 'Research')

  const { result } = await (await call('/teams', { headers: DEMO })).json()
  assert.equal(result.total, 4)
  assert.ok(result.items.some((item) => item.team_id === team.team_id && item.name === 'Research'))
})

test('starts from the seed again after POST /__mock/reset', async () => {
  const { result } = await (await call('/teams', { headers: DEMO })).json()
  assert.equal(result.total, 3)
})

test('opens the control routes only with the control token', async () => {
  const refused = await call('/__mock/state')
  assert.equal(refused.status, 401)
  assert.equal((await refused.json()).success, false)

  const state = await call('/__mock/state', { headers: CONTROL })
  assert.equal(state.status, 200)
  const world = await state.json()
  assert.equal(world.format, 'doc-workspace-mock/state')
  assert.equal(world.scenario, 'default')
})

test('answers a CORS preflight with 204', async () => {
  const response = await call('/teams', {
    method: 'OPTIONS',
    headers: { origin: 'https://app.example.test', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
  })
  assert.equal(response.status, 204)
  assert.equal(response.headers.get('access-control-allow-origin'), 'https://app.example.test')
  assert.match(response.headers.get('access-control-allow-methods') ?? '', /\bGET\b/)
})

test('serves the contract, and says the reference page is not there (503, not 500): a Worker has no disk', async () => {
  const contract = await call('/__mock/openapi.json')
  assert.equal(contract.status, 200)
  const document = await contract.json()
  assert.ok(Object.keys(document.paths).includes('/teams'))
  // The Worker is served over https, and its contract says so.
  assert.equal(document.servers[0].url, 'https://mock.example.workers.dev')

  const docs = await call('/__mock/docs')
  assert.equal(docs.status, 503)
  assert.match(await docs.text(), /swagger-ui-dist.*as a Worker cannot/s)
})

test('answers a network fault 503, saying so: a Worker cannot drop a connection, and a cleanly ended body would pass for success', async () => {
  const response = await call('/teams', { headers: { ...DEMO, 'x-mock-conditions': 'offline' } })
  assert.equal(response.status, 503)
  assert.equal(response.headers.get('x-mock-fault'), 'network')
  assert.match((await response.json()).message, /network fault: a Worker cannot drop a connection/)
  const journal = await (await call('/__mock/requests', { headers: CONTROL })).json()
  assert.equal(journal.result.items[0].fault, 'network')
})
