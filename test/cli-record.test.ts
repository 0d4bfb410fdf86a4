import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { createMockApp } from '../src/app/fetch.js'
import { useHonestStandIn } from './support/stand-in.js'
import { useSpawn, type Spawned } from './support/spawned.js'

// The "real service" is the package's own server, a process of its own, in its canned world.
const root = new URL('..', import.meta.url).pathname
const spawn = useSpawn()
const realService = useHonestStandIn()
const cli = (...args: string[]): Spawned => spawn(process.execPath, [inject('cli'), ...args], { cwd: root })
const started = async (run: Spawned): Promise<string> => (await run.waitFor(/listening at (http:\/\/\S+)[\s\S]*Press Ctrl\+C/))[1]!
const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})
const tempFile = (name: string): string => {
  const dir = mkdtempSync(join(tmpdir(), 'dwm-record-'))
  dirs.push(dir)
  return join(dir, name)
}

const ENGINEERING = 'fafc92f1-3277-40e1-9d04-e085624c2b9c'
const ROADMAP = '75b7e776-5720-48c2-bd07-cb7669a7ebd6'

/** Every read a client of the service makes to show a caller its world: teams, members, workspaces, each folder, each file. */
async function browseEverything(base: string, headers: Record<string, string>): Promise<number> {
  let reads = 0
  const get = async (path: string): Promise<{ items: Array<Record<string, string>>; workspace_id: string }> => {
    reads++
    return ((await (await fetch(`${base}${path}`, { headers })).json()) as { result: never }).result
  }
  const workspaces = [(await get('/workspaces/drive')).workspace_id]
  for (const team of (await get('/teams?page_size=100')).items) {
    await get(`/teams/members?team_id=${team.team_id}&page_size=100`)
    for (const workspace of (await get(`/workspaces?team_id=${team.team_id}&page_size=100`)).items) workspaces.push(workspace.workspace_id!)
  }
  for (const workspace of workspaces) {
    const folders = (await get(`/folders?workspace_id=${workspace}&page_size=100`)).items
    for (let folder = folders.shift(); folder; folder = folders.shift())
      folders.push(...(await get(`/folders/content?folder_id=${folder.folder_id}&page_size=100`)).items.filter((i) => i.type === 'folder'))
    for (const document of (await get(`/documents?workspace_id=${workspace}&status=all&page_size=100`)).items) {
      reads++
      await (await fetch(`${base}/documents/stream?document_id=${document.document_id}`, { headers })).arrayBuffer()
    }
  }
  return reads
}

/** An answer as a client meets it: status, the headers that describe the body, and the bytes. */
async function answerOf(url: string, token: string): Promise<unknown> {
  const answer = await fetch(url, { headers: { authorization: `Bearer ${token}` } })
  const headers = ['content-type', 'content-length', 'etag', 'content-disposition'].map((name) => answer.headers.get(name))
  return { status: answer.status, headers, body: Buffer.from(await answer.arrayBuffer()).toString('base64') }
}

describe('serve --proxy --record', () => {
  it('records the world a caller browsed, which serve --state then answers offline byte for byte', async () => {
    const file = tempFile('world.json')
    const recording = cli('serve', '--port', '0', '--quiet', '--proxy', realService(), '--record', file)
    const proxy = await started(recording)
    const signIn = await fetch(`${proxy}/auth/api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ api_key: 'viewer-api-key' }),
    })
    const token = ((await signIn.json()) as { result: { access_token: string } }).result.access_token
    expect(await browseEverything(proxy, { authorization: `Bearer ${token}` })).toBeGreaterThan(30)

    // Written now on the control route, and again on exit.
    const now = await fetch(`${proxy}/__mock/record`, { method: 'POST' })
    expect(now.status).toBe(200)
    expect(((await now.json()) as { result: { summary: { records: { teams: number } } } }).result.summary.records.teams).toBe(3)
    expect(existsSync(file)).toBe(true)
    recording.child.kill('SIGTERM')
    const { code, stdout } = await recording.exited
    expect(code).toBe(0)
    expect(stdout).toMatch(
      /^Recorded 3 teams, 12 members, \d+ users, 6 workspaces, \d+ folders and \d+ documents with their bytes from \d+ of \d+ answers into /m,
    )
    expect(stdout).toContain('signs in as Victor Viewer <victor@acme.test>')
    const text = readFileSync(file, 'utf8')
    for (const secret of ['viewer-api-key', token]) expect(text).not.toContain(secret)
    expect(() => createMockApp().mock.importState(JSON.parse(text))).not.toThrow()

    const offline = await started(cli('serve', '--port', '0', '--quiet', '--state', file))
    for (const path of [
      '/teams',
      `/teams/members?team_id=${ENGINEERING}`,
      `/documents/stream?document_id=${ROADMAP}`,
      `/documents/stream?document_id=${ROADMAP}&disposition=attachment`,
    ])
      expect(await answerOf(`${offline}${path}`, 'demo-token'), path).toEqual(await answerOf(`${realService()}${path}`, token))
  })

  it('lists what it could not keep: a document whose bytes were never streamed', async () => {
    const file = tempFile('partial.json')
    const recording = cli('serve', '--port', '0', '--quiet', '--proxy', realService(), '--record', file)
    const proxy = await started(recording)
    const headers = { authorization: 'Bearer demo-token' }
    await fetch(`${proxy}/teams`, { headers })
    await fetch(`${proxy}/documents/info?document_id=${ROADMAP}`, { headers })
    await fetch(`${proxy}/teams/info?team_id=00000000-0000-4000-8000-000000000000`, { headers })
    recording.child.kill('SIGTERM')
    const { stdout } = await recording.exited
    expect(stdout).toMatch(/^Recorded 3 teams, 3 members, 1 users, 0 workspaces, 0 folders and 0 documents .* from 2 of 3 answers/m)
    expect(stdout).toContain('signs in as User 68422cb2 <user-68422cb2@recorded.invalid> (the owner of the teams the caller owns)')
    expect(stdout).toContain('1 × an error answer (4xx, 5xx): no record in it')
    expect(stdout).toContain(`document ${ROADMAP} "Roadmap.pdf": its bytes were never streamed`)
  })
})
