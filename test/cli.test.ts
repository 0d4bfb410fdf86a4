import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { createOpenApiDocument } from '../src/openapi/document.js'
import { useSpawn, type Spawned } from './support/spawned.js'

const root = new URL('..', import.meta.url).pathname
const spawn = useSpawn()

/** Runs the command as a user would, built from this checkout's source as the package ships it (see support/cli-setup.ts). */
const cli = (...args: string[]): Spawned => spawn(process.execPath, [inject('cli'), ...args], { cwd: root })

const LISTENING = /listening at (http:\/\/\S+)/
/** The banner is printed whole once this, its last line, is out. */
const READY = /Press Ctrl\+C to stop/
const started = async (run: Spawned): Promise<string> => {
  await run.waitFor(READY)
  return run.output().match(LISTENING)![1]!
}

describe('doc-workspace-mock serve', () => {
  it('prints where it listens and the active scenario, serves it below the base path, and stops on SIGTERM', async () => {
    const run = cli('serve', '--port', '0', '--scenario', 'empty-teams', '--base-path', '/api', '--quiet')
    const url = await started(run)
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api$/)
    expect(run.output()).toMatch(/scenario: empty-teams/)
    expect(run.output()).toContain(`reference: ${new URL(url).origin}/__mock/docs`)
    const teams = await (await fetch(`${url}/teams`, { headers: { authorization: 'Bearer demo-token' } })).json()
    expect(teams.result.total).toBe(0)
    run.child.kill('SIGTERM')
    const { code, stdout } = await run.exited
    expect(code).toBe(0)
    expect(stdout).toMatch(/stopped \(SIGTERM\)/)
    expect(stdout).not.toMatch(/GET \/api\/teams/)
  }, 30_000)

  it('logs one line per request unless quiet, and stops on SIGINT', async () => {
    const run = cli('serve', '--port', '0')
    const url = await started(run)
    expect(new URL(url).hostname).toBe('127.0.0.1')
    expect(run.output()).toMatch(/scenario: default/)
    await fetch(`${url}/teams`)
    await run.waitFor(/GET \/teams 401 \d+ms/)
    run.child.kill('SIGINT')
    expect((await run.exited).code).toBe(0)
  }, 30_000)

  it('refuses an unknown scenario, naming the known ones, without listening', async () => {
    const { code, stderr, stdout } = await cli('serve', '--port', '0', '--scenario', 'nope').exited
    expect(code).toBe(2)
    expect(stderr).toMatch(/Unknown scenario "nope".*default, empty-teams, invalid-token/)
    expect(stdout).not.toMatch(LISTENING)
  }, 30_000)

  it('starts under the conditions of --conditions, and refuses an unknown one naming the known ones', async () => {
    const run = cli('serve', '--port', '0', '--quiet', '--conditions', 'maintenance')
    const url = await started(run)
    expect(run.output()).toMatch(/conditions: maintenance/)
    expect((await fetch(`${url}/teams`, { headers: { authorization: 'Bearer demo-token' } })).status).toBe(503)
    run.child.kill('SIGTERM')
    await run.exited
    const { code, stderr, stdout } = await cli('serve', '--port', '0', '--conditions', 'slow,sunny').exited
    expect(code).toBe(2)
    expect(stderr).toMatch(
      /--conditions: Unknown condition "sunny". Known conditions: offline, slow, flaky, rate-limited, maintenance, hang/,
    )
    expect(stdout).not.toMatch(LISTENING)
  }, 30_000)

  it('keeps at most --max-sessions sessions, logs each eviction and answers 410 under an evicted id', async () => {
    const run = cli('serve', '--port', '0', '--quiet', '--max-sessions', '1', '--session-ttl', '600')
    const url = await started(run)
    for (const session of ['first', 'second'])
      await fetch(`${url}/teams`, { headers: { authorization: 'Bearer demo-token', 'x-mock-session': session } })
    await run.waitFor(/session "first" evicted \(too many sessions\)/)
    // Its client is told, not served the seed in its place.
    const gone = await fetch(`${url}/teams`, { headers: { authorization: 'Bearer demo-token', 'x-mock-session': 'first' } })
    expect(gone.status).toBe(410)
    expect((await gone.json()).message).toMatch(/^Session "first" was evicted: over the limit of 1 sessions \(serve --max-sessions\)/)
    run.child.kill('SIGTERM')
    await run.exited
    const bad = await cli('serve', '--port', '0', '--max-sessions', '0').exited
    expect(bad.code).toBe(2)
    expect(bad.stderr).toMatch(/--max-sessions must be a whole number from 1 to 100000, not "0"/)
  }, 30_000)

  it('writes the API coverage of every request, evicted sessions included, to --coverage-report on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dwm-cli-coverage-'))
    try {
      const run = cli('serve', '--port', '0', '--quiet', '--max-sessions', '1', '--coverage-report', dir)
      const url = await started(run)
      expect(run.output()).toContain(`/__mock/coverage, written to ${dir} on exit`)
      const headers = { authorization: 'Bearer demo-token' }
      await fetch(`${url}/teams`, { headers })
      for (const session of ['first', 'second']) await fetch(`${url}/teams`, { headers: { ...headers, 'x-mock-session': session } })
      await fetch(`${url}/teams`, { headers: { authorization: 'Bearer nope' } })
      run.child.kill('SIGTERM')
      const { code, stdout } = await run.exited
      expect(code).toBe(0)
      expect(stdout).toContain(
        `API coverage written: ${join(dir, `api-coverage-${hostname()}-${run.child.pid}.json`)}, ${join(dir, 'api-coverage.json')}, ${join(dir, 'api-coverage.md')}, ${join(dir, 'api-coverage.html')}\n`,
      )
      const report = JSON.parse(readFileSync(join(dir, 'api-coverage.json'), 'utf8'))
      const teams = report.operations.find((operation: { path: string }) => operation.path === '/teams')
      const produced = teams.answers
        .filter((answer: { requests: number }) => answer.requests > 0)
        .map(({ label, requests }: { label: string; requests: number }) => [label, requests])
      expect(produced).toEqual([
        ['200 OK', 3],
        ['401 Invalid token', 1],
      ])
      expect(readFileSync(join(dir, 'api-coverage.md'), 'utf8')).toContain('| Get Account Teams | `GET /teams` | 4 |')
      expect(readFileSync(join(dir, 'api-coverage.html'), 'utf8')).toMatch(/^<!doctype html>/)
      // Each file was written whole beside itself, then renamed over: no temporary file is left.
      expect(readdirSync(dir).sort()).toEqual(
        [`api-coverage-${hostname()}-${run.child.pid}.json`, 'api-coverage.html', 'api-coverage.json', 'api-coverage.md'].sort(),
      )
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 30_000)

  it('answers a request held by hang 503 with Retry-After when it stops, before closing the connection', async () => {
    const run = cli('serve', '--port', '0', '--quiet')
    const url = await started(run)
    // In a session of its own, so that the test can see the server holds it (the session is listed) before stopping it.
    const held = fetch(`${url}/teams`, {
      headers: { authorization: 'Bearer demo-token', 'x-mock-session': 'held', 'x-mock-conditions': 'hang' },
    })
    const sessions = async (): Promise<string[]> =>
      (await (await fetch(`${url}/__mock/sessions`)).json()).result.items.map(({ id }: { id: string }) => id)
    await expect.poll(sessions).toEqual(['held'])
    run.child.kill('SIGTERM')
    const answer = await held
    expect(answer.status).toBe(503)
    expect(answer.headers.get('retry-after')).toBe('1')
    expect(await answer.json()).toEqual({ success: false, message: 'Service unavailable', result: null, errors: null, except: null })
    expect((await run.exited).code).toBe(0)
  }, 30_000)

  it('refuses a port that is not a port', async () => {
    const { code, stderr } = await cli('serve', '--port', 'abc').exited
    expect(code).toBe(2)
    expect(stderr).toMatch(/--port must be a whole number/)
  }, 30_000)

  it('shows its usage with --help, naming every scenario and condition', async () => {
    const { code, stdout } = await cli('--help').exited
    expect(code).toBe(0)
    for (const option of [
      'serve',
      '--port',
      '--host',
      '--scenario',
      '--conditions',
      '--base-path',
      '--quiet',
      '--coverage-report',
      '--state',
      '--exit-with-parent',
      '--no-exit-with-parent',
      '/__mock/requests',
      '/__mock/coverage',
    ])
      expect(stdout).toContain(option)
    for (const name of ['empty-teams', 'invalid-token', 'flaky', 'rate-limited']) expect(stdout).toMatch(new RegExp(`^  ${name} +\\S`, 'm'))
  }, 30_000)

  it('says what is wrong in one line first, then where the help is', async () => {
    const { code, stderr } = await cli('serve', '--prot', '4010').exited
    expect(code).toBe(2)
    expect(stderr.split('\n')).toEqual([
      'doc-workspace-mock: Unknown option "--prot"',
      'Run "doc-workspace-mock --help" for the commands, options, scenarios and conditions.',
      '',
    ])
  }, 30_000)
})

describe('doc-workspace-mock openapi', () => {
  it('prints the OpenAPI document, or writes it with --out', async () => {
    const printed = await cli('openapi').exited
    expect(printed.code).toBe(0)
    expect(JSON.parse(printed.stdout)).toEqual(createOpenApiDocument())
    const dir = mkdtempSync(join(tmpdir(), 'dwm-openapi-'))
    try {
      const written = await cli('openapi', '--out', join(dir, 'openapi.json')).exited
      expect(written.code).toBe(0)
      expect(JSON.parse(readFileSync(join(dir, 'openapi.json'), 'utf8'))).toEqual(createOpenApiDocument())
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 30_000)
})

describe('doc-workspace-mock types', () => {
  it('prints the TypeScript types the package ships (doc-workspace-mock/openapi), files as Blob', async () => {
    const { code, stdout } = await cli('types').exited
    expect(code).toBe(0)
    expect(stdout).toBe(readFileSync(join(root, 'src/openapi/openapi.d.ts'), 'utf8'))
    expect(stdout).toMatch(/export interface paths \{/)
    expect(stdout).toMatch(/UploadDocumentRequest: \{[^}]*file: Blob;/)
  }, 60_000)

  it('writes them with --out, with no generator installed: openapi-typescript is not loaded', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dwm-types-'))
    try {
      // A loader that fails the import of openapi-typescript or typescript, as a project without them would.
      const refuse = `data:text/javascript,${encodeURIComponent(
        "export async function resolve(s, c, next) { if (/^(openapi-typescript|typescript)$/.test(s)) throw new Error('not installed: ' + s); return next(s, c) }",
      )}`
      const register = `data:text/javascript,${encodeURIComponent(`import { register } from 'node:module'; register(${JSON.stringify(refuse)})`)}`
      const out = join(dir, 'api-types.ts')
      const run = spawn(process.execPath, ['--import', register, inject('cli'), 'types', '--out', out], { cwd: dir })
      const { code, stdout } = await run.exited
      expect(code).toBe(0)
      expect(stdout).toBe(`Client types written to ${out}\n`)
      expect(readFileSync(out, 'utf8')).toBe(readFileSync(join(root, 'src/openapi/openapi.d.ts'), 'utf8'))
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
})
