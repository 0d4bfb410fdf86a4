import { parseArgs } from 'node:util'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'
import { startMockServer } from '../src/runtimes/server.js'

/**
 * `npm start`: the standalone API server and the demo app side by side, on
 * loopback only. The demo answers its requests in the page through the
 * service worker; `?mock=off` makes it call the API server instead.
 */
const { values } = parseArgs({
  options: {
    'api-port': { type: 'string', default: process.env.API_PORT ?? '4010' },
    'demo-port': { type: 'string', default: process.env.DEMO_PORT ?? '5173' },
    scenario: { type: 'string', default: 'default' },
    quiet: { type: 'boolean', default: false },
  },
})

const portOf = (name: string, value: string): number => {
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--${name} must be a port number, not "${value}"`)
  return port
}

async function main(): Promise<void> {
  const host = '127.0.0.1'
  const api = await startMockServer({ host, port: portOf('api-port', values['api-port']), scenario: values.scenario, quiet: values.quiet }).catch(
    (error: NodeJS.ErrnoException) => {
      throw error.code === 'EADDRINUSE' ? new Error(`Port ${values['api-port']} is in use; pick another with --api-port`) : error
    },
  )
  const demo = await createServer({
    configFile: fileURLToPath(new URL('./vite.config.ts', import.meta.url)),
    server: { host, port: portOf('demo-port', values['demo-port']), strictPort: true },
    define: { 'import.meta.env.VITE_API_URL': JSON.stringify(api.url) },
  })
  try {
    await demo.listen()
  } catch (error) {
    await api.close()
    throw (error as NodeJS.ErrnoException).code === 'EADDRINUSE' ? new Error(`Port ${values['demo-port']} is in use; pick another with --demo-port`) : error
  }
  const demoUrl = demo.resolvedUrls?.local[0] ?? `http://${host}:${values['demo-port']}/`
  console.log(`Demo app:   ${demoUrl}`)
  console.log(`  answered in the page by the service worker; try ${demoUrl}?scenario=empty-teams or ?scenario=invalid-token,`)
  console.log(`  the panel (bottom right) to switch scenario or reset, and ?mock=off to call the API server instead`)
  console.log(`API server: ${api.url}  (contract: ${api.url}/__mock/openapi.json)`)
  console.log(`  try: curl -H 'Authorization: Bearer demo-token' ${api.url}/teams`)
  console.log('Press Ctrl+C to stop.')

  let stopping = false
  const stop = (): void => {
    if (stopping) return
    stopping = true
    void Promise.allSettled([demo.close(), api.close()]).then(() => process.exit(0))
    setTimeout(() => process.exit(0), 3000).unref()
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
