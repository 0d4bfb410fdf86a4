import { describe, expect, it } from 'vitest'
import { builtInConditions } from '../../src/conditions/built-in.js'
import { sampleDelay } from '../../src/conditions/delay.js'
import { createRandom } from '../../src/db/random.js'
import { useStandaloneServer } from '../support/standalone.js'

const { mock, server, control, raw } = useStandaloneServer()
const put = (conditions: unknown) => control('/conditions', { method: 'PUT', body: JSON.stringify({ conditions }) })
const teams = () => fetch(`${server().url}/teams`, { headers: { authorization: 'Bearer demo-token' } })

describe('conditions over HTTP', () => {
  it('are set and read at /__mock/conditions, and cleared by POST /__mock/reset', async () => {
    const set = await put(['maintenance', { name: 'slow-teams', operations: ['GET /teams'], delay: 5 }])
    expect(set.status).toBe(200)
    expect(set.body.result.conditions.map((c: { name: string }) => c.name)).toEqual(['maintenance', 'slow-teams'])
    expect((await teams()).status).toBe(503)
    const read = await control('/conditions')
    expect(read.body.result.available.map((c: { name: string }) => c.name)).toEqual([...builtInConditions.map((c) => c.name), 'slow-teams'])
    await control('/reset', { method: 'POST' })
    expect((await control('/conditions')).body.result.conditions).toEqual([])
    expect((await teams()).status).toBe(200)
  })

  it('answers 400 naming each bad field, and changes nothing', async () => {
    await put(['slow'])
    const bad = await put([{ name: 'x', faults: [{ kind: 'status', status: 418 }] }])
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual([{ field: expect.stringMatching(/^conditions\[0\]\.faults/), message: expect.any(String) }])
    const notAList = await put('slow')
    expect(notAList.status).toBe(400)
    expect((await control('/conditions')).body.result.conditions.map((c: { name: string }) => c.name)).toEqual(['slow'])
  })

  it('leave the control routes working while offline', async () => {
    await put(['offline'])
    await expect(teams()).rejects.toThrow(TypeError)
    expect((await control('/scenario')).status).toBe(200)
    expect((await control('/requests')).body.result.items[0]).toMatchObject({ status: 0, fault: 'network' })
  })

  it('send fewer bytes than Content-Length, then close, for a truncated answer', async () => {
    await put([{ name: 'cut', faults: [{ kind: 'truncate', bytes: 7 }] }])
    const answer = await raw('GET /v1/teams HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer demo-token\r\n\r\n')
    const [head, body] = answer.split('\r\n\r\n') as [string, string]
    expect(head).toMatch(/^HTTP\/1\.1 200 /)
    expect(Number(head.match(/content-length: (\d+)/i)?.[1])).toBeGreaterThan(7)
    expect(body).toBe('{"succe')
    expect(mock.journal.list()[0]).toMatchObject({ fault: 'truncate' })
  })
})

describe('requests held by hang, over HTTP', () => {
  const createTeam = (name: string) =>
    fetch(`${server().url}/teams/create`, {
      method: 'POST',
      headers: { authorization: 'Bearer demo-token', 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
    })
  /** Sends a request under `hang`; resolves once the server holds it. */
  const hung = async (send: () => Promise<Response>): Promise<{ answer: Promise<Response> }> => {
    await put(['hang'])
    const answer = send()
    await expect.poll(() => mock.journal.inFlight).toBe(1)
    return { answer }
  }

  it('are answered once PUT /__mock/conditions removes the condition', async () => {
    const { answer } = await hung(teams)
    expect((await put([])).status).toBe(200)
    expect((await answer).status).toBe(200)
  })

  it('go on to their operation after POST /__mock/reset, in the world as reset', async () => {
    const { answer } = await hung(() => createTeam('Held over a reset'))
    expect((await control('/reset', { method: 'POST' })).status).toBe(200)
    expect((await answer).status).toBe(200)
    // Run after the reset, not before it (the reset would have undone it): the team is in the fresh world, the answer in its journal.
    expect(mock.db.teams.findFirst((q) => q.where({ name: 'Held over a reset' }))).toBeDefined()
    expect(mock.journal.list()).toEqual([expect.objectContaining({ operation: 'Create Team', status: 200, fault: 'hang' })])
    expect(mock.conditions).toEqual([])
  })

  it('are answered after mock.reset() in process', async () => {
    const { answer } = await hung(teams)
    mock.reset()
    expect((await answer).status).toBe(200)
  })
})

describe('the slow condition', () => {
  it('draws a skewed delay: median near 300 ms, one in twenty past 800 ms, a tail past 1 s', () => {
    const slow = builtInConditions.find((condition) => condition.name === 'slow')!
    const random = createRandom('distribution')
    const delays = Array.from({ length: 4000 }, () => sampleDelay(slow.delay!, random.fraction)).sort((a, b) => a - b)
    const at = (q: number): number => delays[Math.floor(q * delays.length)]!
    expect(at(0.5)).toBeGreaterThan(270)
    expect(at(0.5)).toBeLessThan(330)
    expect(at(0.95)).toBeGreaterThan(700)
    expect(at(0.995)).toBeGreaterThan(1000)
    expect(at(0.05)).toBeGreaterThan(90)
  })
})
