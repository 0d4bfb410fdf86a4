import { describe, expect, it } from 'vitest'
import { ConditionsError } from '../../src/conditions/catalog.js'
import { documentNamed } from '../support/files.js'
import { useMock } from '../support/mock.js'

const { mock, baseUrl } = useMock()
const auth = { authorization: 'Bearer demo-token' }
const call = (path: string, init: RequestInit = {}): Promise<Response> =>
  fetch(`${baseUrl()}${path}`, { ...init, headers: { ...auth, ...init.headers } })
const createTeam = (name: string, headers: Record<string, string> = {}) =>
  call('/teams/create', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ name }) })
const hasTeam = (name: string): boolean => mock.db.teams.all().some((team) => team.name === name)
const roadmap = documentNamed('Roadmap.pdf')

describe('conditions of your own', () => {
  it('aims a fault at the operations it names, by name or by METHOD /path', async () => {
    mock.useConditions({
      name: 'writes-down',
      operations: ['Create Team', 'DELETE /teams/delete'],
      faults: [{ kind: 'status', status: 503, retryAfter: 30 }],
    })
    expect((await createTeam('Nope')).status).toBe(503)
    expect((await call('/teams')).status).toBe(200)
    expect(hasTeam('Nope')).toBe(false)
    expect(mock.conditions.map((condition) => condition.name)).toEqual(['writes-down'])
  })

  it('composes with built-in ones: delays add up, the first fault wins', async () => {
    mock.useConditions({ name: 'fixed-delay', delay: { kind: 'fixed', ms: 20 } }, { name: 'also-delay', delay: 15 }, 'maintenance')
    const response = await call('/teams')
    expect(response.status).toBe(503)
    expect(mock.journal.list()[0]).toMatchObject({
      delayMs: 35,
      conditions: ['fixed-delay', 'also-delay', 'maintenance'],
      fault: 'status:503',
    })
  })

  it('truncates an answer after the operation ran: the headers promise more than the body gives', async () => {
    mock.useConditions({ name: 'cut', operations: ['Create Team'], faults: [{ kind: 'truncate', bytes: 10 }] })
    const response = await createTeam('Ran anyway')
    expect(response.status).toBe(200)
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(10)
    await expect(response.text()).rejects.toThrow(TypeError)
    expect(hasTeam('Ran anyway')).toBe(true)
    expect(mock.journal.list()[0]).toMatchObject({ fault: 'truncate', status: 200 })
  })

  it('answers a body that is not valid JSON after the operation ran', async () => {
    mock.useConditions({ name: 'garbled', faults: [{ kind: 'invalid-json' }] })
    const response = await createTeam('Garbled')
    expect(response.status).toBe(200)
    await expect(response.json()).rejects.toThrow(SyntaxError)
    expect(hasTeam('Garbled')).toBe(true)
  })

  it("trickles a document's bytes, complete and in order", async () => {
    mock.useConditions({ name: 'thin-pipe', operations: ['Stream Document'], faults: [{ kind: 'slow-body', bytesPerSecond: 20_000 }] })
    const started = performance.now()
    const response = await call(`/documents/stream?document_id=${roadmap.document_id}`)
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(bytes.length).toBe(roadmap.size_bytes)
    expect(bytes).toEqual(mock.db.blobs.get(roadmap.document_id)?.bytes)
    expect(performance.now() - started).toBeGreaterThanOrEqual((roadmap.size_bytes / 20_000) * 1000 * 0.9)
  })

  it('is refused with every bad field named, and changes nothing', () => {
    mock.useConditions('slow')
    const attempt = () =>
      mock.useConditions(
        'nope',
        { name: 'Bad Name' },
        {
          name: 'too-much',
          faults: [
            { kind: 'network', rate: 0.8 },
            { kind: 'hang', rate: 0.5 },
          ],
        },
      )
    expect(attempt).toThrow(ConditionsError)
    expect(attempt).toThrow(
      'conditions[0]: Unknown condition "nope". Known conditions: offline, slow, flaky, rate-limited, maintenance, hang',
    )
    expect(() => mock.useConditions({ name: 'aimed', operations: ['Make Coffee'], delay: 1 })).toThrow(
      /conditions\[0\]\.operations\[0\]: Unknown operation "Make Coffee"/,
    )
    expect(() =>
      mock.useConditions({
        name: 'too-much',
        faults: [
          { kind: 'network', rate: 0.8 },
          { kind: 'hang', rate: 0.5 },
        ],
      }),
    ).toThrow('add up to more than 1')
    expect(() => mock.useConditions({ name: 'slow', delay: 1 })).toThrow('"slow" is a built-in condition')
    expect(mock.conditions.map((condition) => condition.name)).toEqual(['slow'])
  })

  it('is remembered by name once given, so a header can name it', async () => {
    mock.useConditions({ name: 'all-down', faults: [{ kind: 'status', status: 500 }] })
    mock.useConditions()
    expect((await call('/teams', { headers: { 'x-mock-conditions': 'all-down' } })).status).toBe(500)
  })
})

describe('the X-Mock-Conditions header', () => {
  it('sets the conditions of one request only', async () => {
    expect((await createTeam('Not now', { 'x-mock-conditions': 'maintenance' })).status).toBe(503)
    expect((await createTeam('Now')).status).toBe(200)
    expect(hasTeam('Not now')).toBe(false)
  })

  it('turns every condition off for one request with none', async () => {
    mock.useConditions('maintenance')
    expect((await call('/teams', { headers: { 'x-mock-conditions': 'none' } })).status).toBe(200)
    expect((await call('/teams')).status).toBe(503)
  })

  it('answers 400 listing the known conditions for an unknown name', async () => {
    const response = await call('/teams', { headers: { 'x-mock-conditions': 'slow, sunny' } })
    expect(response.status).toBe(400)
    expect((await response.json()).errors).toEqual([
      {
        field: 'X-Mock-Conditions',
        message: 'Unknown condition "sunny". Known conditions: offline, slow, flaky, rate-limited, maintenance, hang',
      },
    ])
  })
})

describe('holds', () => {
  it('hold a request before its operation until the test releases it', async () => {
    const held = mock.hold('Create Team')
    const pending = createTeam('Held')
    await held.arrived()
    expect(held.pending).toBe(1)
    expect(hasTeam('Held')).toBe(false)
    expect((await call('/teams')).status).toBe(200)
    held.release()
    expect((await pending).status).toBe(200)
    expect(hasTeam('Held')).toBe(true)
  })

  it('fail held requests with a chosen fault, the operation never run', async () => {
    const held = mock.hold(['POST /teams/create'])
    const pending = [createTeam('One'), createTeam('Two')]
    await held.arrived(2)
    held.fail(503)
    expect((await Promise.all(pending)).map((response) => response.status)).toEqual([503, 503])
    expect(hasTeam('One') || hasTeam('Two')).toBe(false)
    const network = mock.hold()
    const lost = call('/teams')
    await network.arrived()
    network.fail('network')
    await expect(lost).rejects.toThrow(TypeError)
  })

  it("answer held requests with a response of the test's own", async () => {
    const held = mock.hold('Get Account Teams')
    const pending = call('/teams')
    await held.arrived()
    held.respond(() => Response.json({ success: true, message: 'Stubbed', result: null, errors: null, except: null }))
    expect((await (await pending).json()).message).toBe('Stubbed')
  })

  it('fail on reset, so a hold never outlives its test', async () => {
    const held = mock.hold()
    const pending = call('/teams')
    await held.arrived()
    mock.reset()
    await expect(pending).rejects.toThrow(TypeError)
  })
})
