/// <reference types="node" />
import { randomUUID } from 'node:crypto'
import { createMockApp } from '../app/fetch.js'
import { httpBaseUrl, UsageError } from '../cli/usage.js'
import { compareStep } from './compare-step.js'
import { contractOf } from './contract.js'
import { journey } from './journey.js'
import { buildReport, renderTable } from './verify-report.js'
import { runJourney, type Side } from './run.js'

/** The options of `verify`, as the command line gives them. */
export interface VerifyValues {
  'base-url'?: string
  'api-key'?: string
  token?: string
  'read-only'?: boolean
  json?: boolean
  timeout?: string
}

/** The mock's own canned credentials (README, Credentials): its side of the journey signs in with them. */
const MOCK_API_KEY = 'demo-api-key'
const MOCK_TOKEN = 'demo-token'
const MOCK_BASE = 'http://localhost:4010'

function baseUrlOf(value: string | undefined): string {
  if (!value) throw new UsageError('verify needs --base-url <url>: where the service is, e.g. https://api.example.test/v2')
  return httpBaseUrl('--base-url', value)
}

function secondsOf(value: string | undefined): number {
  if (value === undefined) return 10
  const seconds = Number(value)
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 600)
    throw new UsageError(`--timeout must be a number of seconds from 0 to 600, not "${value}"`)
  return seconds
}

/** The real service's side: `fetch`, each request given up after the time-out, or when the run is stopped. */
function realSide(base: string, seconds: number, values: Record<string, string>): Side {
  const send = async (request: Request, signal?: AbortSignal): Promise<Response> => {
    const timeout = AbortSignal.timeout(seconds * 1000)
    try {
      return await fetch(request, { signal: signal ? AbortSignal.any([timeout, signal]) : timeout })
    } catch (error) {
      if (timeout.aborted) throw new Error(`no answer within ${seconds} s (--timeout)`, { cause: error })
      throw error
    }
  }
  return { base, send, values }
}

/**
 * `doc-workspace-mock verify`: runs the fixed journey against the real
 * service, then against an in-process mock, and compares the two answers of
 * every step. Prints a table (or, with `--json`, the report) and sets the
 * exit code: 0 when nothing drifted, 1 when something did or the service
 * does not answer.
 * @example
 * await verify({ 'base-url': 'https://api.example.test', 'api-key': process.env.DWS_API_KEY })
 */
export async function verify(values: VerifyValues): Promise<void> {
  const baseUrl = baseUrlOf(values['base-url'])
  const [apiKey, token] = [values['api-key'], values.token]
  if (apiKey !== undefined && token !== undefined) throw new UsageError('verify takes --api-key or --token, not both')
  if (!apiKey && !token) throw new UsageError('verify needs a credential of the service: --api-key <key> or --token <bearer>')
  const seconds = secondsOf(values.timeout)
  const readOnly = values['read-only'] ?? false
  const steps = journey({ readOnly, signIn: apiKey !== undefined })
  const contract = contractOf()
  const operations = steps.map((step) => contract.operation(step.method, step.path))
  // One scratch name and one id no one has, the same on both sides.
  const shared = { name: `dwm-verify-${randomUUID().slice(0, 8)}`, unknown: randomUUID() }

  // Ctrl+C (or a CI job's SIGTERM) stops the journey at the next step; what it created is still deleted.
  const stop = new AbortController()
  const onSignal = (): void => stop.abort()
  process.once('SIGINT', onSignal).once('SIGTERM', onSignal)
  const started = performance.now()
  let real
  try {
    real = await runJourney(steps, realSide(baseUrl, seconds, { ...shared, ...(apiKey ? { apiKey } : { token: token! }) }), stop.signal)
  } finally {
    process.off('SIGINT', onSignal).off('SIGTERM', onSignal)
  }
  // The table lists them too; a machine report or a stopped run says them here, where a person sees them.
  if (values.json || stop.signal.aborted)
    for (const leftover of real.leftovers) console.error(`doc-workspace-mock verify: left on the service: ${leftover}`)
  if (stop.signal.aborted)
    throw new Error('verify: stopped before the journey ended; what it created was deleted, except what is listed above')

  const app = createMockApp()
  const mockValues = { ...shared, ...(apiKey ? { apiKey: MOCK_API_KEY } : { token: MOCK_TOKEN }) }
  const mock = await runJourney(steps, { base: MOCK_BASE, send: (request) => app.fetch(request), values: mockValues })
  const comparisons = steps.map((step, i) => compareStep(step, real.outcomes[i]!, mock.outcomes[i]!, contract))
  const timings = { realMs: Math.round(real.ms), mockMs: Math.round(mock.ms), totalMs: Math.round(performance.now() - started) }
  const report = buildReport({
    baseUrl,
    readOnly,
    steps,
    operations,
    real: real.outcomes,
    mock: mock.outcomes,
    comparisons,
    timings,
    leftovers: real.leftovers,
  })
  process.stdout.write(values.json ? `${JSON.stringify(report, null, 2)}\n` : renderTable(report))
  process.exitCode = report.drifted ? 1 : 0
}
