import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { testChromiumPath } from '../demo/chromium.js'
import { createMockApp } from '../src/app/fetch.js'
import { useHonestStandIn } from './support/stand-in.js'
import { useSpawn, type Spawned } from './support/spawned.js'

// The "real service" is the package's own server in a process of its own; the HARs hold real exchanges with it.
const root = new URL('..', import.meta.url).pathname
const spawn = useSpawn()
const realService = useHonestStandIn()
const cli = (...args: string[]): Spawned => spawn(process.execPath, [inject('cli'), ...args], { cwd: root })
const dir = mkdtempSync(join(tmpdir(), 'dwm-har-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const ENGINEERING = 'fafc92f1-3277-40e1-9d04-e085624c2b9c'
const ROADMAP = '75b7e776-5720-48c2-bd07-cb7669a7ebd6'
const LOGO = '29fb2484-0ef7-4245-bc67-06280e01dcc9'
const auth = { authorization: 'Bearer demo-token' }
const headerList = (headers: Headers | Record<string, string>): Array<{ name: string; value: string }> =>
  [...new Headers(headers)].map(([name, value]) => ({ name, value }))

/** A HAR entry as a browser's devtools export it: JSON as text, any other body as base64. */
async function harEntry(path: string): Promise<unknown> {
  const url = `${realService()}${path}`
  const answer = await fetch(url, { headers: auth })
  const type = answer.headers.get('content-type') ?? ''
  const bytes = Buffer.from(await answer.arrayBuffer())
  const text = type.includes('json') ? { text: bytes.toString('utf8') } : { text: bytes.toString('base64'), encoding: 'base64' }
  return {
    startedDateTime: new Date().toISOString(),
    request: { method: 'GET', url, httpVersion: 'HTTP/1.1', headers: headerList(auth), queryString: [], cookies: [] },
    response: {
      status: answer.status,
      statusText: '',
      headers: headerList(answer.headers),
      content: { size: bytes.length, mimeType: type, ...text },
    },
  }
}

/** The answer a client meets for `path`: from the world a file recorded, and from the real service. */
async function bothAnswers(file: string, path: string): Promise<[string, string]> {
  const offline = createMockApp()
  offline.mock.importState(JSON.parse(readFileSync(file, 'utf8')))
  const body = async (response: Response): Promise<string> =>
    `${response.status} ${Buffer.from(await response.arrayBuffer()).toString('base64')}`
  return [
    await body(await offline.fetch(new Request(`http://127.0.0.1:4010${path}`, { headers: auth }))),
    await body(await fetch(`${realService()}${path}`, { headers: auth })),
  ]
}

describe('doc-workspace-mock import-har', () => {
  it('records the world a devtools HAR shows, skipping and counting what is not the service’s', async () => {
    const entries = [
      await harEntry('/teams'),
      await harEntry(`/teams/members?team_id=${ENGINEERING}`),
      await harEntry(`/documents/info?document_id=${ROADMAP}`),
      await harEntry(`/workspaces/info?workspace_id=bb934d24-d4fe-48f5-8a21-78f8e6314292`),
      await harEntry(`/folders/info?folder_id=${'a583b317-a373-47a1-a88a-8ee5f967005e'}`),
      await harEntry(`/documents/stream?document_id=${ROADMAP}`),
      await harEntry('/teams/info?team_id=00000000-0000-4000-8000-000000000000'),
      {
        request: { method: 'GET', url: 'https://cdn.example.test/app.js', headers: [] },
        response: { status: 200, headers: [], content: { text: '' } },
      },
      { request: { method: 'GET', url: `${realService()}/teams`, headers: [] }, response: { status: 0, headers: [], content: {} } },
      { comment: 'not an entry' },
    ]
    const har = join(dir, 'devtools.har')
    writeFileSync(har, JSON.stringify({ log: { version: '1.2', creator: { name: 'devtools', version: '1' }, entries } }))
    const out = join(dir, 'devtools.json')
    const { code, stdout, stderr } = await cli('import-har', har, '--out', out).exited
    expect(stderr).toBe('')
    expect(code).toBe(0)
    expect(stdout).toMatch(
      /^Recorded 3 teams, 7 members, 5 users, 1 workspaces, \d+ folders and 1 documents with their bytes from 6 of 10 answers/m,
    )
    for (const skipped of [
      `1 × not under the base URL ${realService()}`,
      '1 × no answer was received (status 0)',
      '1 × not a HAR entry: no request method and URL, or no response status',
      '1 × an error answer (4xx, 5xx): no record in it',
    ])
      expect(stdout).toContain(skipped)
    expect(stdout).toContain(`read under ${realService()}`)
    for (const path of ['/teams', `/documents/stream?document_id=${ROADMAP}`]) {
      const [offline, real] = await bothAnswers(out, path)
      expect(offline, path).toBe(real)
    }
  })

  it("says how to serve the recorded world in the words of the project's package manager", async () => {
    const project = join(dir, 'pnpm-project')
    mkdirSync(project)
    writeFileSync(join(project, 'package.json'), '{ "name": "app", "private": true }\n')
    writeFileSync(join(project, 'pnpm-lock.yaml'), "lockfileVersion: '9.0'\n")
    const har = join(project, 'teams.har')
    writeFileSync(
      har,
      JSON.stringify({ log: { version: '1.2', creator: { name: 'devtools', version: '1' }, entries: [await harEntry('/teams')] } }),
    )
    const run = spawn(process.execPath, [inject('cli'), 'import-har', har, '--out', 'teams.json'], { cwd: project })
    const { code, stdout, stderr } = await run.exited
    expect(stderr).toBe('')
    expect(code).toBe(0)
    expect(stdout).toContain('  serve it: pnpm exec doc-workspace-mock serve --state teams.json\n')
  })

  it('reads the base64 bodies of a HAR Playwright’s recordHar wrote', async () => {
    const har = join(dir, 'playwright.har')
    const browser = await chromium.launch({ executablePath: testChromiumPath() })
    try {
      const context = await browser.newContext({ recordHar: { path: har, content: 'embed' } })
      const page = await context.newPage()
      await page.goto(`${realService()}/`)
      await page.evaluate(
        async (paths) => {
          for (const path of paths) await (await fetch(path, { headers: { authorization: 'Bearer demo-token' } })).arrayBuffer()
        },
        [
          '/teams',
          `/documents/info?document_id=${LOGO}`,
          `/workspaces/info?workspace_id=0df220ba-6ad6-4088-b672-08a171a8dfc3`,
          '/folders/info?folder_id=c5413994-e7e0-4de6-9670-b1bc40a58038',
          `/documents/stream?document_id=${LOGO}`,
        ],
      )
      await context.close()
    } finally {
      await browser.close()
    }
    const logo = (
      JSON.parse(readFileSync(har, 'utf8')) as {
        log: { entries: Array<{ request: { url: string }; response: { content: { encoding?: string } } }> }
      }
    ).log.entries.find((entry) => entry.request.url.endsWith(`/documents/stream?document_id=${LOGO}`))
    expect(logo?.response.content.encoding).toBe('base64')
    const out = join(dir, 'playwright.json')
    const { code, stdout } = await cli('import-har', har, '--out', out, '--base-url', realService()).exited
    expect(code).toBe(0)
    expect(stdout).toMatch(/^Recorded 3 teams, .* 1 folders and 1 documents with their bytes from 5 of 6 answers/m)
    expect(stdout).toContain('1 × not an operation of the contract') // the page itself, at /
    const [offline, real] = await bothAnswers(out, `/documents/stream?document_id=${LOGO}`)
    expect(offline).toBe(real)
  })

  it('reads a HAR file that starts with a UTF-8 byte order mark, as some tools save one', async () => {
    const bom = join(dir, 'bom.har')
    writeFileSync(bom, `\uFEFF${JSON.stringify({ log: { version: '1.2', entries: [await harEntry('/teams')] } })}`)
    const out = join(dir, 'bom.json')
    const { code, stdout } = await cli('import-har', bom, '--out', out).exited
    expect(code).toBe(0)
    expect(stdout).toMatch(/^Recorded 3 teams, /m)
    const [offline, real] = await bothAnswers(out, '/teams')
    expect(offline).toBe(real)
  })

  it('fails on a file that is not a HAR at all, and asks for --out', async () => {
    const notHar = join(dir, 'package.json')
    writeFileSync(notHar, JSON.stringify({ name: 'not-a-har' }))
    const { code, stderr } = await cli('import-har', notHar, '--out', join(dir, 'never.json')).exited
    expect([code, stderr.split('\n')[0]]).toEqual([
      1,
      `doc-workspace-mock: ${notHar} is not a HAR file: it has no log.entries, which every HAR file has (a browser's devtools "Save all as HAR" and Playwright's recordHar write one)`,
    ])
    const noOut = await cli('import-har', notHar).exited
    expect([noOut.code, noOut.stderr.split('\n')[0]]).toEqual([
      2,
      'doc-workspace-mock: import-har needs --out <state-file>: where the recorded world is written',
    ])
  })
})
