import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import typescriptPackage from 'typescript/package.json' with { type: 'json' }
import jestExample from '../../examples/jest-esm/package.json' with { type: 'json' }
import playwrightExample from '../../examples/playwright/package.json' with { type: 'json' }
import { freePort, init, MSW, runIn, useUserProjects, vitest } from './support/user-project.js'
import type { ConsumerProject } from '../support/consumer-project.js'

// The runners' versions the examples use, TypeScript's this checkout's: installs come from the npm cache where they can.
const { devDependencies: jestVersions } = jestExample
const JEST = `jest@${jestVersions.jest}`
const TS_JEST = [
  `ts-jest@${jestVersions['ts-jest']}`,
  `@types/jest@${jestVersions['@types/jest']}`,
  `typescript@${typescriptPackage.version}`,
]
const PLAYWRIGHT = `@playwright/test@${playwrightExample.devDependencies['@playwright/test']}`

// The Playwright spec is API-level (the request fixture): no browser is needed, none is downloaded.
// init --install runs the project's npm install: from the npm cache too, where it can.
const userProject = useUserProjects({ PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', npm_config_prefer_offline: 'true' })

/** Runs Jest as init's "To do" says, the command read from its output; answers Jest's exit status and output. */
function jestAsInitSays(project: ConsumerProject, output: string): { status: number | null; output: string } {
  const command = /^\s+(node --experimental-vm-modules \S+)$/m.exec(output)?.[1]
  expect(command, output).toBeDefined()
  const [node, ...args] = command!.split(' ')
  return runIn(project, node!, args)
}

/** `init --yes jest`, then Jest run as init says: its first test passes. Answers both outputs. */
function initJest(project: ConsumerProject, language: 'JavaScript' | 'TypeScript'): { init: string; jest: string } {
  const ext = language === 'TypeScript' ? 'ts' : 'js'
  const output = init(project, '--yes', 'jest')
  expect(output).toContain(`init: jest (npm, no app framework, ${language})`)
  expect(output).toContain(`wrote test/mock.test.${ext}`)
  expect(output).not.toContain('install what it needs')
  const jest = jestAsInitSays(project, output)
  expect(jest.status, jest.output).toBe(0)
  expect(jest.output).toContain(`PASS test/mock.test.${ext}`)
  expect(jest.output).toMatch(/Tests:\s+1 passed, 1 total/)
  return { init: output, jest: jest.output }
}

describe('npx doc-workspace-mock init with Jest, Playwright and --install, in a fresh project', () => {
  it('sets Jest up in an ES module JavaScript project: its first test passes and the API coverage reporter writes its report', () => {
    const project = userProject({ name: 'jest-app' }, {}, MSW, JEST)
    const { init: output, jest } = initJest(project, 'JavaScript')
    expect(output).toContain('wrote jest.config.js')
    expect(jest).toMatch(/API coverage: 1\/\d+ operations/)
    const report = JSON.parse(readFileSync(join(project.folder, 'api-coverage/api-coverage.json'), 'utf8'))
    expect(report.summary.requests).toBe(1)
  })

  it('sets Jest up in an ES module TypeScript project with ts-jest: its first test passes', () => {
    const tsconfig = { compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true } }
    const project = userProject({ name: 'jest-ts-app' }, { 'tsconfig.json': JSON.stringify(tsconfig) }, MSW, JEST, ...TS_JEST)
    initJest(project, 'TypeScript')
  })

  it('sets Playwright up: `npx playwright test` starts the mock server from the written config and the first spec passes', () => {
    const project = userProject({ name: 'e2e-app' }, { 'tsconfig.json': '{}' }, MSW, PLAYWRIGHT)
    const output = init(project, '--yes', 'playwright')
    expect(output).toContain('init: playwright (npm, no app framework, TypeScript)')
    expect(output).toContain('wrote e2e/mock.spec.ts')
    const configFile = join(project.folder, 'playwright.config.ts')
    const config = readFileSync(configFile, 'utf8')
    expect(config).toContain('doc-workspace-mock serve --port ${MOCK_PORT}')
    // The written config's port is 4010 unless MOCK_PORT says otherwise: a free one, so that nothing else on the machine can answer there.
    project.env.MOCK_PORT = freePort()
    const playwright = runIn(project, 'npx', ['playwright', 'test'])
    expect(playwright.status, playwright.output).toBe(0)
    expect(playwright.output).toMatch(/1 passed/)
  })

  it('installs msw and Vitest itself with --install, in a project with nothing but the package, and `npx vitest run` passes', () => {
    const project = userProject({ name: 'bare-app' }, {})
    const output = init(project, '--yes', '--install', 'vitest')
    expect(output).toContain('ran npm install -D msw vitest vite')
    expect(output).not.toContain('install what it needs')
    const { devDependencies } = JSON.parse(readFileSync(join(project.folder, 'package.json'), 'utf8')) as { devDependencies: object }
    // Vitest's peer vite too, which Yarn (and npm with legacy peer deps) would leave out.
    expect(Object.keys(devDependencies).sort()).toEqual(['msw', 'vite', 'vitest'])
    expect(vitest(project)).toMatch(/Tests\s+1 passed \(1\)/)
  })
})
