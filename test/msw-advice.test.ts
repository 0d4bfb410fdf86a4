import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { warnOfAnotherMsw } from '../src/adapters/msw/copies.js'
import { mswMismatch } from '../src/adapters/msw/engine.js'

afterEach(() => void vi.unstubAllEnvs())

const MSW3 = { version: '3.0.5', node: '>=22.12.0', dir: '/app/node_modules/msw' }

/** A handler as a second copy of msw makes it: MSW's own shape, another class. */
const foreignHandler = (): unknown => ({ ...http.get('https://api.example.test/teams', () => HttpResponse.json({})), kind: 'request' })

/** What the check for a second copy of msw says, once. */
function copiesWarning(): string {
  const said: string[] = []
  warnOfAnotherMsw((message) => said.push(message))([foreignHandler()])
  expect(said).toHaveLength(1)
  return said[0]!
}

describe("msw's advice speaks the package manager that runs the tests", () => {
  it('names the install line of msw 2 in pnpm words under pnpm, on a Node msw 3 does not run on', () => {
    vi.stubEnv('npm_config_user_agent', 'pnpm/10.2.0 npm/? node/v20.19.0 linux x64')
    expect(mswMismatch(MSW3, '20.19.0')).toContain('install msw 2 beside doc-workspace-mock (pnpm add -D msw@^2.12.0)')
  })

  it("lists every manager's install line when none started the process", () => {
    vi.stubEnv('npm_config_user_agent', '')
    expect(mswMismatch(MSW3, '20.19.0')).toContain(
      '(npm install -D msw@^2.12.0, pnpm add -D msw@^2.12.0, yarn add -D msw@^2.12.0 or bun add -d msw@^2.12.0)',
    )
  })

  it("says how to find and merge two copies of msw in Bun's words under Bun", () => {
    vi.stubEnv('npm_config_user_agent', 'bun/1.2.20 npm/? node/v24.3.0 linux x64')
    const warning = copiesWarning()
    expect(warning).toContain('another copy of msw')
    expect(warning).toContain('bun why msw lists them')
    expect(warning).toMatch(/then bun install\.$/)
    expect(warning).not.toMatch(/\bnpm\b/)
  })

  it("says it in npm's words under npm", () => {
    vi.stubEnv('npm_config_user_agent', 'npm/10.9.2 node/v22.12.0 linux x64 workspaces/false')
    expect(copiesWarning()).toMatch(/npm ls msw lists them; .* then npm dedupe\.$/)
  })
})
