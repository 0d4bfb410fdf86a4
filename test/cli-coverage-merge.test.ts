import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { useSpawn, type Spawned } from './support/spawned.js'

const root = new URL('..', import.meta.url).pathname
const spawn = useSpawn()
/** The command as a user runs it, built from this checkout's source (see support/cli-setup.ts). */
const cli = (...args: string[]): Spawned => spawn(process.execPath, [inject('cli'), ...args], { cwd: root })
const started = async (run: Spawned): Promise<string> => {
  await run.waitFor(/Press Ctrl\+C to stop/)
  return /listening at (http:\/\/\S+)/.exec(run.output())![1]!
}
const headers = { authorization: 'Bearer demo-token' }

const dirs: string[] = []
const tempDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'dwm-coverage-merge-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

type Report = { summary: { requests: number }; operations: Array<{ path: string; answers: Array<{ label: string; requests: number }> }> }
const readReport = (file: string): Report => JSON.parse(readFileSync(file, 'utf8')) as Report
/** The answers a report counts for one path, as `label: requests`. */
const produced = (report: Report, path: string): Record<string, number> =>
  Object.fromEntries(
    (report.operations.find((operation) => operation.path === path)?.answers ?? [])
      .filter((a) => a.requests > 0)
      .map((a) => [a.label, a.requests]),
  )

describe('servers sharing a --coverage-report folder', () => {
  it('each write their own report, and the last to stop writes the sum of all of them', async () => {
    const dir = tempDir()
    const [one, two] = [
      cli('serve', '--port', '0', '--quiet', '--coverage-report', dir),
      cli('serve', '--port', '0', '--quiet', '--coverage-report', dir),
    ]
    const [urlOne, urlTwo] = await Promise.all([started(one), started(two)])
    await fetch(`${urlOne}/teams`, { headers })
    await fetch(`${urlTwo}/teams`, { headers: { authorization: 'Bearer nope' } })
    await fetch(`${urlTwo}/teams/info?team_id=nope`, { headers })
    one.child.kill('SIGTERM')
    expect((await one.exited).code).toBe(0)
    two.child.kill('SIGTERM')
    const last = await two.exited
    expect(last.code).toBe(0)
    const parts = [`api-coverage-${hostname()}-${one.child.pid}.json`, `api-coverage-${hostname()}-${two.child.pid}.json`].sort()
    expect(readdirSync(dir).sort()).toEqual([...parts, 'api-coverage.html', 'api-coverage.json', 'api-coverage.md'].sort())
    expect(last.stdout).toContain(`(the sum of 2 processes' reports: ${parts.join(', ')})`)
    const sum = readReport(join(dir, 'api-coverage.json'))
    expect(sum.summary.requests).toBe(3)
    expect(produced(sum, '/teams')).toEqual({ '200 OK': 1, '401 Invalid token': 1 })
    expect(produced(sum, '/teams/info')).toEqual({ '400 Bad Request': 1 })
    expect(readReport(join(dir, `api-coverage-${hostname()}-${one.child.pid}.json`)).summary.requests).toBe(1)
  }, 30_000)

  it("leaves an earlier run's report out of the sum, says so, and coverage merge sums every one", async () => {
    const dir = tempDir()
    const earlier = cli('serve', '--port', '0', '--quiet', '--coverage-report', dir)
    await fetch(`${await started(earlier)}/teams`, { headers })
    earlier.child.kill('SIGTERM')
    expect((await earlier.exited).code).toBe(0)
    const now = cli('serve', '--port', '0', '--quiet', '--coverage-report', dir)
    await fetch(`${await started(now)}/teams`, { headers: { authorization: 'Bearer nope' } })
    now.child.kill('SIGTERM')
    const { stdout } = await now.exited
    expect(stdout).toContain(
      `1 report(s) in ${dir} from before this server started, left out of the sum: api-coverage-${hostname()}-${earlier.child.pid}.json`,
    )
    expect(produced(readReport(join(dir, 'api-coverage.json')), '/teams')).toEqual({ '401 Invalid token': 1 })

    const out = join(tempDir(), 'merged')
    const merge = await cli('coverage', 'merge', dir, '--out', out).exited
    expect(merge.code).toBe(0)
    expect(merge.stdout).toMatch(/API coverage of 2 report\(s\) merged/)
    expect(produced(readReport(join(out, 'api-coverage.json')), '/teams')).toEqual({ '200 OK': 1, '401 Invalid token': 1 })
    expect(readFileSync(join(out, 'api-coverage.md'), 'utf8')).toContain('| Get Account Teams | `GET /teams` | 2 |')
  }, 30_000)
})

describe('doc-workspace-mock coverage merge', () => {
  it("sums test runners' folders (their api-coverage.json) and single files", async () => {
    const [a, b] = [tempDir(), tempDir()]
    const run = cli('serve', '--port', '0', '--quiet', '--coverage-report', a)
    const url = await started(run)
    await fetch(`${url}/teams`, { headers })
    await fetch(`${url}/teams`, { headers })
    run.child.kill('SIGTERM')
    await run.exited
    writeFileSync(join(b, 'api-coverage.json'), readFileSync(join(a, 'api-coverage.json')))
    const out = join(tempDir(), 'sum')
    const merge = await cli('coverage', 'merge', b, join(a, 'api-coverage.json'), '--out', out).exited
    expect(merge.code).toBe(0)
    expect(produced(readReport(join(out, 'api-coverage.json')), '/teams')).toEqual({ '200 OK': 4 })
  }, 30_000)

  it('says what is wrong with an input, exits non-zero and writes nothing', async () => {
    const dir = tempDir()
    const out = join(dir, 'out')
    writeFileSync(join(dir, 'broken.json'), '{"format": 1, "kind": "report"')
    writeFileSync(join(dir, 'other.json'), '{"hello": "world"}')
    const cases: Array<[string[], number, string]> = [
      [['coverage', 'merge'], 2, 'coverage merge needs a folder or file of API coverage'],
      [['coverage', 'sum', dir], 2, 'Unknown command "coverage sum"'],
      [['coverage', 'merge', join(dir, 'missing')], 1, `${join(dir, 'missing')}: no such file or folder`],
      [['coverage', 'merge', tempDir()], 1, 'holds no API coverage (api-coverage-<host>-<pid>.json or api-coverage.json)'],
      [['coverage', 'merge', join(dir, 'broken.json'), '--out', out], 1, `${join(dir, 'broken.json')}: not JSON`],
      [['coverage', 'merge', join(dir, 'other.json'), '--out', out], 1, 'not an API coverage report of this package'],
    ]
    for (const [args, code, message] of cases) {
      const result = await cli(...args).exited
      expect({ args, code: result.code }).toEqual({ args, code })
      expect(result.stderr).toContain(message)
    }
    expect(readdirSync(dir).sort()).toEqual(['broken.json', 'other.json'])
  }, 60_000)
})
