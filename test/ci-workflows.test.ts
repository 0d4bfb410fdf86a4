import { readFileSync } from 'node:fs'
import { load } from 'js-yaml'
import { describe, expect, it } from 'vitest'

interface Step {
  uses?: string
  run?: string
  with?: Record<string, unknown>
  env?: Record<string, string>
}
interface Job {
  if?: string
  strategy?: { matrix?: { node?: number[] } }
  steps: Step[]
}
interface Workflow {
  name: string
  on: Record<string, { branches?: string[]; workflows?: string[]; types?: string[] } | null>
  jobs: Record<string, Job>
}

const workflow = (name: string): Workflow =>
  load(readFileSync(new URL(`../.github/workflows/${name}`, import.meta.url), 'utf8')) as Workflow

describe("the repository's GitHub workflows", () => {
  const ci = workflow('ci.yml')
  const release = workflow('release.yml')

  it("run CI's own checks (.ci/run) on every push to main and every pull request, on Node 22 and 24", () => {
    expect(Object.keys(ci.on).sort()).toEqual(['pull_request', 'push'])
    expect(ci.on.push?.branches).toEqual(['main'])
    const jobs = Object.values(ci.jobs)
    expect(jobs.flatMap((job) => job.steps.map((step) => step.run)).filter((run) => run?.includes('.ci/run'))).toEqual(['.ci/run'])
    expect(jobs.flatMap((job) => job.strategy?.matrix?.node ?? [])).toEqual(expect.arrayContaining([22, 24]))
    const setup = jobs.flatMap((job) => job.steps).find((step) => step.uses?.startsWith('actions/setup-node'))
    expect(setup?.with?.['node-version']).toBe('${{ matrix.node }}')
    // Chromium from the runner's packages: no browser download in CI.
    expect(jobs.flatMap((job) => job.steps).find((step) => step.run === '.ci/run')?.env?.CHROMIUM_PATH).toMatch(/^\/usr\/bin\//)
  })

  it('version and publish only a commit of main that CI passed', () => {
    expect(Object.keys(release.on)).toEqual(['workflow_run'])
    expect(release.on.workflow_run).toEqual({ workflows: [ci.name], types: ['completed'], branches: ['main'] })
    for (const job of Object.values(release.jobs)) {
      expect(job.if).toContain("github.event.workflow_run.conclusion == 'success'")
      expect(job.if).toContain("github.event.workflow_run.event == 'push'")
      expect(job.steps.find((step) => step.uses?.startsWith('actions/checkout'))?.with?.ref).toBe(
        '${{ github.event.workflow_run.head_sha }}',
      )
    }
  })
})
