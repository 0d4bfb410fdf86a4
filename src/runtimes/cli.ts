#!/usr/bin/env node
/// <reference types="node" />
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { ConditionsError } from '../conditions/catalog.js'
import { captureExamples } from './capture-examples.js'
import { describeUsageError, usage } from './cli-usage.js'
import { generateClientTypes } from './client-types.js'
import { createMock } from './mock.js'
import { createOpenApiDocument } from '../openapi/document.js'
import { writeCoverageFiles } from './coverage-files.js'
import { normalizeBasePath, startMockServer } from './server.js'


class UsageError extends Error {}

function version(): string {
  // The same file runs from src/ (tsx) and from dist/src/ (built): look upwards for the package.
  for (let dir = dirname(fileURLToPath(import.meta.url)); dir !== dirname(dir); dir = dirname(dir)) {
    const file = join(dir, 'package.json')
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string }
      if (pkg.name === 'doc-workspace-mock') return pkg.version ?? 'unknown'
    }
  }
  return 'unknown'
}

function countOf(flag: string, value: string | undefined, max: number): number | undefined {
  if (value === undefined) return undefined
  const count = Number(value)
  if (!Number.isInteger(count) || count < 1 || count > max) throw new UsageError(`${flag} must be a whole number from 1 to ${max}, not "${value}"`)
  return count
}

function portOf(value: string | undefined): number {
  const port = Number(value ?? 4010)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port must be a whole number from 0 to 65535, not "${value}"`)
  return port
}

interface ServeValues {
  port?: string
  host?: string
  scenario?: string
  conditions?: string
  seed?: string
  'max-sessions'?: string
  'session-ttl'?: string
  'request-timeout'?: string
  'max-connections'?: string
  'base-path'?: string
  'coverage-report'?: string
  quiet?: boolean
}

async function serve(values: ServeValues): Promise<void> {
  const host = values.host ?? '127.0.0.1'
  const port = portOf(values.port)
  const basePath = normalizeBasePath(values['base-path'])
  const max = countOf('--max-sessions', values['max-sessions'], 100_000)
  const ttlSeconds = countOf('--session-ttl', values['session-ttl'], 7 * 24 * 3600)
  const quiet = values.quiet ?? false
  const requestTimeout = countOf('--request-timeout', values['request-timeout'], 3600)
  const maxConnections = countOf('--max-connections', values['max-connections'], 1_000_000)
  let mock
  try {
    mock = createMock({
      scenario: values.scenario ?? 'default',
      baseUrl: `http://localhost:${port}${basePath}`,
      conditions: values.conditions?.split(',').map((name) => name.trim()).filter(Boolean),
      seed: values.seed,
      sessions: {
        max,
        ttlMs: ttlSeconds === undefined ? undefined : ttlSeconds * 1000,
        onEvict: (id, reason) => console.log(`session "${id}" evicted (${reason === 'idle' ? 'idle too long' : 'too many sessions'}); a later request under it starts afresh`),
      },
    })
  } catch (error) {
    if (error instanceof ConditionsError) throw new UsageError(`--conditions: ${error.errors.map((problem) => problem.message).join('; ')}`)
    throw new UsageError((error as Error).message)
  }
  const edge = {
    maxConnections,
    requestTimeoutMs: requestTimeout === undefined ? undefined : requestTimeout * 1000,
    headersTimeoutMs: requestTimeout === undefined ? undefined : Math.min(10_000, requestTimeout * 1000),
  }
  const server = await startMockServer({ mock, host, port, basePath, quiet, ...edge }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') throw new Error(`Port ${port} on ${host} is in use; pick another with --port`)
    throw error
  })
  const active = mock.scenarios.find((scenario) => scenario.name === mock.scenario)
  const origin = new URL(server.url).origin
  console.log(`doc-workspace-mock listening at ${server.url}`)
  console.log(`  scenario: ${mock.scenario}${active ? ` (${active.description})` : ''}`)
  console.log(`  scenarios: ${mock.scenarios.map((scenario) => scenario.name).join(', ')} (PUT ${origin}/__mock/scenario, or the X-Mock-Scenario header)`)
  if (mock.conditions.length) console.log(`  conditions: ${mock.conditions.map((condition) => condition.name).join(', ')} (PUT ${origin}/__mock/conditions, or the X-Mock-Conditions header)`)
  console.log(`  sessions: ${origin}/_s/<id>${basePath}/… or the X-Mock-Session header, each an isolated world (GET ${origin}/__mock/sessions)`)
  console.log(`  contract: ${origin}/__mock/openapi.json`)
  console.log(`  reference: ${origin}/__mock/docs`)
  console.log(`  API coverage: ${origin}/__mock/coverage${values['coverage-report'] ? `, written to ${values['coverage-report']} on exit` : ''}`)
  console.log(`  try: curl -H 'Authorization: Bearer demo-token' ${server.url}/teams`)
  console.log('Press Ctrl+C to stop.')

  const writeCoverage = async (dir: string): Promise<void> => {
    try {
      const files = writeCoverageFiles(await mock.coverage(), dir)
      console.log(`API coverage written: ${files.join(', ')}`)
    } catch (error) {
      console.error(`doc-workspace-mock: the API coverage could not be written to ${dir}: ${(error as Error).message}`)
      process.exitCode = 1
    }
  }

  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    const coverageDir = values['coverage-report']
    const written = coverageDir ? writeCoverage(coverageDir) : Promise.resolve()
    written.then(() => server.close()).then(() => {
      console.log(`doc-workspace-mock stopped (${signal})`)
      process.exitCode ??= 0
    })
    // Whatever still holds the event loop, a stop asked for is a stop.
    setTimeout(() => process.exit(), 3000).unref()
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

async function openapi(values: { out?: string; examples?: string }): Promise<void> {
  // The examples are answers of the mock itself: capture them anew, then describe the contract with them.
  const examples = values.examples ? await captureExamples() : undefined
  if (values.examples) writeFileSync(values.examples, `${JSON.stringify(examples, null, 2)}\n`)
  const text = `${JSON.stringify(createOpenApiDocument({ examples }), null, 2)}\n`
  if (!values.out) return void process.stdout.write(text)
  writeFileSync(values.out, text)
  console.log(`OpenAPI document written to ${values.out}`)
}

async function types(values: { out?: string }): Promise<void> {
  const text = await generateClientTypes(createOpenApiDocument())
  if (!values.out) return void process.stdout.write(text)
  writeFileSync(values.out, text)
  console.log(`Client types written to ${values.out}`)
}

/**
 * The `doc-workspace-mock` command: `serve`, `openapi` or `types`.
 * @example
 * await main(['serve', '--port', '4010', '--scenario', 'empty-teams'])
 */
async function main(argv: readonly string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      scenario: { type: 'string' },
      conditions: { type: 'string' },
      seed: { type: 'string' },
      'max-sessions': { type: 'string' },
      'session-ttl': { type: 'string' },
      'request-timeout': { type: 'string' },
      'max-connections': { type: 'string' },
      'base-path': { type: 'string' },
      'coverage-report': { type: 'string' },
      quiet: { type: 'boolean' },
      out: { type: 'string' },
      examples: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
      version: { type: 'boolean', short: 'v' },
    },
  })
  if (values.help) return void process.stdout.write(usage())
  if (values.version) return void console.log(version())
  const [command, ...rest] = positionals
  if (rest.length) throw new UsageError(`Unexpected argument "${rest[0]}"`)
  if (command === 'serve') return serve(values)
  if (command === 'openapi') return openapi(values)
  if (command === 'types') return types(values)
  throw new UsageError(command ? `Unknown command "${command}"` : 'Name a command')
}

// `doc-workspace-mock openapi | head` closes the pipe early: that is the reader's choice, not a failure.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0)
  throw error
})

main(process.argv.slice(2)).catch((error: unknown) => {
  const misused = error instanceof UsageError || (error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS')
  // The one line that says what is wrong comes first; the help is a command away, not a screen of it.
  console.error(`doc-workspace-mock: ${describeUsageError(error as Error & { code?: string })}`)
  if (misused) console.error('Run "doc-workspace-mock --help" for the commands, options, scenarios and conditions.')
  process.exitCode = misused ? 2 : 1
})
