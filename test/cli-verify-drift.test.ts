import { afterEach, describe, expect, inject, it } from 'vitest'
import type { StepReport, VerifyReport } from '../src/verify/verify-report.js'
import { alterJson, startDriftProxy, type Drift, type DriftProxy } from './support/drift-proxy.js'
import { useSpawn, type Spawned } from './support/spawned.js'
import { useHonestStandIn } from './support/stand-in.js'

const root = new URL('..', import.meta.url).pathname
const spawn = useSpawn()
/** The command as a user runs it, built from this checkout's source (see support/cli-setup.ts). */
const cli = (...args: string[]): Spawned => spawn(process.execPath, [inject('cli'), ...args], { cwd: root })
const proxies: DriftProxy[] = []
afterEach(async () => {
  for (const proxy of proxies.splice(0)) await proxy.close()
})

const honestServer = useHonestStandIn()
/** A drifted stand-in: the package's own server (a process of its own) behind a proxy that plays the drift. */
const driftedService = async (drift: Drift): Promise<string> => {
  const proxy = await startDriftProxy(honestServer(), drift)
  proxies.push(proxy)
  return proxy.url
}

const renameTeamId = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(renameTeamId)
    : typeof value === 'object' && value !== null
      ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key === 'team_id' ? 'teamId' : key, renameTeamId(inner)]))
      : value

const TEAM_ANSWERS = new Set(['/teams', '/teams/create', '/teams/info', '/teams/update', '/teams/data'])

/** Each drift of the service, and the step and difference the report must name for it. */
const drifts: Array<{ name: string; drift: Drift; operation: string; request: RegExp; difference: RegExp }> = [
  {
    name: 'a renamed field: team_id becomes teamId in team answers',
    drift: { alter: (x) => TEAM_ANSWERS.has(x.url.pathname) && alterJson(x, (body) => ({ ...body, result: renameTeamId(body.result) })) },
    operation: 'Get Account Teams',
    request: /^GET \/teams\?page=1&page_size=5$/,
    difference: /^field "result\.items\[\]\.team_id" is missing from the real answer$/,
  },
  {
    name: 'a changed status: 400 instead of 404 for an unknown team',
    drift: { alter: (x) => void (x.url.pathname === '/teams/info' && x.status === 404 && (x.status = 400)) },
    operation: 'Get Team Details',
    request: /^GET \/teams\/info\?team_id=\{unknown\} \(an unknown id\)$/,
    difference: /^status: real 400, mock 404$/,
  },
  {
    name: 'a declared header missing: no ETag on Stream Document',
    drift: { alter: (x) => void (x.method === 'GET' && x.url.pathname === '/documents/stream' && delete x.headers.etag) },
    operation: 'Stream Document',
    request: /^GET \/documents\/stream\?document_id=\{document\}$/,
    difference: /^header ETag \(declared, always sent\) is missing from the real answer$/,
  },
  {
    name: 'another fixed message: "Token invalid" for "Invalid token"',
    drift: {
      alter: (x) =>
        x.status === 401 && alterJson(x, (body) => (body.message === 'Invalid token' ? { ...body, message: 'Token invalid' } : body)),
    },
    operation: 'Get Account Teams',
    request: /^GET \/teams \(a bad token\)$/,
    difference: /^message: real "Token invalid", mock "Invalid token"$/,
  },
  {
    name: 'a new required request field: Create Team refuses a body with no description',
    drift: {
      answer: ({ method, url, body }) =>
        method === 'POST' && url.pathname === '/teams/create' && !('description' in (JSON.parse(body) as object))
          ? {
              status: 400,
              json: {
                success: false,
                message: 'Validation failed',
                result: null,
                errors: [{ field: 'description', message: 'Required' }],
                except: null,
              },
            }
          : undefined,
    },
    operation: 'Create Team',
    request: /^POST \/teams\/create$/,
    difference: /^status: real 400, mock 200$/,
  },
]

const requestOf = ({ request }: StepReport): string => `${request.method} ${request.path}${request.note ? ` (${request.note})` : ''}`

describe('doc-workspace-mock verify against a drifted stand-in', () => {
  it.each(drifts)(
    'catches $name, names the operation and what drifted, and exits 1',
    async ({ drift, operation, request, difference }) => {
      const base = await driftedService(drift)
      const { code, stdout } = await cli('verify', '--base-url', base, '--api-key', 'demo-api-key', '--json').exited
      expect(code).toBe(1)
      const report = JSON.parse(stdout) as VerifyReport
      expect(report.drifted).toBe(true)
      const step = report.steps.find((candidate) => candidate.operation === operation && request.test(requestOf(candidate)))
      expect(step, `${operation} ${request}`).toBeDefined()
      expect(step!.verdict).toBe('drift')
      expect(step!.differences).toContainEqual(expect.stringMatching(difference))
      // Both answers, trimmed, beside the difference.
      expect(step!.real).toHaveProperty('status')
      expect(step!.mock).toHaveProperty('status')
      expect(step!.real).toHaveProperty('body')
    },
    30_000,
  )

  it('shows the drift in the table: the step, what differs and both answers', async () => {
    const base = await driftedService(drifts[4]!.drift)
    const { code, stdout } = await cli('verify', '--base-url', base, '--api-key', 'demo-api-key').exited
    expect(code).toBe(1)
    expect(stdout).toContain(
      [
        '      status: real 400, mock 200',
        '      errors: real [description], mock [(none)]',
        '      real: 400 {"success":false,"message":"Validation failed","result":null,"errors":[{"field":"description","message":"Required"}],"except":null}',
      ].join('\n'),
    )
    expect(stdout).toMatch(/^7 +Create Team +POST \/teams\/create +400 +200 +DRIFT$/m)
    expect(stdout).toMatch(/^ +mock: 200 \{"success":true,"message":"Team created","result":\{"team_id":/m)
    expect(stdout).toContain('The mock has drifted from the service')
  }, 30_000)

  it('reports a created team whose answer holds no id as left behind', async () => {
    const base = await driftedService(drifts[0]!.drift)
    const { code, stdout } = await cli('verify', '--base-url', base, '--api-key', 'demo-api-key', '--json').exited
    expect(code).toBe(1)
    const report = JSON.parse(stdout) as VerifyReport
    expect(report.leftovers).toEqual([
      expect.stringMatching(/^team "dwm-verify-[0-9a-f]{8}": created, but its answer held no id to delete it by$/),
    ])
    const details = report.steps.find((step) => step.operation === 'Create Team' && !step.request.note)!
    expect(details.differences).toEqual([
      'field "result.team_id" is missing from the real answer',
      'field "result.teamId" is only in the real answer',
    ])
  }, 30_000)
})
