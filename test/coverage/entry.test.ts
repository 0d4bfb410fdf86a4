import { beforeEach, describe, expect, it } from 'vitest'
import * as coverage from '../../src/coverage/api-coverage.js'
import * as root from '../../src/index.js'
import { useMock } from '../support/mock.js'

const { mock, baseUrl } = useMock()
const teams = (token: string): Promise<number> =>
  fetch(`${baseUrl()}/teams`, { headers: { authorization: `Bearer ${token}` } }).then((response) => response.status)

beforeEach(() => mock.clearCoverage())

describe('doc-workspace-mock/coverage', () => {
  it('adds up reports, checks them against thresholds and renders them, from a report saved as JSON too', async () => {
    expect(await teams('demo-token')).toBe(200)
    expect(await teams('expired')).toBe(401)
    const saved: unknown = JSON.parse(JSON.stringify(await mock.coverage()))
    const report = coverage.mergeCoverage([await mock.coverage(), coverage.ApiCoverage.parse(saved)])
    const listTeams = report.operations.find((operation) => operation.method === 'GET' && operation.path === '/teams')
    expect(listTeams?.answers.filter((answer) => answer.requests > 0).map(({ label, requests }) => [label, requests])).toEqual([
      ['200 OK', 2],
      ['401 Invalid token', 2],
    ])
    expect(report.summary.operations.exercised).toBe(1)

    const check = coverage.checkCoverage(report, { operations: 100 })
    expect(check.ok).toBe(false)
    expect(check.failures).toEqual([expect.stringMatching(/^operations: .* under the 100 % required/)])
    expect(check.missingOperations).toHaveLength(report.summary.operations.total - 1)
    expect(check.missingOperations).toContain('Create Team (POST /teams/create)')
    expect(coverage.checkCoverage(report, { operations: 1 }).ok).toBe(true)

    expect(coverage.renderCoverageSummary(report)).toMatch(/^API coverage: 1\/\d+ operations/)
    expect(coverage.renderCoverageMarkdown(report)).toMatch(/^# API coverage\n/)
    expect(coverage.renderCoverageHtml(report)).toMatch(/^<!doctype html>/i)
  })

  it('is what the root entry still exports under the old names, deprecated for one minor release', () => {
    const moved = [
      'createCoverageReport',
      'mergeCoverage',
      'countsOf',
      'checkCoverage',
      'collectCoverage',
      'coverageGaps',
      'operationName',
      'renderCoverageSummary',
      'renderCoverageMarkdown',
      'renderCoverageHtml',
      'ApiCoverage',
      'CoverageCounts',
      'CoverageThresholds',
    ] as const
    for (const name of moved) expect(root[name], name).toBe(coverage[name])
  })
})
