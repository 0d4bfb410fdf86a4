/// <reference types="node" />
import type { MockHttpServer } from '../adapters/server/server.js'
import { isLoopback } from '../app/server-access.js'
import type { MockCore } from '../mock/create-mock-from.js'
import type { KeptState } from '../persistence/kept-state.js'
import type { InputWatch } from './parent-watch.js'

/** What the banner of `serve` names: the running server, its mock, and what the command line asked for. */
export interface ServeBanner {
  server: Pick<MockHttpServer, 'url' | 'controlToken'>
  mock: Pick<MockCore, 'scenario' | 'scenarios' | 'conditions'>
  host: string
  basePath: string
  /** The flags it repeats: where the coverage is written on exit, whether the parent's end was asked for. */
  values: { readonly 'coverage-report'?: string; readonly 'exit-with-parent'?: boolean }
  /** Whether the server stops when its parent process ends. */
  withParent: boolean
  /** The watch on its standard input, where it stops when that pipe reaches its end too. */
  input: Pick<InputWatch, 'watching'> | undefined
  /** The proxy's own lines (`--proxy`, `--record`); none without one. */
  proxyLines: readonly string[]
  /** The state file of `--state`, if any. */
  kept: Pick<KeptState, 'file' | 'loaded'> | undefined
}

/**
 * Prints the banner of `serve` once it listens: where it is, the scenarios,
 * conditions and sessions it offers and how to switch them, its control
 * routes, and how it stops.
 * @example
 * printServeBanner({ server, mock, host, basePath, values, withParent, input: undefined, proxyLines: [], kept: undefined })
 */
export function printServeBanner({ server, mock, host, basePath, values, withParent, input, proxyLines, kept }: ServeBanner): void {
  const active = mock.scenarios.find((scenario) => scenario.name === mock.scenario)
  const origin = new URL(server.url).origin
  console.log(`doc-workspace-mock listening at ${server.url}`)
  console.log(`  scenario: ${mock.scenario}${active ? ` (${active.description})` : ''}`)
  console.log(
    `  scenarios: ${mock.scenarios.map((scenario) => scenario.name).join(', ')} (PUT ${origin}/__mock/scenario, or the X-Mock-Scenario header)`,
  )
  if (mock.conditions.length)
    console.log(
      `  conditions: ${mock.conditions.map((condition) => condition.name).join(', ')} (PUT ${origin}/__mock/conditions, or the X-Mock-Conditions header)`,
    )
  console.log(
    `  sessions: ${origin}/_s/<id>${basePath}/… or the X-Mock-Session header, each an isolated world (GET ${origin}/__mock/sessions)`,
  )
  console.log(`  contract: ${origin}/__mock/openapi.json`)
  console.log(`  reference: ${origin}/__mock/docs`)
  console.log(
    `  API coverage: ${origin}/__mock/coverage${values['coverage-report'] ? `, written to ${values['coverage-report']} on exit` : ''}`,
  )
  if (server.controlToken !== null)
    console.log(`  control token: ${server.controlToken} (every /__mock request sends it as X-Mock-Control-Token)`)
  if (!isLoopback(host))
    console.log(`  open to the network at ${host}: a request's Host must be an IP address, localhost or one of --allowed-hosts`)
  for (const line of proxyLines) console.log(line)
  if (kept)
    console.log(`  state: ${kept.loaded ? 'loaded from' : 'made from the scenario in'} ${kept.file}, saved after each write and on exit`)
  if (withParent)
    console.log(
      `  stops when its parent process (pid ${process.ppid}) ends${input?.watching ? ' or its standard input (a pipe) reaches its end' : ''}${values['exit-with-parent'] ? '' : ', as npx started it (--no-exit-with-parent keeps it running)'}`,
    )
  console.log(`  try: curl -H 'Authorization: Bearer demo-token' ${server.url}/teams`)
  console.log('Press Ctrl+C to stop.')
}
