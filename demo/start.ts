import { createServer as createNetServer } from 'node:net'
import { parseArgs } from 'node:util'
import { fileURLToPath } from 'node:url'
import type { ViteDevServer } from 'vite'
import { builtInScenarios } from '../scenarios/built-in.js'
import { describeUsageError } from '../src/cli/usage.js'
import type { MockHttpServer } from '../src/adapters/server/server.js'

/**
 * `npm start`: the standalone API server and the demo app side by side, on
 * loopback unless `--host` says otherwise. The demo answers its requests in
 * the page through the service worker; `?mock=off` makes it call the API
 * server instead.
 */

class UsageError extends Error {}

const HELP = 'Run "npm start -- --help" for the flags.'

function usage(): string {
  const scenarios = builtInScenarios.map(({ name }) => name).join(', ')
  return `Usage:
  npm start [-- options]   The demo app and the standalone API server side by side

Options:
  --api-port <n>         Port of the API server (default $API_PORT, else 4010; 0 picks a free one)
  --demo-port <n>        Port of the demo app (default $DEMO_PORT, else 5173; 0 picks a free one)
  --host <address>       Address both bind (default 127.0.0.1, loopback only; on any other the
                         API server's control routes ask for the control token it prints)
  --scenario <name>      Scenario the API server starts in (default "default"; one of
                         ${scenarios}); the page takes ?scenario=<name>
  --quiet                No log line per request to the API server

  -h, --help             Show this help

The API server alone, with every option: npx doc-workspace-mock serve (see its --help).
`
}

function portOf(flag: string, env: string, given: string | undefined, fallback: number): number {
  const fromEnv = process.env[env] || undefined
  const value = given ?? fromEnv
  if (value === undefined) return fallback
  const port = /^\d+$/.test(value) ? Number(value) : NaN
  if (!(port <= 65535)) throw new UsageError(`${given === undefined ? env : flag} must be a whole number from 0 to 65535, not "${value}"`)
  return port
}

/** One line for a server that could not listen, naming the flag that picks another port or address. */
function listenProblem(error: unknown, host: string, port: number, flag: string): unknown {
  const { code, message } = error as NodeJS.ErrnoException
  // Vite's own words for a busy port carry no code.
  if (code === 'EADDRINUSE' || /^Port \d+ is already in use/.test(message))
    return new Error(`Port ${port} on ${host} is in use; pick another with ${flag}`)
  if (code === 'EACCES') return new Error(`Port ${port} on ${host} is not open to this user; pick another with ${flag}`)
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
    return new Error(`${host} is not an address of this machine; pick another with --host`)
  return error
}

/** Fails as listening would if the port is taken, before anything is started; 0 is always free. */
async function checkFree(host: string, port: number): Promise<void> {
  if (port === 0) return
  const probe = createNetServer()
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject)
    probe.listen(port, host, () => probe.close(() => resolve()))
  })
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'api-port': { type: 'string' },
      'demo-port': { type: 'string' },
      host: { type: 'string', default: '127.0.0.1' },
      scenario: { type: 'string', default: 'default' },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help) return void process.stdout.write(usage())
  const { host, scenario, quiet } = values
  const apiPort = portOf('--api-port', 'API_PORT', values['api-port'], 4010)
  const demoPort = portOf('--demo-port', 'DEMO_PORT', values['demo-port'], 5173)
  // Loaded only when needed: the help and a usage error come at once, a busy port without Vite.
  const [{ createMock }, { startMockServer }] = await Promise.all([
    import('../src/adapters/msw/create-mock.js'),
    import('../src/adapters/server/server.js'),
  ])
  let mock
  try {
    mock = createMock({ scenario, baseUrl: `http://${host.includes(':') ? `[${host}]` : host}:${apiPort}` })
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
  // A busy demo port is found before the API server starts and before Vite does any work.
  await checkFree(host, demoPort).catch((error: unknown) => {
    throw listenProblem(error, host, demoPort, '--demo-port')
  })

  const api: MockHttpServer = await startMockServer({ mock, host, port: apiPort, quiet }).catch((error: unknown) => {
    throw listenProblem(error, host, apiPort, '--api-port')
  })
  let demo: ViteDevServer | undefined
  try {
    const { createServer } = await import('vite')
    demo = await createServer({
      configFile: fileURLToPath(new URL('./vite.config.ts', import.meta.url)),
      server: { host, port: demoPort, strictPort: true },
      define: { 'import.meta.env.VITE_API_URL': JSON.stringify(api.url) },
    })
    await demo.listen()
  } catch (error) {
    // Nothing is left listening: the API server goes with the demo that could not start.
    await Promise.allSettled([demo?.close(), api.close()])
    throw listenProblem(error, host, demoPort, '--demo-port')
  }
  const running = demo
  const demoUrl = running.resolvedUrls?.local[0] ?? running.resolvedUrls?.network[0] ?? `http://${host}:${demoPort}/`
  console.log(`Demo app:   ${demoUrl}`)
  console.log(`  answered in the page by the service worker; try ${demoUrl}?scenario=empty-teams or ?scenario=invalid-token,`)
  console.log(`  the panel (bottom right) to switch scenario or reset, and ?mock=off to call the API server instead`)
  console.log(`API server: ${api.url}  (scenario: ${mock.scenario}; contract: ${api.url}/__mock/openapi.json)`)
  console.log(`  try: curl -H 'Authorization: Bearer demo-token' ${api.url}/teams`)
  // Off loopback, the control routes ask for the token the server made (see the README's Sharing a server).
  if (api.controlToken !== null) console.log(`  control token: ${api.controlToken} (send it as X-Mock-Control-Token to /__mock/…)`)
  console.log('Press Ctrl+C to stop.')

  let stopping = false
  const stop = (): void => {
    if (stopping) return
    stopping = true
    // A stop asked for is a success. (Vite also stops itself on SIGTERM, exiting with the code set by then.)
    process.exitCode = 0
    void Promise.allSettled([running.close(), api.close()]).then(() => process.exit())
    setTimeout(() => process.exit(), 3000).unref()
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error: unknown) => {
  const misused = error instanceof UsageError || (error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS')
  // One line: what is wrong, then (for a wrong command line) where the flags are.
  const problem = describeUsageError(error as Error & { code?: string }).replace(/\.$/, '')
  console.error(`npm start: ${problem}${misused ? `. ${HELP}` : ''}`)
  process.exitCode = misused ? 2 : 1
  // Whatever a server that failed to start still holds, a failure is a stop.
  setTimeout(() => process.exit(), 3000).unref()
})
