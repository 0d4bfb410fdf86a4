import { beforeEach, describe, expect, it } from 'vitest'
import type { Client } from './support/client.js'
import { fixtures } from './support/fixtures.js'
import { useMock } from './support/mock.js'

const { mock, login } = useMock()
const { engineering, platform } = fixtures
const team_id = engineering.team_id

let api: Client
beforeEach(async () => {
  api = await login()
})

const totalOf = async (path: string, query: Record<string, string> = {}): Promise<number> => {
  const { status, body } = await api.get(path, { team_id, ...query })
  expect(status, path).toBe(200)
  return body.result.total
}

/** Checks Get Team Data's stats against what the listings (and, for content, the store) hold now. */
async function expectStatsAgree(): Promise<{ stats: Record<string, number | string>; logs: number }> {
  const { body } = await api.get('/teams/data', { team_id })
  const { stats } = body.result
  expect(stats.member_count).toBe(await totalOf('/teams/members'))
  for (const path of ['/teams/workspaces', '/workspaces', '/workspaces/team']) expect(stats.workspace_count, path).toBe(await totalOf(path))
  const page = await api.get('/workspaces', { team_id, page_size: 100 })
  const listed: string[] = page.body.result.items.map((w: { workspace_id: string }) => w.workspace_id)
  const documents = listed.flatMap((id) => mock.db.documents.by('workspace', id))
  expect(stats.folder_count).toBe(listed.reduce((sum, id) => sum + mock.db.folders.countBy('workspace', id), 0))
  expect(stats.document_count).toBe(documents.length)
  expect(stats.archived_document_count).toBe(documents.filter((d) => d.status === 'archived').length)
  expect(stats.storage_bytes).toBe(documents.reduce((sum, d) => sum + d.size_bytes, 0))
  const logs = await api.get('/teams/logs', { team_id, page_size: 1 })
  expect(stats.last_activity_at).toBe(logs.body.result.items[0].created_at)
  return { stats, logs: logs.body.result.total }
}

describe('Get Team Data stats', () => {
  it('agree with the listings at the start', async () => {
    const { stats } = await expectStatsAgree()
    expect(stats).toMatchObject({ member_count: 5, workspace_count: 2 })
    expect(stats.document_count).toBeGreaterThan(0)
  })

  it('agree with the listings after a sequence of writes, each logged once', async () => {
    const start = await expectStatsAgree()
    const writes: Array<() => Promise<{ status: number }>> = [
      () => api.post('/teams/members/add', { team_id, email: 'erin@example.test', role: 'editor' }),
      () => api.post('/workspaces/create', { team_id, name: 'Roadmap' }),
      () => api.post('/workspaces/create', { team_id, name: 'Operations', description: 'Runbooks' }),
      () => api.delete('/workspaces/delete', { workspace_id: platform.workspace_id }),
      () =>
        api.put('/workspaces/update', {
          workspace_id: fixtures.acme.workspaces.find((w) => w.name === 'Mobile')!.workspace_id,
          name: 'Apps',
        }),
      () => api.post('/teams/members/add', { team_id, email: 'victor.two@acme.test' }),
      () => api.put('/teams/update', { team_id, description: 'Builds things' }),
    ]
    let last = start
    for (const [i, write] of writes.entries()) {
      mock.clock.advance(60_000)
      expect((await write()).status, `write ${i}`).toBe(200)
      const now = await expectStatsAgree()
      expect(now.logs, `write ${i}`).toBe(last.logs + 1)
      expect(now.stats.last_activity_at).toBe(new Date(mock.clock.now()).toISOString())
      last = now
    }
    expect(last.stats).toMatchObject({ member_count: 7, workspace_count: 3, folder_count: 1 })
    expect(last.stats.document_count).toBeLessThan(start.stats.document_count as number)
  })

  it('do not move when writes are rejected', async () => {
    const before = await expectStatsAgree()
    const victor = await login('viewer-api-key')
    mock.clock.advance(60_000)
    const rejected = [
      await api.post('/teams/members/add', { team_id, email: 'bob@acme.test' }),
      await api.post('/workspaces/create', { team_id, name: 'Platform' }),
      await api.post('/workspaces/create', { team_id, name: '' }),
      await victor.post('/workspaces/create', { team_id, name: 'Nope' }),
      await victor.delete('/workspaces/delete', { workspace_id: platform.workspace_id }),
    ]
    expect(rejected.map((r) => r.status)).toEqual([409, 409, 400, 403, 403])
    const after = await expectStatsAgree()
    expect(after).toEqual(before)
  })
})
