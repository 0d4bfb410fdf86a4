import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { createMock } from '../src/adapters/msw/create-mock.js'
import { killDuringWrites } from './support/kill-during-writes.js'
import { useSpawn, type Spawned } from './support/spawned.js'

const root = new URL('..', import.meta.url).pathname
const spawn = useSpawn()
const cli = (...args: string[]): Spawned => spawn(process.execPath, [inject('cli'), ...args], { cwd: root })
const LISTENING = /listening at (http:\/\/\S+)/
const started = async (run: Spawned): Promise<string> => {
  await run.waitFor(/Press Ctrl\+C to stop/)
  return run.output().match(LISTENING)![1]!
}
const auth = { authorization: 'Bearer demo-token' }
const createTeam = (url: string, name: string): Promise<Response> =>
  fetch(`${url}/teams/create`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ name }) })

const dirs: string[] = []
const tempDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'dwm-state-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('serve --state', () => {
  it('makes the file from the scenario, saves a write on SIGTERM, and serves it again after a restart', async () => {
    const file = join(tempDir(), 'demo.json')
    const first = cli('serve', '--port', '0', '--quiet', '--state', file)
    const url = await started(first)
    expect(first.output()).toContain(`state: made from the scenario in ${file}`)
    expect(() => createMock().importState(JSON.parse(readFileSync(file, 'utf8')))).not.toThrow()
    expect((await createTeam(url, 'Kept across restarts')).status).toBe(200)
    first.child.kill('SIGTERM')
    expect((await first.exited).code).toBe(0)

    const second = cli('serve', '--port', '0', '--quiet', '--state', file)
    const again = await started(second)
    expect(second.output()).toContain(`state: loaded from ${file}`)
    const teams = await (await fetch(`${again}/teams`, { headers: auth })).json()
    expect(teams.result.items.map((team: { name: string }) => team.name)).toContain('Kept across restarts')
    second.child.kill('SIGTERM')
    expect((await second.exited).code).toBe(0)
  }, 30_000)

  it('leaves a file that loads and holds every write answered 200 when it is killed with SIGKILL during a stream of writes (20 times in the integration tier)', async () => {
    await killDuringWrites(cli, join(tempDir(), 'state.json'), [7])
  }, 60_000)

  it('refuses to start from a file it cannot load, in one line naming the file and the field', async () => {
    const dir = tempDir()
    const file = join(dir, 'broken.json')
    const state = createMock().exportState()
    const text = JSON.stringify({
      ...state,
      tables: { ...state.tables, teams: state.tables.teams.map((team, i) => (i === 0 ? { ...team, name: 42 } : team)) },
    })
    writeFileSync(file, text)
    const bad = await cli('serve', '--port', '0', '--state', file).exited
    expect(bad.code).toBe(1)
    expect(bad.stdout).not.toMatch(LISTENING)
    expect(bad.stderr.trimEnd().split('\n')).toEqual([
      expect.stringMatching(new RegExp(`^doc-workspace-mock: state file ${file} cannot be loaded: tables\\.teams\\[0\\]\\.name: `)),
    ])
    expect(readFileSync(file, 'utf8')).toBe(text)

    writeFileSync(file, text.slice(0, 100))
    const cut = await cli('serve', '--port', '0', '--state', file).exited
    expect(cut.code).toBe(1)
    expect(cut.stderr.trimEnd().split('\n')).toEqual([
      expect.stringMatching(new RegExp(`^doc-workspace-mock: state file ${file} cannot be loaded: not JSON`)),
    ])

    const nowhere = join(dir, 'missing', 'state.json')
    const unwritable = await cli('serve', '--port', '0', '--state', nowhere).exited
    expect(unwritable.code).toBe(1)
    expect(unwritable.stderr.trimEnd().split('\n')).toEqual([`doc-workspace-mock: state file ${nowhere} cannot be written (ENOENT)`])
    expect(existsSync(nowhere)).toBe(false)
  }, 30_000)
})
