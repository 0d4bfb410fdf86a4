import { afterEach, describe, expect, it, vi } from 'vitest'
import { fixtures } from '../support/fixtures.js'
import { useMock } from '../support/mock.js'

/** At most one session, and a listener that throws on every eviction it is told of. */
const told: string[] = []
const { mock, anonymous } = useMock({
  sessions: {
    max: 1,
    onEvict: (id, reason) => {
      told.push(`${id} ${reason}`)
      throw new Error(`listener failed for ${id}`)
    },
  },
})
const client = (session: string) => anonymous.as('demo-token').withHeaders({ 'x-mock-session': session })

afterEach(() => {
  told.length = 0
  vi.restoreAllMocks()
})

describe('an onEvict listener that throws', () => {
  it("leaves the request that caused the eviction answered, evicts all the same, and logs the listener's error once", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect((await client('first').delete('/teams/delete', { team_id: fixtures.design.team_id })).status).toBe(200)

    const second = await client('second').get('/teams')
    expect(second.status).toBe(200)
    expect(second.body.result.items.map((team: { name: string }) => team.name)).toContain('Design')
    expect(told).toEqual(['first capacity'])
    expect(mock.sessions.list().map((session) => session.id)).toEqual(['second'])

    expect(logged).toHaveBeenCalledTimes(1)
    const [message, error] = logged.mock.calls[0] ?? []
    expect(message).toBe('[doc-workspace-mock] sessions.onEvict threw for session "first" (capacity); the session is evicted all the same:')
    expect(error).toMatchObject({ message: 'listener failed for first' })

    // The eviction stands: the first session's client is told its data went, never served the seed in silence.
    const gone = await client('first').get('/teams')
    expect(gone.status).toBe(410)
    expect(gone.body.message).toMatch(/^Session "first" was evicted: over the limit of 1 sessions/)
  })
})
