import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ApiCoverage } from '../../src/coverage/schema.js'
import { routes } from '../../src/resources/routes.js'
import { documentationText, findSampleMismatch, readmeSample } from '../support/readme-blocks.js'

const root = new URL('../..', import.meta.url).pathname
const work = mkdtempSync(join(tmpdir(), 'dwm-coverage-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** The documentation's samples of what such a run prints (docs/coverage.md), held to what it printed (its report folder shown as a user's default). */
function expectReadmeSample(name: string, output: string, out: string): void {
  const printed = output.replaceAll(`${out}/`, 'api-coverage/')
  expect(
    findSampleMismatch(readmeSample(documentationText, name), printed),
    `The documentation's sample "${name}" against what the run printed:\n${printed}`,
  ).toBeNull()
}

/** Runs the fixture project's four test files in a child Vitest, two workers at a time. */
function runFixture(pool: 'forks' | 'threads', failUnder?: object): Promise<{ code: number; output: string; out: string }> {
  const out = mkdtempSync(join(work, `${pool}-`))
  // The parent's own Vitest variables would confuse the child run.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')))
  Object.assign(env, {
    COVERAGE_FIXTURE_POOL: pool,
    COVERAGE_FIXTURE_OUT: out,
    NO_COLOR: '1',
    ...(failUnder ? { COVERAGE_FIXTURE_FAIL_UNDER: JSON.stringify(failUnder) } : {}),
  })
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--config', 'test/integration/vitest-workers/vitest.config.ts'],
      { cwd: root, env, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}\n${stderr}`, out }),
    )
  })
}

const requestsOf = (report: ApiCoverage, method: string, path: string) =>
  Object.fromEntries(
    (report.operations.find((operation) => operation.method === method && operation.path === path)?.answers ?? [])
      .filter((answer) => answer.requests > 0)
      .map((answer) => [
        answer.label,
        { requests: answer.requests, scenarios: answer.scenarios, conditions: answer.conditions, faults: answer.faults },
      ]),
  )

/** The counts the fixture's four files produce between them, whatever the pool and the worker of each. */
function expectExactCounts(out: string): ApiCoverage {
  const report = ApiCoverage.parse(JSON.parse(readFileSync(join(out, 'api-coverage.json'), 'utf8')))
  expect(requestsOf(report, 'GET', '/teams')).toEqual({
    '200 OK': { requests: 4, scenarios: { default: 4 }, conditions: {}, faults: {} },
    '401 Invalid token': { requests: 2, scenarios: { default: 1, 'invalid-token': 1 }, conditions: {}, faults: {} },
    'network error': { requests: 1, scenarios: { default: 1 }, conditions: { offline: 1 }, faults: { network: 1 } },
  })
  expect(requestsOf(report, 'GET', '/teams/info')).toEqual({
    '429 Too Many Requests': { requests: 1, scenarios: { default: 1 }, conditions: { 'too-many': 1 }, faults: { 'status:429': 1 } },
  })
  expect(requestsOf(report, 'PUT', '/documents/archive')).toEqual({
    '200 OK': { requests: 1, scenarios: { default: 1 }, conditions: {}, faults: {} },
    '409 The document is already archived': { requests: 1, scenarios: { default: 1 }, conditions: {}, faults: {} },
  })
  expect(report.unmatched).toEqual([{ method: 'GET', path: '/nowhere', status: 404, requests: 1 }])
  expect(report.summary).toMatchObject({ requests: 11, unmatched: 1, operations: { total: routes.length, exercised: 3 } })
  return report
}

/** How many distinct workers (process and thread) ran the fixture's four files. */
const workersOf = (out: string): number =>
  new Set(readdirSync(join(out, 'workers')).map((file) => readFileSync(join(out, 'workers', file), 'utf8'))).size

describe('API coverage in a Vitest run of several files and workers', () => {
  it('merges the exact counts of every file from every forked worker, prints the summary and writes the three reports', async () => {
    const { code, output, out } = await runFixture('forks', { operations: 5 })
    expect(code, output).toBe(0)
    expect(workersOf(out)).toBeGreaterThan(1)
    expectExactCounts(out)
    expect(output).toContain(`API coverage: 3/${routes.length} operations`)
    expect(output).toContain('11 requests')
    expectReadmeSample('coverage-summary', output, out)
    expect(readFileSync(join(out, 'api-coverage.md'), 'utf8')).toContain('| Archive Document | `PUT /documents/archive` | 2 |')
    expect(readFileSync(join(out, 'api-coverage.html'), 'utf8')).toContain('409 The document is already archived ×1')
  }, 120_000)

  it('merges the same counts from worker threads, and fails the run under a threshold, naming every operation and answer never exercised', async () => {
    const { code, output, out } = await runFixture('threads', { operations: 100, answers: 50 })
    expect(workersOf(out)).toBeGreaterThan(1)
    expectExactCounts(out)
    expect(output).toContain('Tests  4 passed')
    expect(code).toBe(1)
    expect(output).toContain('API coverage is under its threshold:')
    expect(output).toContain(
      `operations: ${Math.round((3 / routes.length) * 1000) / 10} % exercised (3 of ${routes.length}), under the 100 % required`,
    )
    expect(output).toContain('Operations never called:')
    for (const route of routes.filter((route) => !['/teams', '/teams/info', '/documents/archive'].includes(route.path))) {
      expect(output).toContain(`  ${route.operation} (${route.method} ${route.path})`)
    }
    expect(output).toContain('Declared answers never produced, on the operations called:')
    expect(output).toMatch(
      / {2}Archive Document \(PUT \/documents\/archive\): 400 Bad Request, 401 Invalid token, 403 Forbidden, 404 Not Found, .*network error/,
    )
    expectReadmeSample('coverage-threshold', output, out)
  }, 120_000)
})
