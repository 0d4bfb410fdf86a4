/**
 * The files a consumer project runs for the cold-start target, as text:
 * plain JavaScript run by plain Node (no loader of ours in the way), and
 * Vitest test files as users write them. Each checks its answer, so no
 * figure is ever that of a failure.
 */

export const BASE_URL = 'https://api.example.test'

/** The answer of the plain-MSW side: the shape of the mock's List Teams envelope. */
const FLOOR_BODY = JSON.stringify({
  success: true,
  message: 'Teams retrieved',
  result: [{ team_id: '3f7c9a52-1b8e-4d2a-9c61-5e0f2b7d8a14', name: 'Engineering', role: 'owner' }],
  errors: null,
  except: null,
})

/**
 * The options of `listen()`, as each side's users write them: the mock's `listen()` takes
 * `onUnhandledRequest` on both msw majors; plain MSW 3 reads `onUnhandledFrame`
 * and ignores `onUnhandledRequest` (MSW 2 the other way round), so the plain
 * side names both.
 */
const LISTEN = { mock: "{ onUnhandledRequest: 'error' }", msw: "{ onUnhandledRequest: 'error', onUnhandledFrame: 'error' }" }

/** Imports, creates, listens and answers once, printing how long each step took and the CPU time of the process (ms). */
const startScript = (kind: 'mock' | 'msw'): string => `const t0 = performance.now()
${
  kind === 'mock'
    ? `const { setupMockServer } = await import('doc-workspace-mock/node')
const t1 = performance.now()
const server = setupMockServer({ baseUrl: '${BASE_URL}' })`
    : `const { http, HttpResponse } = await import('msw')
const { setupServer } = await import('msw/node')
const t1 = performance.now()
const server = setupServer(http.get('${BASE_URL}/teams', () => HttpResponse.json(${FLOOR_BODY})))`
}
const t2 = performance.now()
server.listen(${LISTEN[kind]})
const response = await fetch('${BASE_URL}/teams', { headers: { authorization: 'Bearer demo-token' } })
const body = await response.json()
const t3 = performance.now()
server.close()
if (response.status !== 200 || body.success !== true) {
  console.error('answered ' + response.status + ': ' + JSON.stringify(body).slice(0, 300))
  process.exit(1)
}
const usage = process.resourceUsage()
console.log(JSON.stringify({ import: t1 - t0, create: t2 - t1, first: t3 - t2, cpu: (usage.userCPUTime + usage.systemCPUTime) / 1000 }))
`

/** One process of a test file's life with this package: import, setupMockServer, listen, first answer. */
export const MOCK_PROCESS = startScript('mock')
/** The same with plain MSW and one bare handler answering JSON. */
export const MSW_PROCESS = startScript('msw')

/** A Vitest test file: its server made by `make`, listening, one fetch, an assertion. */
const testFile = (
  n: number,
  imports: string,
  make: string,
  listen: string,
): string => `import { afterAll, beforeAll, expect, it } from 'vitest'
${imports}

const server = ${make}
beforeAll(() => server.listen(${listen}))
afterAll(() => server.close())

it('lists the caller\\'s teams (file ${n})', async () => {
  const response = await fetch('${BASE_URL}/teams', { headers: { authorization: 'Bearer demo-token' } })
  expect(response.status).toBe(200)
  expect((await response.json()).success).toBe(true)
})
`

/** A Vitest test file with this package: setupMockServer, listen, one fetch, an assertion. */
export const mockTestFile = (n: number): string =>
  testFile(n, "import { setupMockServer } from 'doc-workspace-mock/node'", `setupMockServer({ baseUrl: '${BASE_URL}' })`, LISTEN.mock)

/** The same test file with plain MSW and one bare handler. */
export const mswTestFile = (n: number): string =>
  testFile(
    n,
    "import { http, HttpResponse } from 'msw'\nimport { setupServer } from 'msw/node'",
    `setupServer(http.get('${BASE_URL}/teams', () => HttpResponse.json(${FLOOR_BODY})))`,
    LISTEN.msw,
  )

/** Vitest's configuration in the consumer project: its defaults (isolated files), a quiet reporter. */
export const VITEST_CONFIG = `export default { test: { reporters: ['dot'], watch: false } }
`
