#!/usr/bin/env node
/// <reference types="node" />
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { captureExamples } from './capture-examples.js'
import { generateClientTypes } from './client-types.js'
import { createMock } from './mock.js'
import { createOpenApiDocument } from '../openapi/document.js'
import { normalizeBasePath, startMockServer } from './server.js'

const USAGE = `Usage:
  doc-workspace-mock serve [options]     Serve the mock over HTTP
  doc-workspace-mock openapi [--out FILE]  Print (or write) the OpenAPI document of the contract
                                         (--examples FILE captures its examples from the mock anew)
  doc-workspace-mock types [--out FILE]    Print (or write) TypeScript types of the contract for a typed
                                         client, files as Blob (needs openapi-typescript and typescript)

Options of serve:
  --port <n>          Port to listen on (default 4010; 0 picks a free one)
  --host <address>    Address to bind (default 127.0.0.1, loopback only)
  --scenario <name>   Scenario to start in (default "default")
  --base-path <path>  Path the service is served below (default /)
  --quiet             No log line per request

  -h, --help          Show this help
  -v, --version       Show the version

Control routes (outside every scenario): GET/PUT /__mock/scenario, POST /__mock/reset,
GET /__mock/openapi.json, GET/DELETE /__mock/requests, GET /__mock/docs (the API reference page).
`

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

function portOf(value: string | undefined): number {
  const port = Number(value ?? 4010)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port must be a whole number from 0 to 65535, not "${value}"`)
  return port
}

async function serve(values: { port?: string; host?: string; scenario?: string; 'base-path'?: string; quiet?: boolean }): Promise<void> {
  const host = values.host ?? '127.0.0.1'
  const port = portOf(values.port)
  const basePath = normalizeBasePath(values['base-path'])
  let mock
  try {
    mock = createMock({ scenario: values.scenario ?? 'default', baseUrl: `http://localhost:${port}${basePath}` })
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
  const server = await startMockServer({ mock, host, port, basePath, quiet: values.quiet ?? false }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') throw new Error(`Port ${port} on ${host} is in use; pick another with --port`)
    throw error
  })
  const active = mock.scenarios.find((scenario) => scenario.name === mock.scenario)
  const origin = new URL(server.url).origin
  console.log(`doc-workspace-mock listening at ${server.url}`)
  console.log(`  scenario: ${mock.scenario}${active ? ` (${active.description})` : ''}`)
  console.log(`  scenarios: ${mock.scenarios.map((scenario) => scenario.name).join(', ')} (PUT ${origin}/__mock/scenario, or the X-Mock-Scenario header)`)
  console.log(`  contract: ${origin}/__mock/openapi.json`)
  console.log(`  reference: ${origin}/__mock/docs`)
  console.log(`  try: curl -H 'Authorization: Bearer demo-token' ${server.url}/teams`)
  console.log('Press Ctrl+C to stop.')

  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    server.close().then(() => {
      console.log(`doc-workspace-mock stopped (${signal})`)
      process.exitCode = 0
    })
    // Whatever still holds the event loop, a stop asked for is a stop.
    setTimeout(() => process.exit(0), 3000).unref()
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
      'base-path': { type: 'string' },
      quiet: { type: 'boolean' },
      out: { type: 'string' },
      examples: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
      version: { type: 'boolean', short: 'v' },
    },
  })
  if (values.help) return void process.stdout.write(USAGE)
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
  const usage = error instanceof UsageError || (error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS')
  console.error(`doc-workspace-mock: ${(error as Error).message}`)
  if (usage) console.error(`\n${USAGE}`)
  process.exitCode = usage ? 2 : 1
})
