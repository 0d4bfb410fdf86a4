import { beforeEach, describe, expect, it } from 'vitest'
import type { ApiCoverage } from '../../src/coverage/schema.js'
import { fixtures } from '../support/fixtures.js'
import { useMock } from '../support/mock.js'

const { mock, baseUrl } = useMock()
const auth = { authorization: 'Bearer demo-token' }
const send = (method: string, path: string, init: { body?: unknown; headers?: Record<string, string> } = {}): Promise<number> =>
  fetch(`${baseUrl()}${path}`, {
    method,
    headers: { ...auth, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  }).then(
    (response) => response.status,
    () => 0,
  )
const folder = (name: string): string => {
  const record = fixtures.acme.folders.find((candidate) => candidate.name === name)
  if (!record) throw new Error(`No folder ${name}`)
  return record.folder_id
}

/** The answers of one operation that were produced, by label, with where they came from. */
const seen = (report: ApiCoverage, method: string, path: string) =>
  Object.fromEntries(
    (report.operations.find((operation) => operation.method === method && operation.path === path)?.answers ?? [])
      .filter((answer) => answer.requests > 0)
      .map(({ label, requests, scenarios, conditions, faults }) => [label, { requests, scenarios, conditions, faults }]),
  )
const only = (requests: number, scenarios: Record<string, number> = { default: requests }) => ({
  requests,
  scenarios,
  conditions: {},
  faults: {},
})

beforeEach(() => mock.clearCoverage())

describe('mock.coverage()', () => {
  it('counts every answer of a known sequence of requests exactly, with its scenario, conditions and fault', async () => {
    expect(await send('GET', '/teams')).toBe(200)
    expect(await send('GET', '/teams')).toBe(200)
    expect(await send('GET', '/teams', { headers: { authorization: 'Bearer expired' } })).toBe(401)
    expect(await send('GET', '/teams', { headers: { 'x-mock-scenario': 'invalid-token' } })).toBe(401)
    expect(await send('GET', '/teams?page=0')).toBe(400)
    expect(await send('POST', '/auth/api-key', { body: { api_key: 'unknown' } })).toBe(401)
    expect(await send('PUT', '/folders/move', { body: { folder_id: folder('Specs'), parent_id: folder('Q1') } })).toBe(409)
    mock.useConditions('offline')
    expect(await send('GET', '/teams')).toBe(0)
    mock.useConditions({ name: 'too-many', faults: [{ kind: 'status', status: 429 }] }, 'slow')
    expect(await send('GET', '/teams')).toBe(429)
    mock.useConditions()
    expect(await send('GET', '/nowhere')).toBe(404)

    const report = await mock.coverage()
    expect(seen(report, 'GET', '/teams')).toEqual({
      '200 OK': only(2),
      '400 Bad Request': only(1),
      '401 Invalid token': only(2, { default: 1, 'invalid-token': 1 }),
      '429 Too Many Requests': {
        requests: 1,
        scenarios: { default: 1 },
        conditions: { slow: 1, 'too-many': 1 },
        faults: { 'status:429': 1 },
      },
      'network error': { requests: 1, scenarios: { default: 1 }, conditions: { offline: 1 }, faults: { network: 1 } },
    })
    expect(seen(report, 'POST', '/auth/api-key')).toEqual({ '401 Invalid API key': only(1) })
    expect(seen(report, 'PUT', '/folders/move')).toEqual({
      '409 A folder cannot be moved into itself or one of its own subfolders': only(1),
    })
    expect(report.unmatched).toEqual([{ method: 'GET', path: `${new URL(mock.baseUrl).pathname}/nowhere`, status: 404, requests: 1 }])
    expect(report.summary).toMatchObject({ requests: 10, unmatched: 1, unexpected: 0, operations: { exercised: 3 } })
  })

  it('lists every declared answer of an operation, produced or not, with a network error for each', async () => {
    const move = (await mock.coverage()).operations.find((operation) => operation.operation === 'Move Folder')
    const labels = move?.answers.map((answer) => answer.label) ?? []
    expect(labels).toEqual(
      expect.arrayContaining(['200 OK', '400 Bad Request', '401 Invalid token', '403 Forbidden', '404 Not Found', 'network error']),
    )
    expect(labels.filter((label) => label.startsWith('409 '))).toEqual([
      '409 A folder cannot be moved into itself or one of its own subfolders',
      '409 Folders and documents move only between workspaces of the same team',
    ])
    expect(move?.answers.every((answer) => answer.declared && answer.requests === 0)).toBe(true)
    expect(
      (await mock.coverage()).operations.find((operation) => operation.path === '/auth/api-key')?.answers.map((answer) => answer.label),
    ).toContain('401 Invalid API key')
  })

  it('keeps a path to no operation by its first 80 characters, so an over-long URL cannot flood the report', async () => {
    mock.clearCoverage()
    expect(await send('GET', `/${'x'.repeat(500)}`)).toBe(404)
    const [unmatched] = (await mock.coverage()).unmatched
    expect(unmatched?.path).toMatch(/x…$/)
    expect(unmatched?.path.length).toBe(81)
  })

  it('keeps counting across reset() and forgets with clearCoverage()', async () => {
    await send('GET', '/teams')
    mock.reset()
    await send('GET', '/teams')
    expect(seen(await mock.coverage(), 'GET', '/teams')).toEqual({ '200 OK': only(2) })
    mock.clearCoverage()
    expect((await mock.coverage()).summary.requests).toBe(0)
  })

  it("counts each session apart, in the mock's totals too, and keeps a session's counts after it ends", async () => {
    await send('GET', '/teams')
    await send('GET', '/teams', { headers: { 'x-mock-session': 'worker-a' } })
    await send('GET', '/teams', { headers: { 'x-mock-session': 'worker-a', authorization: 'Bearer nope' } })
    mock.sessions.drop('worker-a')
    expect(seen(await mock.coverage({ session: 'worker-a' }), 'GET', '/teams')).toEqual({ '200 OK': only(1), '401 Invalid token': only(1) })
    expect(seen(await mock.coverage({ session: null }), 'GET', '/teams')).toEqual({ '200 OK': only(1) })
    expect(seen(await mock.coverage(), 'GET', '/teams')).toEqual({ '200 OK': only(2), '401 Invalid token': only(1) })
    expect((await mock.coverage({ session: 'never-used' })).summary.requests).toBe(0)
  })
})
