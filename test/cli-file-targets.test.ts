import { execFileSync } from 'node:child_process'
import { lstatSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { useSpawn, type Spawned } from './support/spawned.js'

// Only FIFOs and links made in a temporary folder: never a device of the machine.
const root = new URL('..', import.meta.url).pathname
const spawn = useSpawn()
const cli = (...args: string[]): Spawned => spawn(process.execPath, [inject('cli'), ...args], { cwd: root })
const dir = mkdtempSync(join(tmpdir(), 'dwm-targets-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const fifo = (name: string): string => {
  const path = join(dir, name)
  execFileSync('mkfifo', [path])
  return path
}
const har = join(dir, 'empty.har')
writeFileSync(har, JSON.stringify({ log: { version: '1.2', entries: [] } }))
const refusal = (path: string, kind: string): string =>
  `${path} is ${kind}, not a regular file: it cannot be written whole; give the path of a file`

describe('the files the command line writes', () => {
  it('import-har --out writes through a symbolic link to its target, one that leads nowhere yet included', async () => {
    mkdirSync(join(dir, 'worlds'), { recursive: true })
    const link = join(dir, 'world.json')
    symlinkSync(join(dir, 'worlds', 'recorded.json'), link)
    expect((await cli('import-har', har, '--out', link).exited).code).toBe(0)
    expect(lstatSync(link).isSymbolicLink()).toBe(true)
    expect(JSON.parse(readFileSync(join(dir, 'worlds', 'recorded.json'), 'utf8')).format).toBe('doc-workspace-mock/state')
  })

  it('import-har --out refuses a FIFO and a directory in one line, exits 1 and leaves them as they were', async () => {
    const pipe = fifo('out.fifo')
    const folder = join(dir, 'a-folder')
    mkdirSync(folder)
    for (const [out, kind] of [
      [pipe, 'a FIFO (named pipe)'],
      [folder, 'a directory'],
    ] as const) {
      const { code, stdout, stderr } = await cli('import-har', har, '--out', out).exited
      expect([code, stderr]).toEqual([1, `doc-workspace-mock: ${refusal(out, kind)}\n`])
      expect(stdout).toBe('')
    }
    expect(lstatSync(pipe).isFIFO()).toBe(true)
  })

  it('serve --state keeps its world through a symbolic link, which stays a link', async () => {
    mkdirSync(join(dir, 'worlds'), { recursive: true })
    const link = join(dir, 'state-link.json')
    symlinkSync('worlds/state.json', link)
    const run = cli('serve', '--port', '0', '--quiet', '--state', link)
    const [, url] = await run.waitFor(/listening at (http:\/\/\S+)/)
    await run.waitFor(/Press Ctrl\+C to stop/)
    const created = await fetch(`${url}/teams/create`, {
      method: 'POST',
      headers: { authorization: 'Bearer demo-token', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Through the link' }),
    })
    expect(created.status).toBe(200)
    run.child.kill('SIGTERM')
    expect((await run.exited).code).toBe(0)
    expect(readlinkSync(link)).toBe('worlds/state.json')
    const teams = JSON.parse(readFileSync(join(dir, 'worlds', 'state.json'), 'utf8')).tables.teams
    expect(teams.map((team: { name: string }) => team.name)).toContain('Through the link')
  }, 30_000)

  it('serve refuses a FIFO as its state file or its recording in one line, and exits 1 without listening', async () => {
    const state = fifo('state.fifo')
    const stateRun = await cli('serve', '--port', '0', '--state', state).exited
    expect([stateRun.code, stateRun.stderr]).toEqual([1, `doc-workspace-mock: state file ${refusal(state, 'a FIFO (named pipe)')}\n`])
    expect(stateRun.stdout).not.toMatch(/listening at/)
    const recording = fifo('recording.fifo')
    const recordRun = await cli('serve', '--port', '0', '--proxy', 'http://127.0.0.1:9', '--record', recording).exited
    expect([recordRun.code, recordRun.stderr]).toEqual([1, `doc-workspace-mock: --record ${refusal(recording, 'a FIFO (named pipe)')}\n`])
  }, 30_000)

  it('serve --coverage-report tells in one line that a FIFO in its folder cannot take a report, and exits 1', async () => {
    const reports = join(dir, 'coverage')
    mkdirSync(reports)
    const pipe = join(reports, 'api-coverage.md')
    execFileSync('mkfifo', [pipe])
    const run = cli('serve', '--port', '0', '--quiet', '--coverage-report', reports)
    await run.waitFor(/Press Ctrl\+C to stop/)
    run.child.kill('SIGTERM')
    const { code, stderr } = await run.exited
    expect([code, stderr]).toEqual([
      1,
      `doc-workspace-mock: the API coverage could not be written to ${reports}: ${refusal(pipe, 'a FIFO (named pipe)')}\n`,
    ])
    expect(lstatSync(pipe).isFIFO()).toBe(true)
  }, 30_000)
})
