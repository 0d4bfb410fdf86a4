import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { setupMockServer } from '../../src/adapters/node/node.js'
import { driveOf } from '../support/files.js'
import { fixtures } from '../support/fixtures.js'

/**
 * Runs in Vitest's `jsdom` environment with the setup file of docs/dom-environments.md and in
 * `happy-dom` with none (test/vitest.config.ts): page code builds the File and
 * the FormData from the environment's globals, as it would in a browser, and
 * the stored bytes come back through `fetch` and `XMLHttpRequest` unchanged.
 */
const BASE = 'https://api.example.test'
const mock = setupMockServer({ baseUrl: BASE })
beforeAll(() => mock.listen({ onUnhandledRequest: 'error' }))
afterEach(() => mock.reset())
afterAll(() => mock.close())

const auth = { authorization: 'Bearer demo-token' }
const DRIVE = driveOf(fixtures.alice.user_id)
// Every byte value, then text that is not ASCII: what a text round trip would corrupt.
const BYTES = new Uint8Array([...Array.from({ length: 256 }, (_, i) => i), ...new TextEncoder().encode('café ☕')])

const uploadForm = (): FormData => {
  const form = new FormData()
  form.append('workspace_id', DRIVE)
  form.append('description', 'from the page')
  form.append('file', new File([BYTES], 'photo.bin', { type: 'application/octet-stream' }))
  return form
}

/** An XMLHttpRequest as axios sends one in a page: the answer as an ArrayBuffer. */
function xhr(
  method: string,
  path: string,
  body?: FormData | string,
  headers: Record<string, string> = {},
): Promise<{ status: number; bytes: Uint8Array }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open(method, `${BASE}${path}`)
    request.responseType = 'arraybuffer'
    for (const [name, value] of Object.entries({ ...auth, ...headers })) request.setRequestHeader(name, value)
    request.onload = () => resolve({ status: request.status, bytes: new Uint8Array(request.response as ArrayBuffer) })
    request.onerror = () => reject(new Error(`${method} ${path}: network error`))
    request.send(body)
  })
}

describe(`an upload from page code in ${navigator.userAgent.match(/jsdom|HappyDOM/)?.[0]}`, () => {
  it('stores a File sent with fetch and FormData and streams back the same bytes, whole and in a range', async () => {
    const response = await fetch(`${BASE}/documents/upload`, { method: 'POST', headers: auth, body: uploadForm() })
    const { result } = await response.json()
    expect(response.status).toBe(200)
    expect(result).toMatchObject({
      name: 'photo.bin',
      description: 'from the page',
      mime_type: 'application/octet-stream',
      size_bytes: BYTES.byteLength,
    })

    const whole = await fetch(`${BASE}/documents/stream?document_id=${result.document_id}`, { headers: auth })
    expect(whole.status).toBe(200)
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(BYTES)
    const range = await fetch(`${BASE}/documents/stream?document_id=${result.document_id}`, {
      headers: { ...auth, range: 'bytes=250-259' },
    })
    expect(range.status).toBe(206)
    expect(new Uint8Array(await range.arrayBuffer())).toEqual(BYTES.slice(250, 260))
  })

  it('stores a File sent with XMLHttpRequest and FormData, as axios sends it, and streams back the same bytes', async () => {
    const uploaded = await xhr('POST', '/documents/upload', uploadForm())
    const { result } = JSON.parse(new TextDecoder().decode(uploaded.bytes))
    expect(uploaded.status).toBe(200)
    expect(result).toMatchObject({ name: 'photo.bin', size_bytes: BYTES.byteLength })
    const streamed = await xhr('GET', `/documents/stream?document_id=${result.document_id}`)
    expect(streamed.status).toBe(200)
    expect(streamed.bytes).toEqual(BYTES)
  })
})

describe(`a JSON call from page code in ${navigator.userAgent.match(/jsdom|HappyDOM/)?.[0]}`, () => {
  it('creates a team with a JSON body through XMLHttpRequest, as axios sends it, and reads it back', async () => {
    const created = await xhr('POST', '/teams/create', JSON.stringify({ name: 'From the page' }), { 'content-type': 'application/json' })
    const { result } = JSON.parse(new TextDecoder().decode(created.bytes))
    expect(created.status).toBe(200)
    expect(result).toMatchObject({ name: 'From the page' })
    const read = await xhr('GET', `/teams/info?team_id=${result.team_id}`)
    expect(read.status).toBe(200)
    expect(JSON.parse(new TextDecoder().decode(read.bytes)).result).toMatchObject({ team_id: result.team_id, name: 'From the page' })
  })
})

describe('the recipe', () => {
  // Paths, not URLs: happy-dom's URL is not Node's.
  const here = dirname(fileURLToPath(import.meta.url))
  const read = (path: string): string => readFileSync(join(here, path), 'utf8')

  it('is this very setup file, in docs/dom-environments.md and in the Jest example', () => {
    expect(read('../../docs/dom-environments.md')).toContain(`\`\`\`ts\n${read('setup.ts')}\`\`\``)
    expect(read('../../examples/jest-jsdom/dom-setup.js')).toBe(read('setup.ts'))
    // The Jest example's README shows it inside a numbered step, three spaces in.
    const indented = read('setup.ts').replace(/^(?=.)/gm, '   ')
    expect(read('../../examples/jest-jsdom/README.md')).toContain(`   \`\`\`js\n${indented}   \`\`\``)
  })
})
