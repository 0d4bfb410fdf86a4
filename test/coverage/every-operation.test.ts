import { describe, expect, it } from 'vitest'
import type { Route } from '../../src/http/route.js'
import { routes } from '../../src/resources/routes.js'
import { INVALID_TOKEN } from '../support/client.js'
import { useMock } from '../support/mock.js'

/**
 * The answers every operation declares whatever its inputs: the fixed 401,
 * what a condition injects, the 400 of an unknown scenario. The API coverage
 * of this suite showed them tried on a few operations only; here they are
 * tried on each.
 */
const { mock, baseUrl } = useMock()

const send = (route: Route, headers: Record<string, string> = {}): Promise<Response> =>
  fetch(`${baseUrl()}${route.path}`, {
    method: route.method,
    headers: { authorization: 'Bearer demo-token', 'content-type': 'application/json', ...headers },
    body: route.method === 'GET' || route.method === 'HEAD' ? undefined : '{}',
  })

/** How many records each table holds: a fault must leave every one as it was. */
const sizes = (): Record<string, number> => {
  const { teams, members, teamLogs, workspaces, folders, documents, tokens } = mock.db
  return Object.fromEntries(
    Object.entries({ teams, members, teamLogs, workspaces, folders, documents, tokens }).map(([name, table]) => [name, table.count()]),
  )
}

describe('every operation', () => {
  it('answers the fixed Invalid token envelope to an expired token, when it is a protected one', async () => {
    for (const route of routes.filter((candidate) => !candidate.public)) {
      const response = await send(route, { authorization: 'Bearer expired-token' })
      expect(response.status, `${route.method} ${route.path}`).toBe(401)
      expect(await response.text()).toBe(route.method === 'HEAD' ? '' : INVALID_TOKEN)
    }
  })

  it.each([
    [429, 'Too many requests'],
    [500, 'Internal server error'],
    [503, 'Service unavailable'],
  ] as const)('answers %d under a condition that injects it, and changes nothing', async (status, message) => {
    mock.useConditions({ name: `always-${status}`, faults: [{ kind: 'status', status }] })
    const before = sizes()
    for (const route of routes) {
      const response = await send(route)
      expect(response.status, `${route.method} ${route.path}`).toBe(status)
      if (route.method !== 'HEAD') expect((await response.json()).message).toBe(message)
    }
    expect(sizes()).toEqual(before)
  })

  it('fails at the network level under the offline condition, and changes nothing', async () => {
    mock.useConditions('offline')
    const before = sizes()
    for (const route of routes) await expect(send(route), `${route.method} ${route.path}`).rejects.toThrow(TypeError)
    expect(sizes()).toEqual(before)
  })

  it('answers 400 naming X-Mock-Scenario when the header names no scenario', async () => {
    for (const route of routes) {
      const response = await send(route, { 'x-mock-scenario': 'no-such-scenario' })
      expect(response.status, `${route.method} ${route.path}`).toBe(400)
      if (route.method !== 'HEAD')
        expect((await response.json()).errors).toEqual([{ field: 'X-Mock-Scenario', message: expect.stringContaining('Unknown scenario') }])
    }
  })

  it('answers 410 naming the session when the request names one the mock evicted, and changes nothing', async () => {
    // Past the limit of 200 sessions, the least recently used one goes: here the first one made.
    for (let i = 0; i <= 200; i++) mock.sessions.get(`crowd-${i}`)
    expect(mock.sessions.evicted().map((session) => session.id)).toEqual(['crowd-0'])
    const before = sizes()
    for (const route of routes) {
      const response = await send(route, { 'x-mock-session': 'crowd-0' })
      expect(response.status, `${route.method} ${route.path}`).toBe(410)
      if (route.method !== 'HEAD')
        expect((await response.json()).message).toMatch(/^Session "crowd-0" was evicted: over the limit of 200 sessions/)
    }
    expect(sizes()).toEqual(before)
  })
})
