import { beforeEach, describe, expect, it } from 'vitest'
import { useStandaloneServer } from '../support/standalone.js'

const { mock, api, control, origin } = useStandaloneServer()

type Answer = { label: string; requests: number }
type Operation = { method: string; path: string; answers: Answer[] }
const produced = (report: { operations: Operation[] }, method: string, path: string): Record<string, number> =>
  Object.fromEntries(
    (report.operations.find((operation) => operation.method === method && operation.path === path)?.answers ?? [])
      .filter((answer) => answer.requests > 0)
      .map((answer) => [answer.label, answer.requests]),
  )

beforeEach(() => mock.clearCoverage())

describe('GET /__mock/coverage', () => {
  it('answers the coverage of every request the server answered, in the envelope', async () => {
    await api().get('/teams')
    await api().get('/teams')
    await api('bad-token').get('/teams')
    const { status, body } = await control('/coverage')
    expect(status).toBe(200)
    expect(body).toMatchObject({ success: true, message: 'API coverage', errors: null, except: null })
    expect(body.result).toMatchObject({ format: 1, kind: 'report', summary: { requests: 3, operations: { exercised: 1 } } })
    expect(produced(body.result, 'GET', '/teams')).toEqual({ '200 OK': 2, '401 Invalid token': 1 })
    expect(body.result).toEqual(await mock.coverage())
  })

  it("answers one session's coverage when the request names it, by header or by the /_s/ prefix", async () => {
    await api().get('/teams')
    await fetch(`${origin()}/_s/ci-7/v1/teams`, { headers: { authorization: 'Bearer demo-token' } })
    await fetch(`${origin()}/_s/ci-7/v1/teams/info?team_id=nope`, { headers: { authorization: 'Bearer demo-token' } })
    const byHeader = await control('/coverage', { headers: { 'x-mock-session': 'ci-7' } })
    expect(produced(byHeader.body.result, 'GET', '/teams')).toEqual({ '200 OK': 1 })
    expect(produced(byHeader.body.result, 'GET', '/teams/info')).toEqual({ '400 Bad Request': 1 })
    const byPrefix = await fetch(`${origin()}/_s/ci-7/__mock/coverage`).then((response) => response.json())
    expect(byPrefix.result).toEqual(byHeader.body.result)
    expect((await control('/coverage')).body.result.summary.requests).toBe(3)
  })

  it('forgets the coverage on DELETE: all of it, or only the session the request names', async () => {
    await api().get('/teams')
    await fetch(`${origin()}/_s/ci-8/v1/teams`, { headers: { authorization: 'Bearer demo-token' } })
    const session = await control('/coverage', { method: 'DELETE', headers: { 'x-mock-session': 'ci-8' } })
    expect(session.body).toMatchObject({ success: true, result: { requests: 0 } })
    expect((await control('/coverage')).body.result.summary.requests).toBe(1)
    await control('/coverage', { method: 'DELETE' })
    expect((await control('/coverage')).body.result.summary.requests).toBe(0)
  })
})
