import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { artifactsDir } from '../../support/artifacts.js'
import { stopTemplateRegistry } from './generators.js'
import { failureDetails, matrixTable, type RowRun } from './matrix.js'
import { installedVersions, runRow } from './run-row.js'
import { ROWS } from './rows.js'
import { createToolchain } from './toolchain.js'

// FRAMEWORK_ROWS: `ci` (the default: the rows CI runs), `all`, or row ids separated by commas.
const wanted = process.env.FRAMEWORK_ROWS ?? 'ci'
const rows = ROWS.filter((row) => (wanted === 'ci' ? row.ci : wanted === 'all' ? true : wanted.split(',').includes(row.id)))

const tools = createToolchain()
const work = mkdtempSync(join(tmpdir(), 'dwm-matrix-'))
const runs: RowRun[] = []

afterAll(() => {
  const table = matrixTable(ROWS.flatMap((row) => runs.filter((run) => run.row === row)))
  console.log(`The framework matrix (FRAMEWORK_ROWS=${wanted}):\n${table}\n${failureDetails(runs)}`)
  mkdirSync(artifactsDir('frameworks'), { recursive: true })
  writeFileSync(artifactsDir('frameworks', 'matrix.md'), `${table}\n`)
  writeFileSync(artifactsDir('frameworks', 'failures.txt'), failureDetails(runs, 400))
  stopTemplateRegistry()
  rmSync(work, { recursive: true, force: true })
  tools.remove()
})

describe.concurrent("fresh projects from each framework's own generator, init, then their own runners", () => {
  it.each(rows.map((row) => [row.id, row] as const))('%s', async (id, row) => {
    const tarball = process.env.DOC_WORKSPACE_MOCK_TARBALL
    expect(tarball, 'the packed package (the integration tier packs it once)').toBeDefined()
    const started = Date.now()
    const node = execFileSync('node', ['--version'], { env: tools.env(row.node, row.manager), encoding: 'utf8' }).trim()
    const folder = join(work, id)
    const steps = await runRow(row, { tools, tarball: tarball!, folder })
    const versions = installedVersions(join(folder, 'app'))
    const ran: RowRun = { row, node, versions, steps, seconds: Math.round((Date.now() - started) / 1000) }
    runs.push(ran)
    // As each row ends: a run of many minutes shows its progress, and each row's outputs are kept.
    console.log(`${id}:\n${matrixTable([ran])}`)
    mkdirSync(artifactsDir('frameworks'), { recursive: true })
    writeFileSync(
      artifactsDir('frameworks', `${id}.txt`),
      steps.map((step) => `==== ${step.step}: ${step.outcome}\n${step.output}`).join('\n'),
    )
    // Its install is done with: removed now, so the disk holds two rows' installs at most.
    rmSync(folder, { recursive: true, force: true })
    const unexpected = steps.filter((step) => step.outcome === 'FAILED' || step.outcome === 'FIXED?')
    expect(
      unexpected.map((step) => `${step.step}: ${step.outcome}`),
      failureDetails([ran]),
    ).toEqual([])
  })
})
