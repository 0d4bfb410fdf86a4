import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { keepState, KeptStateError, type KeptState } from '../src/persistence/kept-state.js'
import { createMock } from '../src/adapters/msw/create-mock.js'

const BASE = 'http://localhost:4010'
let dir = ''
const kept: KeptState[] = []
afterEach(() => {
  for (const keeper of kept.splice(0)) keeper.close()
  rmSync(dir, { recursive: true, force: true })
})
const fileIn = (): string => join((dir = mkdtempSync(join(tmpdir(), 'dwm-kept-'))), 'state.json')
const keep = (...args: Parameters<typeof keepState>): KeptState => {
  const keeper = keepState(...args)
  kept.push(keeper)
  return keeper
}
const createTeam = (mock: ReturnType<typeof createMock>, name: string, headers: Record<string, string> = {}) =>
  mock.handle(
    new Request(`${BASE}/teams/create`, {
      method: 'POST',
      headers: { authorization: 'Bearer demo-token', 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ name }),
    }),
  )
const teamsIn = (file: string): string[] => JSON.parse(readFileSync(file, 'utf8')).tables.teams.map((team: { name: string }) => team.name)

describe('keepState', () => {
  it("saves the default world with each write, and never a session's", async () => {
    const file = fileIn()
    const mock = createMock()
    const keeper = keep(mock, file)
    expect(keeper.loaded).toBe(false)
    expect(teamsIn(file)).not.toContain('Saved')
    expect((await createTeam(mock, 'Saved'))?.status).toBe(200)
    await expect.poll(() => teamsIn(file), { timeout: 5000 }).toContain('Saved')
    expect((await createTeam(mock, 'In a session', { 'x-mock-session': 'elsewhere' }))?.status).toBe(200)
    keeper.close()
    expect(teamsIn(file)).not.toContain('In a session')
  })

  it('answers a write once the file holds it, writes sent together sharing a save', async () => {
    const file = fileIn()
    const mock = createMock()
    keep(mock, file)
    const names = Array.from({ length: 25 }, (_, i) => `At once ${i}`)
    const answers = await Promise.all(names.map((name) => createTeam(mock, name)))
    expect(answers.map((answer) => answer?.status)).toEqual(names.map(() => 200))
    expect(teamsIn(file)).toEqual(expect.arrayContaining(names))
  })

  it('saves what the control verbs change: a scenario switched, a reset', () => {
    const file = fileIn()
    const mock = createMock()
    const keeper = keep(mock, file)
    mock.useScenario('empty-teams')
    keeper.close()
    expect(JSON.parse(readFileSync(file, 'utf8')).scenario).toBe('empty-teams')
    const again = keep(mock, file)
    mock.reset()
    again.close()
    expect(JSON.parse(readFileSync(file, 'utf8')).scenario).toBe('default')
  })

  it("loads the file's world under the conditions the mock was started with", () => {
    const file = fileIn()
    const source = createMock({ conditions: ['maintenance'] })
    source.db.teams.update('b400fbbb-60b9-4e2a-9424-b516c6a72fb6', { name: 'Design (kept)' })
    writeFileSync(file, JSON.stringify(source.exportState()))
    const mock = createMock({ conditions: ['slow'] })
    expect(keep(mock, file).loaded).toBe(true)
    expect(mock.db.teams.get('b400fbbb-60b9-4e2a-9424-b516c6a72fb6')?.name).toBe('Design (kept)')
    expect(mock.conditions.map((condition) => condition.name)).toEqual(['slow'])
  })

  it('refuses a file it cannot load, naming the field, and leaves the mock as it was', () => {
    const file = fileIn()
    const state = createMock().exportState()
    writeFileSync(file, JSON.stringify({ ...state, scenario: 'empty-teams', clock: 'yesterday' }))
    const mock = createMock()
    const before = mock.db.teams.count()
    expect(() => keepState(mock, file)).toThrow(KeptStateError)
    expect(() => keepState(mock, file)).toThrow(/^state file .*state\.json cannot be loaded: clock: /)
    expect(mock.scenario).toBe('default')
    expect(mock.db.teams.count()).toBe(before)
  })
})
