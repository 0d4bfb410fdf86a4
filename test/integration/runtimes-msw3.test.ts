import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createConsumerProject, type Ran } from '../support/consumer-project.js'

/**
 * Bun and Deno with MSW 3, in a consumer project as a user installs it (both runtimes from the npm
 * registry, as examples/bun and examples/deno get them): MSW 3 cannot intercept there, so `listen()`
 * says so, naming the runtime, msw and what to do, before any request could go to the network.
 */
const consumer = createConsumerProject()
beforeAll(() => {
  consumer.install(consumer.pack(), 'msw@^3.0.0', 'bun@~1.4.5', 'deno@~2.9.6')
  writeFileSync(
    join(consumer.folder, 'listen.mjs'),
    [
      "import { setupMockServer } from 'doc-workspace-mock/node'",
      "const mock = setupMockServer({ baseUrl: 'https://api.example.test' })",
      "mock.listen({ onUnhandledRequest: 'error' })",
      "console.log(`listening: ${(await fetch('https://api.example.test/teams')).status}`)",
    ].join('\n'),
  )
}, 300_000)
afterAll(() => consumer.remove())

const run = (runtime: string, ...args: string[]): Ran =>
  spawnSync(join(consumer.folder, 'node_modules/.bin', runtime), [...args, 'listen.mjs'], {
    cwd: consumer.folder,
    encoding: 'utf8',
    env: { ...consumer.env, NO_COLOR: '1' },
  })

describe('listen() with MSW 3 in another runtime', () => {
  it.each([
    ['Bun', 'bun', []],
    ['Deno', 'deno', ['run', '--allow-all']],
  ])('throws in %s, naming it, msw and what to do, and sends no request', (name, runtime, args) => {
    const { status, stdout, stderr } = run(runtime, ...args)
    expect(status, stderr).not.toBe(0)
    expect(stdout).toBe('')
    expect(stderr).toMatch(new RegExp(`msw 3\\.\\S+ \\(.+\\) cannot intercept in ${name} \\d+\\.\\d+\\.\\d+: `))
    expect(stderr).toContain('Install msw 2 beside doc-workspace-mock (msw@^2.12.0)')
    expect(stderr).toContain(`createMockApp() from doc-workspace-mock/fetch in ${name}.serve`)
  })
})
