import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, closeSync, mkdtempSync, openSync, readFileSync, rmSync, unlinkSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { useSpawn, type Spawned } from './support/spawned.js'

const root = new URL('..', import.meta.url).pathname
const spawn = useSpawn()
const cli = (...args: string[]): Spawned => spawn(process.execPath, [inject('cli'), ...args], { cwd: root })
const auth = { authorization: 'Bearer demo-token' }
const createTeam = (url: string, name: string): Promise<Response> =>
  fetch(`${url}/teams/create`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ name }) })
const teamNames = async (url: string): Promise<string[]> =>
  (await (await fetch(`${url}/teams`, { headers: auth })).json()).result.items.map((team: { name: string }) => team.name)
const teamsIn = (file: string): string[] => JSON.parse(readFileSync(file, 'utf8')).tables.teams.map((team: { name: string }) => team.name)
const serving = async (file: string): Promise<{ run: Spawned; url: string }> => {
  const run = cli('serve', '--port', '0', '--quiet', '--state', file)
  const [, url] = await run.waitFor(/listening at (http:\/\/\S+)/)
  await run.waitFor(/Press Ctrl\+C to stop/)
  return { run, url: url! }
}

const cleanups: Array<() => void> = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})
const tempDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'dwm-durable-'))
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

const isRoot = process.getuid?.() === 0
/** A 1 MiB tmpfs of its own, where this process may mount one (as root); null where it may not. */
function smallDisk(): string | null {
  if (!isRoot) return null
  const dir = tempDir()
  if (spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', dir]).status !== 0) return null
  cleanups.push(() => spawnSync('umount', [dir]))
  return dir
}
/** Fills a disk to its last byte; answers how to free it again. */
function fill(dir: string): () => void {
  const filler = join(dir, 'filler')
  const fd = openSync(filler, 'w')
  try {
    for (const size of [65_536, 4096, 1]) for (;;) writeSync(fd, Buffer.alloc(size, 1))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error
  } finally {
    closeSync(fd)
  }
  return () => unlinkSync(filler)
}
/**
 * Makes a state file unwritable as this user honestly can: immutable as root (`chattr +i`: even root's rename
 * over it fails, EPERM), else its folder read-only (EACCES). Answers how to undo it.
 */
function unwritable(file: string): () => void {
  if (isRoot) {
    execFileSync('chattr', ['+i', file])
    const undo = (): void => void spawnSync('chattr', ['-i', file])
    cleanups.push(undo)
    return undo
  }
  const dir = join(file, '..')
  chmodSync(dir, 0o555)
  const undo = (): void => chmodSync(dir, 0o755)
  cleanups.push(undo)
  return undo
}

const REFUSED = (file: string, reason: RegExp): RegExp =>
  new RegExp(
    `^Nothing was changed: the state file ${file} cannot be written \\(${reason.source}\\), so writes to the default world are refused until a save succeeds \\(tried again every 2 s\\)\\. Free the disk or make the file writable, then send it again\\.$`,
  )

/** Writes the file cannot take: each refused with its 503, and none kept. */
async function expectRefused(url: string, file: string, reason: RegExp): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const answer = await createTeam(url, `Refused ${i}`)
    expect(answer.status).toBe(503)
    expect(answer.headers.get('retry-after')).toBe('2')
    expect((await answer.json()).message).toMatch(REFUSED(file, reason))
  }
  expect((await teamNames(url)).filter((name) => name.startsWith('Refused'))).toEqual([])
}

/**
 * Once the file can be written again, a write is answered 200 and is in the file at once (the server is killed
 * right after); the log said what failed, and that it works again.
 */
async function expectAcceptedAgain(url: string, file: string, reason: RegExp, run: Spawned): Promise<void> {
  await expect.poll(async () => (await createTeam(url, 'Kept after')).status, { timeout: 15_000, interval: 250 }).toBe(200)
  run.child.kill('SIGKILL')
  const { stderr } = await run.exited
  expect(stderr).toMatch(new RegExp(`state file ${file} cannot be written \\(${reason.source}\\); writes to the default world are refused`))
  expect(stderr).toMatch(new RegExp(`state file ${file} is written again, after \\d+ s; writes are accepted`))
  const names = teamsIn(file)
  expect(names).toContain('Kept after')
  expect(names.filter((name) => name.startsWith('Refused'))).toEqual([])
}

describe('serve --state, when the file cannot be written', () => {
  it('refuses writes with 503 on a full disk (a 1 MiB tmpfs), keeps none, and accepts them again once it has room', async (context) => {
    const disk = smallDisk()
    if (!disk) return context.skip('mounting a tmpfs needs root')
    const file = join(disk, 'state.json')
    const { run, url } = await serving(file)
    const free = fill(disk)
    await expectRefused(url, file, /ENOSPC: the disk is full/)
    free()
    await expectAcceptedAgain(url, file, /ENOSPC: the disk is full/, run)
  }, 60_000)

  it('refuses writes with 503 on a file it may not replace, keeps none, and accepts them again once it may', async () => {
    const file = join(tempDir(), 'state.json')
    const { run, url } = await serving(file)
    const undo = unwritable(file)
    const reason = isRoot ? /EPERM: not permitted: an immutable or read-only file or folder/ : /EACCES: permission denied/
    await expectRefused(url, file, reason)
    undo()
    await expectAcceptedAgain(url, file, reason, run)
  }, 60_000)

  it('answers a write once the file holds it: writes answered 200 outlive a kill -9 right after', async () => {
    const file = join(tempDir(), 'state.json')
    const { run, url } = await serving(file)
    const names = Array.from({ length: 30 }, (_, i) => `Acknowledged ${i}`)
    const answers = await Promise.all(names.map((name) => createTeam(url, name)))
    expect(answers.map((answer) => answer.status)).toEqual(names.map(() => 200))
    run.child.kill('SIGKILL')
    await run.exited
    expect(teamsIn(file)).toEqual(expect.arrayContaining(names))
  }, 30_000)
})
