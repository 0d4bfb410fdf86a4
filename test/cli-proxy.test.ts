import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import type { JournalEntry } from '../src/journal/entry.js'
import { useHostileService } from './support/hostile-service.js'
import { useHonestStandIn } from './support/stand-in.js'
import { useSpawn, type Spawned } from './support/spawned.js'

// The "real service" is the package's own server in a process of its own, in a world the proxy's own world is not:
// `empty-teams` answers no Acme team, where the proxy's default world has three. An answer with none came from it.
const root = new URL('..', import.meta.url).pathname
const spawn = useSpawn()
const realService = useHonestStandIn(['--scenario', 'empty-teams'])
const startHostileService = useHostileService()
const cli = (...args: string[]): Spawned => spawn(process.execPath, [inject('cli'), ...args], { cwd: root })
const started = async (run: Spawned): Promise<string> => (await run.waitFor(/listening at (http:\/\/\S+)[\s\S]*Press Ctrl\+C/))[1]!
const serveProxy = (...args: string[]): Promise<string> => started(cli('serve', '--port', '0', '--quiet', ...args))

const auth = { authorization: 'Bearer demo-token' }
const ENGINEERING = 'fafc92f1-3277-40e1-9d04-e085624c2b9c'
const DRIVE = '4326a444-c1cb-4503-8d09-b1fa4f6795b0'
const json = async (response: Response): Promise<{ result: { items: Array<Record<string, string>>; total: number } }> =>
  (await response.json()) as never
const journal = async (url: string, headers: Record<string, string> = {}): Promise<JournalEntry[]> =>
  ((await (await fetch(`${url}/__mock/requests`, { headers })).json()) as { result: { items: JournalEntry[] } }).result.items
const clearJournal = (url: string): Promise<Response> => fetch(`${url}/__mock/requests`, { method: 'DELETE' })

describe('serve --proxy', () => {
  it('answers every API request with what the real service says: status, headers, body, a streamed file', async () => {
    const proxy = await serveProxy('--proxy', realService())
    const teams = await fetch(`${proxy}/teams`, { headers: auth })
    const direct = await fetch(`${realService()}/teams`, { headers: auth })
    expect(teams.status).toBe(200)
    expect(await teams.text()).toBe(await direct.text())
    expect((await fetch(`${proxy}/teams/info?team_id=${ENGINEERING}`, { headers: auth })).status).toBe(404)

    const documents = await json(await fetch(`${proxy}/documents?workspace_id=${DRIVE}`, { headers: auth }))
    const id = documents.result.items[0]!.document_id!
    const [streamed, original] = await Promise.all(
      [proxy, realService()].map((url) => fetch(`${url}/documents/stream?document_id=${id}`, { headers: auth })),
    )
    for (const header of ['content-type', 'content-length', 'etag', 'content-disposition', 'accept-ranges'])
      expect(streamed!.headers.get(header)).toBe(original!.headers.get(header))
    expect(Buffer.from(await streamed!.arrayBuffer())).toEqual(Buffer.from(await original!.arrayBuffer()))
    const ranged = await fetch(`${proxy}/documents/stream?document_id=${id}`, { headers: { ...auth, range: 'bytes=0-3' } })
    expect([ranged.status, ranged.headers.get('content-range')?.startsWith('bytes 0-3/')]).toEqual([206, true])
    await ranged.arrayBuffer()

    const entries = await journal(proxy)
    expect(entries.map((entry) => [entry.operation, entry.status, entry.source])).toEqual([
      ['Stream Document', 206, 'proxied'],
      ['Stream Document', 200, 'proxied'],
      ['Get Document By Workspace', 200, 'proxied'],
      ['Get Team Details', 404, 'proxied'],
      ['Get Account Teams', 200, 'proxied'],
    ])
    expect(entries[3]!.message).toBe('Team not found')
  })

  it('with --proxy-only, forwards those operations and simulates the rest', async () => {
    const proxy = await serveProxy('--proxy', realService(), '--proxy-only', 'Get Account Teams, GET /documents/stream')
    expect((await json(await fetch(`${proxy}/teams`, { headers: auth }))).result.total).toBe(0)
    const simulated = await fetch(`${proxy}/teams/info?team_id=${ENGINEERING}`, { headers: auth })
    expect(simulated.status).toBe(200)
    expect(((await simulated.json()) as { result: { name: string } }).result.name).toBe('Engineering')
    expect((await journal(proxy)).map((entry) => [entry.operation, entry.source])).toEqual([
      ['Get Team Details', 'simulated'],
      ['Get Account Teams', 'proxied'],
    ])
  })

  it('proxies a session’s requests into that session’s journal, and never sends the session on', async () => {
    const proxy = await serveProxy('--proxy', realService())
    await clearJournal(realService())
    expect((await fetch(`${proxy}/teams`, { headers: { ...auth, 'x-mock-session': 'worker-1' } })).status).toBe(200)
    expect((await fetch(`${proxy}/_s/worker-2/teams?page=1`, { headers: auth })).status).toBe(200)
    const seen = await journal(realService())
    expect(seen.map((entry) => [entry.path, entry.query, entry.session])).toEqual([
      ['/teams', '?page=1', null],
      ['/teams', '', null],
    ])
    expect((await journal(proxy, { 'x-mock-session': 'worker-1' })).map((e) => [e.path, e.session, e.source])).toEqual([
      ['/teams', 'worker-1', 'proxied'],
    ])
    expect((await journal(`${proxy}/_s/worker-2`)).map((e) => [e.path, e.session, e.source])).toEqual([['/teams', 'worker-2', 'proxied']])
    expect(await journal(proxy)).toEqual([])
  })

  it('keeps the API key and the token it signed in with out of the journal and the state', async () => {
    const proxy = await serveProxy('--proxy', realService())
    const signIn = await fetch(`${proxy}/auth/api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ api_key: 'viewer-api-key' }),
    })
    const token = ((await signIn.json()) as { result: { access_token: string } }).result.access_token
    expect(token).toMatch(/^dwm_/)
    expect((await fetch(`${proxy}/teams`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200)
    // The state's own records hold the canned keys; what it keeps of the requests (its journal) holds neither secret.
    const state = (await (await fetch(`${proxy}/__mock/state?journal=true`)).json()) as { journal: JournalEntry[] }
    const kept = JSON.stringify([await journal(proxy), state.journal])
    expect(kept).toContain('API key authentication')
    expect(kept.includes('viewer-api-key') || kept.includes(token)).toBe(false)
  })

  it('answers 502 saying what it could not reach once the real service is down, never a simulated answer', async () => {
    const service = cli('serve', '--port', '0', '--quiet', '--scenario', 'empty-teams')
    const serviceUrl = await started(service)
    const proxy = await serveProxy('--proxy', serviceUrl)
    expect((await fetch(`${proxy}/teams`, { headers: auth })).status).toBe(200)
    service.child.kill('SIGTERM')
    await service.exited
    const down = await fetch(`${proxy}/teams`, { headers: auth })
    expect(down.status).toBe(502)
    const body = (await down.json()) as { success: boolean; message: string; except: { message: string } }
    expect(body).toMatchObject({ success: false, message: `Bad gateway: the proxy could not reach ${serviceUrl}`, result: null })
    expect(body.except.message).toMatch(/ECONNREFUSED\. Check that the service answers at .*, or serve without --proxy/)
    expect((await journal(proxy))[0]).toMatchObject({ status: 502, source: 'proxied', operation: 'Get Account Teams' })
  })

  it('with --proxy-timeout, answers 504 when the service stays silent that long, and refuses a time-out that is no number', async () => {
    const silent = await startHostileService(() => 'silent')
    const run = cli('serve', '--port', '0', '--proxy', silent.url, '--proxy-timeout', '0.5')
    const proxy = await started(run)
    expect(run.output()).toContain('a 504 after 0.5 s of silence')
    const answer = await fetch(`${proxy}/teams`, { headers: auth })
    expect(answer.status).toBe(504)
    expect(((await answer.json()) as { message: string }).message).toBe(
      `Gateway timeout: the service at ${silent.url} sent no answer within 0.5 s`,
    )
    expect((await journal(proxy))[0]).toMatchObject({ status: 504, source: 'proxied', operation: 'Get Account Teams' })
    for (const [args, error] of [
      [['--proxy', silent.url, '--proxy-timeout', 'soon'], '--proxy-timeout must be a number of seconds above 0 and at most 86400'],
      [['--proxy-timeout', '5'], '--proxy-timeout needs --proxy <url>: the service it waits for'],
    ] as const) {
      const refused = await cli('serve', '--port', '0', ...args).exited
      expect([refused.code, refused.stderr]).toEqual([2, expect.stringContaining(error)])
    }
  })

  it('refuses an operation it does not know, naming the known ones, and --record without --proxy', async () => {
    const unknown = await cli('serve', '--port', '0', '--proxy', realService(), '--proxy-only', 'Get Everything').exited
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain(
      '--proxy-only: Unknown operation "Get Everything". Known operations: API key authentication (POST /auth/api-key)',
    )
    const lonely = await cli('serve', '--port', '0', '--record', join(tmpdir(), 'world.json')).exited
    expect([lonely.code, lonely.stderr.split('\n')[0]]).toEqual([
      2,
      'doc-workspace-mock: --record needs --proxy <url>: the answers it records come from the real service',
    ])
  })
})
