// Which Node HTTP clients setupMockServer() intercepts, and that the standalone server answers
// every one of them: the README's "Where interception works" table, checked on this Node.
import assert from 'node:assert/strict'
import http from 'node:http'
import https from 'node:https'
import { request as httpNamedImport } from 'node:http'
import { request as httpsNamedImport } from 'node:https'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { after, before, describe, test } from 'node:test'
import axios from 'axios'
import { setupMockServer } from 'doc-workspace-mock/node'
import { startMockServer } from 'doc-workspace-mock/server'
import got from 'got'
import ky from 'ky'
import * as undici from 'undici'

const require = createRequire(import.meta.url)
// Taken off the module at load, before listen(), as `const { request } = require('https')` at the top of a file does.
const takenBeforeListen = { 'http:': require('node:http').request, 'https:': require('node:https').request }
const namedImport = { 'http:': httpNamedImport, 'https:': httpsNamedImport }
const headers = { authorization: 'Bearer demo-token' }

/** Sends GET <url> with one node:http(s) request function; answers the body as JSON. */
const viaRequest = (request, url) =>
  new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      let body = ''
      res.on('data', (chunk) => (body += chunk)).on('end', () => resolve(JSON.parse(body)))
    })
    req.on('error', reject).end()
  })
const protocolOf = (url) => new URL(url).protocol

/** Each client lists the teams at `url` and answers the envelope. */
const clients = {
  fetch: async (url) => (await fetch(url, { headers })).json(),
  axios: async (url) => (await axios.get(url, { headers })).data,
  got: (url) => got(url, { headers }).json(),
  ky: (url) => ky(url, { headers }).json(),
  'node:http(s) module, called as http.request()': (url) => viaRequest(protocolOf(url) === 'https:' ? https.request : http.request, url),
  'node:http(s) request taken after listen()': (url) => viaRequest(require(`node:${protocolOf(url).slice(0, -1)}`).request, url),
  'node:http(s) request taken before listen()': (url) => viaRequest(takenBeforeListen[protocolOf(url)], url),
  "import { request } from 'node:http(s)'": (url) => viaRequest(namedImport[protocolOf(url)], url),
  // An ES module's bindings of a Node built-in are fixed when the built-in is first imported, so even one taken now is the original.
  "import('node:http(s)') after listen(), then its request": async (url) =>
    viaRequest((await import(`node:${protocolOf(url).slice(0, -1)}`)).request, url),
  'undici fetch': async (url) => (await undici.fetch(url, { headers })).json(),
  'undici request': async (url) => (await undici.request(url, { headers })).body.json(),
}
const notIntercepted = new Set([
  'node:http(s) request taken before listen()',
  "import { request } from 'node:http(s)'",
  "import('node:http(s)') after listen(), then its request",
  'undici fetch',
  'undici request',
])

/** A loopback port nothing listens on: a request the mock does not intercept is refused there, never sent anywhere else. */
async function closedPort() {
  const server = createServer().listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address()
  await new Promise((resolve) => server.close(resolve))
  return port
}

for (const scheme of ['http', 'https']) {
  describe(`setupMockServer() in Node, for an ${scheme} base URL`, () => {
    let mock
    before(async () => {
      mock = setupMockServer({ baseUrl: `${scheme}://127.0.0.1:${await closedPort()}` })
      mock.listen({ onUnhandledRequest: 'error' })
    })
    after(() => mock.close())

    for (const [name, list] of Object.entries(clients)) {
      if (notIntercepted.has(name)) {
        test(`does not intercept ${name}: the request goes to the network`, async () => {
          const answered = mock.journal.size
          await assert.rejects(list(`${mock.baseUrl}/teams`), (error) => (error.cause ?? error).code === 'ECONNREFUSED')
          assert.equal(mock.journal.size, answered)
        })
      } else {
        test(`intercepts ${name}`, async () => {
          assert.equal((await list(`${mock.baseUrl}/teams`)).result.total, 3)
          assert.equal(mock.journal.list()[0].path, '/teams')
        })
      }
    }
  })
}

describe('the standalone server, started in the test process', () => {
  let server
  before(async () => {
    server = await startMockServer({ port: 0, quiet: true })
  })
  after(() => server.close())

  for (const [name, list] of Object.entries(clients)) {
    test(`answers ${name}`, async () => {
      assert.equal((await list(`${server.url}/teams`)).result.total, 3)
    })
  }
})
