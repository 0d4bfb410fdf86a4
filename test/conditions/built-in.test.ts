import { describe, expect, it } from 'vitest'
import { useMock } from '../support/mock.js'

const { mock, baseUrl } = useMock()
const auth = { authorization: 'Bearer demo-token' }
const call = (path: string, init: RequestInit = {}): Promise<Response> =>
  fetch(`${baseUrl()}${path}`, { ...init, headers: { ...auth, ...init.headers } })
const createTeam = (name: string, headers: Record<string, string> = {}) =>
  call('/teams/create', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ name }) })
const teamCount = (): number => mock.db.teams.count()

describe('offline', () => {
  it('fails every operation at the network level, journals it, and changes nothing', async () => {
    mock.useConditions('offline')
    const before = teamCount()
    await expect(call('/teams')).rejects.toThrow(TypeError)
    await expect(createTeam('Never')).rejects.toThrow(TypeError)
    expect(teamCount()).toBe(before)
    expect(mock.journal.list()[0]).toMatchObject({ status: 0, fault: 'network', conditions: ['offline'], operation: 'Create Team' })
  })
})

describe('maintenance', () => {
  it('answers every operation 503 Service unavailable with Retry-After, and changes nothing', async () => {
    mock.useConditions('maintenance')
    const before = teamCount()
    const response = await createTeam('Never')
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('120')
    expect(await response.text()).toBe('{"success":false,"message":"Service unavailable","result":null,"errors":null,"except":null}')
    expect(teamCount()).toBe(before)
    expect(mock.journal.list()[0]).toMatchObject({ status: 503, fault: 'status:503', message: 'Service unavailable' })
  })
})

describe('flaky', () => {
  const statuses = async (count: number): Promise<number[]> => {
    const out: number[] = []
    for (let i = 0; i < count; i++)
      out.push(
        await call('/teams').then(
          (r) => r.status,
          () => 0,
        ),
      )
    return out
  }

  it('fails a seeded tenth of the requests with 503, 500 and network errors, the same ones on every run', async () => {
    mock.useConditions('flaky')
    const first = await statuses(300)
    mock.reset()
    mock.useConditions('flaky')
    const second = await statuses(300)
    expect(second).toEqual(first)
    const failed = first.filter((status) => status !== 200)
    expect(failed.length).toBeGreaterThanOrEqual(15)
    expect(failed.length).toBeLessThanOrEqual(50)
    expect(new Set(failed)).toEqual(new Set([0, 500, 503]))
  }, 60_000) // 600 requests: MSW 3 intercepts about three times slower than MSW 2

  it('answers its 500 with the condition named in except, and its 503 with Retry-After', async () => {
    mock.useConditions('flaky')
    const seen = new Map<number, Response>()
    for (let i = 0; i < 150 && seen.size < 2; i++) {
      const response = await call('/teams').catch(() => undefined)
      if (response && response.status !== 200 && !seen.has(response.status)) seen.set(response.status, response)
    }
    expect(await seen.get(500)?.json()).toEqual({
      success: false,
      message: 'Internal server error',
      result: null,
      errors: null,
      except: { name: 'SimulatedFault', message: 'Injected by the condition "flaky"' },
    })
    expect(seen.get(503)?.headers.get('retry-after')).toBe('1')
  })
})

describe('rate-limited', () => {
  it("lets 10 requests through, then answers 429 until the mock's clock refills the bucket", async () => {
    mock.useConditions('rate-limited')
    const remaining: Array<string | null> = []
    for (let i = 0; i < 10; i++) {
      const response = await call('/teams')
      expect(response.status).toBe(200)
      expect(response.headers.get('ratelimit-limit')).toBe('10')
      remaining.push(response.headers.get('ratelimit-remaining'))
    }
    expect(remaining).toEqual(['9', '8', '7', '6', '5', '4', '3', '2', '1', '0'])
    const limited = await call('/teams')
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('6')
    expect(limited.headers.get('ratelimit-reset')).toBe('60')
    expect((await limited.json()).message).toBe('Too many requests')
    // Waiting does nothing: only the mock's clock refills it.
    expect((await call('/teams')).status).toBe(429)
    mock.clock.advance(6_000)
    expect((await call('/teams')).status).toBe(200)
    expect((await call('/teams')).status).toBe(429)
  })

  it('keeps one bucket per caller: another token has its own', async () => {
    mock.useConditions('rate-limited')
    for (let i = 0; i < 10; i++) await call('/teams')
    expect((await call('/teams')).status).toBe(429)
    const login = await fetch(`${baseUrl()}/auth/api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ api_key: 'viewer-api-key' }),
    })
    expect(login.status).toBe(200)
    const { result } = await login.json()
    const other = await fetch(`${baseUrl()}/teams`, { headers: { authorization: `Bearer ${result.access_token}` } })
    expect(other.status).toBe(200)
    expect(other.headers.get('ratelimit-remaining')).toBe('9')
  })
})

describe('slow', () => {
  it('delays each answer by a seeded time it journals, the same on every run', async () => {
    mock.useConditions('slow')
    const started = performance.now()
    expect((await call('/teams')).status).toBe(200)
    const elapsed = performance.now() - started
    const delay = mock.journal.list()[0]?.delayMs ?? 0
    expect(delay).toBeGreaterThan(0)
    // A lower bound only: a busy machine answers later, never sooner.
    expect(elapsed).toBeGreaterThanOrEqual(delay - 1)
    mock.reset()
    mock.useConditions('slow')
    await call('/teams')
    expect(mock.journal.list()[0]?.delayMs).toBe(delay)
  })
})

describe('hang', () => {
  it('holds a request until the client aborts, then journals it unanswered', async () => {
    mock.useConditions('hang')
    const controller = new AbortController()
    const pending = call('/teams', { signal: controller.signal })
    await expect.poll(() => mock.journal.inFlight).toBe(1)
    expect(mock.journal.size).toBe(0)
    controller.abort()
    await expect(pending).rejects.toThrow(/abort/i)
    await expect.poll(() => mock.journal.list()[0]?.status).toBe(0)
    expect(mock.journal.list()[0]).toMatchObject({ fault: 'hang', operation: 'Get Account Teams' })
  })

  it('answers the requests it held once the condition is removed', async () => {
    mock.useConditions('hang')
    const pending = createTeam('Held team')
    await expect.poll(() => mock.journal.inFlight).toBe(1)
    expect(mock.db.teams.all().some((team) => team.name === 'Held team')).toBe(false)
    mock.useConditions()
    expect((await pending).status).toBe(200)
    expect(mock.db.teams.all().some((team) => team.name === 'Held team')).toBe(true)
    expect(mock.journal.list()[0]).toMatchObject({ fault: 'hang', status: 200 })
  })

  it('lets the requests it held go on after a reset, in the world as reset', async () => {
    mock.useConditions('hang')
    const pending = createTeam('Held over a reset')
    await expect.poll(() => mock.journal.inFlight).toBe(1)
    mock.reset()
    expect((await pending).status).toBe(200)
    // Had it run before the reset, the reset would have undone it.
    expect(mock.db.teams.all().some((team) => team.name === 'Held over a reset')).toBe(true)
    expect(mock.conditions).toEqual([])
  })

  it("lets a session's held requests go on when mock.reset() ends the session", async () => {
    const session = mock.sessions.get('held')
    session.useConditions('hang')
    const pending = call('/teams', { headers: { 'x-mock-session': 'held' } })
    await expect.poll(() => session.journal.inFlight).toBe(1)
    mock.reset()
    expect((await pending).status).toBe(200)
    expect(mock.sessions.size).toBe(0)
  })
})
