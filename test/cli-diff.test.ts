import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { dump } from 'js-yaml'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { createMockApp } from '../src/app/fetch.js'
import { useSpawn } from './support/spawned.js'

const root = new URL('..', import.meta.url).pathname
const spawn = useSpawn()
const dir = mkdtempSync(join(tmpdir(), 'dwm-diff-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A document the test edits freely. */
type Json = Record<string, any>
interface Difference {
  operation: string
  method: string
  path: string
  status: string | null
  kind: string
  severity: 'breaking' | 'warning'
  where: string
  mock: string
  service: string
  why: string
  used: { requests: number; answered: number } | null
}
interface Report {
  breaking: boolean
  summary: { breaking: number; warnings: number; operations: number }
  differences: Difference[]
  unused: { breaking: number; warnings: number; operations: number } | null
}

/** The mock's own contract, as the service's team would start from it: a copy to change. */
const contract = (): Json => JSON.parse(readFileSync(join(root, 'src/openapi/openapi.json'), 'utf8')) as Json
const write = (name: string, content: string): string => {
  const file = join(dir, name)
  writeFileSync(file, content)
  return file
}
const diff = async (...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> =>
  spawn(process.execPath, [inject('cli'), 'diff', ...args], { cwd: root }).exited
const diffJson = async (document: Json, ...args: string[]): Promise<{ code: number | null; report: Report }> => {
  const { code, stdout, stderr } = await diff(
    write(`service-${Math.random().toString(36).slice(2)}.json`, JSON.stringify(document)),
    '--json',
    ...args,
  )
  expect(stderr).toBe('')
  return { code, report: JSON.parse(stdout) as Report }
}

/** A service's document that drifted from the mock's contract in eight ways, one operation each where it can. */
function drifted(): Json {
  const document = contract()
  const { paths, components } = document
  // A renamed path: Get Team Members moved, its operationId kept.
  paths['/teams/members/list'] = paths['/teams/members']
  delete paths['/teams/members']
  // A new required query parameter.
  paths['/teams'].get.parameters.push({ name: 'region', in: 'query', required: true, schema: { type: 'string' } })
  // A removed answer status: the partial stream.
  delete paths['/documents/stream'].get.responses['206']
  // A narrowed enum: a member can no longer be added as an admin.
  components.schemas.AddMemberRequest.properties.role = { type: 'string', enum: ['editor', 'viewer'] }
  // A changed field type: the drive's quota as text.
  components.schemas.Drive.properties.quota_bytes = { type: 'string' }
  // A new required body field of Create Team.
  components.schemas.CreateTeamRequest.properties.region = { type: 'string' }
  components.schemas.CreateTeamRequest.required.push('region')
  // A removed answer field: a workspace's description.
  delete components.schemas.Workspace.properties.description
  components.schemas.Workspace.required = components.schemas.Workspace.required.filter((name: string) => name !== 'description')
  // A declared header gone: the stream's Content-Disposition.
  delete components.responses.DocumentBytes.headers['Content-Disposition']
  return document
}

describe('doc-workspace-mock diff', () => {
  it("is silent on the mock's own document", async () => {
    const { code, stdout } = await diff(join(root, 'src/openapi/openapi.json'))
    expect(stdout).toContain('No difference that matters to a client of the mock.')
    expect(code).toBe(0)
  })

  it('is silent on descriptions, examples, a new optional field and a new operation', async () => {
    const document = contract()
    document.info.description = 'Rewritten from scratch.'
    document.paths['/teams/info'].get.description = 'Another description.'
    document.paths['/teams/info'].get.responses['200'].content['application/json'].example = { success: true }
    document.components.schemas.Team.properties.color = { type: 'string' }
    document.components.schemas.CreateTeamRequest.properties.color = { type: 'string' }
    document.paths['/teams/archive'] = {
      put: { summary: 'Archive Team', operationId: 'teamsArchive', responses: { 200: { description: 'OK' } } },
    }
    const { code, report } = await diffJson(document)
    expect(report.differences).toEqual([])
    expect(code).toBe(0)
  })

  it('reports each of eight kinds of drift by operation, breaking ones with exit code 1', async () => {
    const { code, report } = await diffJson(drifted())
    const found = (operation: string, kind: string): Difference | undefined =>
      report.differences.find((difference) => difference.operation === operation && difference.kind === kind)
    expect(found('Get Team Members', 'operation-moved')).toMatchObject({
      severity: 'breaking',
      mock: 'GET /teams/members',
      service: 'GET /teams/members/list',
    })
    expect(found('Get Account Teams', 'parameter-required')).toMatchObject({
      severity: 'breaking',
      where: 'query parameter "region"',
      mock: 'not declared',
      service: 'required',
    })
    expect(found('Stream Document', 'answer-status-removed')).toMatchObject({
      severity: 'breaking',
      status: '206',
      service: 'not declared',
    })
    expect(found('Add Team Member', 'body-field-enum-narrowed')).toMatchObject({
      severity: 'breaking',
      where: 'request body, field role',
      mock: '"owner", "admin", "editor", "viewer"',
      service: '"editor", "viewer"',
    })
    expect(found('Get Account Drive', 'answer-field-type')).toMatchObject({
      severity: 'breaking',
      where: 'answer 200, field result.quota_bytes',
      mock: 'integer',
      service: 'string',
    })
    expect(found('Create Team', 'body-field-required')).toMatchObject({
      severity: 'breaking',
      where: 'request body, field region',
      service: 'required',
    })
    expect(found('Get Workspace Details', 'answer-field-removed')).toMatchObject({
      severity: 'breaking',
      where: 'answer 200, field result.description',
    })
    expect(found('Stream Document', 'answer-header-removed')).toMatchObject({
      severity: 'breaking',
      where: 'answer 200, header Content-Disposition',
    })
    expect(report.breaking).toBe(true)
    expect(code).toBe(1)
  })

  it('reads a YAML document and prints each difference under its operation, with both sides and what it breaks', async () => {
    const { code, stdout } = await diff(write('service.yaml', dump(drifted())))
    expect(stdout).toMatch(
      /Get Account Teams {2}GET \/teams\n {2}BREAKING {2}query parameter "region" \(mock: not declared; service: required\)\n {12}a client that does not send it is refused/,
    )
    expect(stdout).toMatch(/\d+ breaking differences, \d+ warnings? in \d+ operations\./)
    expect(code).toBe(1)
  })

  it('with --used-by, lists only what the tests used, the most used first, and exits 0 when that did not break', async () => {
    // A client's tests: the drive three times, the teams once; nothing else.
    const app = createMockApp()
    const headers = { authorization: 'Bearer demo-token' }
    for (let i = 0; i < 3; i++) await app.fetch(new Request('http://localhost:4010/workspaces/drive', { headers }))
    await app.fetch(new Request('http://localhost:4010/teams', { headers }))
    const coverage = (await (await app.fetch(new Request('http://localhost:4010/__mock/coverage'))).json()) as { result: unknown }
    const usedBy = write('api-coverage.json', JSON.stringify(coverage.result))
    const { code, report } = await diffJson(drifted(), '--used-by', usedBy)
    expect([...new Set(report.differences.map((difference) => difference.operation))]).toEqual(['Get Account Drive', 'Get Account Teams'])
    expect(report.differences[0]).toMatchObject({ kind: 'answer-field-type', used: { requests: 3, answered: 3 } })
    expect(report.unused!.breaking).toBeGreaterThan(5)
    expect(code).toBe(1)

    const document = drifted()
    document.components.schemas.Drive.properties.quota_bytes = { type: 'integer' }
    document.paths['/teams'].get.parameters.pop()
    const narrowed = await diffJson(document, '--used-by', usedBy)
    expect(narrowed.report.differences).toEqual([])
    expect(narrowed.code).toBe(0)
  })

  it('says what is wrong with a file it cannot compare, with exit code 2', async () => {
    const missing = await diff(join(dir, 'nowhere.json'))
    expect(missing.stderr).toContain(`${join(dir, 'nowhere.json')}: cannot be read (ENOENT)`)
    expect(missing.code).toBe(2)
    const other = await diff(write('other.json', '{"swagger":"2.0","paths":{}}'))
    expect(other.stderr).toContain('not an OpenAPI 3 document')
    expect(other.code).toBe(2)
    const none = await diff()
    expect(none.stderr).toContain("diff needs the service's OpenAPI document")
    expect(none.code).toBe(2)
  })
})
