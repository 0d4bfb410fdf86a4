import { foreign, homesOf } from './cluster.js'
import { expect, test } from './worker-fixtures.js'

/** Rounds of writes and reads, shared among the six workers (four each when evenly dealt). */
const ROUNDS = 24

for (let round = 1; round <= ROUNDS; round++) {
  test(`round ${round}: the worker's writes come back from its session, on one shard`, async ({ api, mock, mockSession, ledger }) => {
    const tag = `${mockSession} round ${round}`

    // Writes: a team, and a file uploaded to the drive.
    const created = await api.post('/teams/create', { data: { name: tag } })
    expect(created.status()).toBe(200)
    const { result: team } = await created.json()
    const drive = await (await api.get('/workspaces/drive')).json()
    const upload = await api.post('/documents/upload', {
      multipart: { workspace_id: drive.result.workspace_id, file: { name: `${tag}.txt`, mimeType: 'text/plain', buffer: Buffer.from(tag) } },
    })
    expect(upload.status()).toBe(200)
    const { result: document } = await upload.json()

    // Reads: each write as it was made.
    const info = await api.get(`/teams/info?team_id=${team.team_id}`)
    expect((await info.json()).result.name).toBe(tag)
    const stream = await api.get(`/documents/stream?document_id=${document.document_id}`)
    expect(await stream.text()).toBe(tag)

    // Every team of this worker's rounds so far, and none that another worker wrote.
    const teams = (await (await api.get('/teams?page_size=100')).json()).result.items as Array<{ name: string }>
    const names = teams.map(({ name }) => name)
    expect(names).toContain(tag)
    expect(foreign(names, mockSession)).toEqual([])
    // The same through the control client (HAProxy routes its X-Mock-Session too): the records as stored.
    const records = await mock.records('teams')
    expect(foreign(records.map(({ name }) => name), mockSession)).toEqual([])
    expect(await mock.records('documents', { name: `${tag}.txt` })).toHaveLength(1)

    // The session lives on exactly one shard, the same one all along, which served every API request
    // this worker sent (a request sent elsewhere would have opened the session on a second shard).
    const homes = await homesOf(mockSession)
    expect(homes).toHaveLength(1)
    ledger.home ??= homes[0]!.shard
    expect(homes[0]).toEqual({ shard: ledger.home, served: ledger.sent })
  })
}
