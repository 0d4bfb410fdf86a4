/// <reference types="node" />
import { ConditionsError } from '../conditions/catalog.js'
import { answerHeldOnClose } from '../conditions/on-close.js'
import { UsageError } from './usage.js'
import { createMockFrom } from '../mock/create-mock-from.js'
import { builtInScenarios } from '../../scenarios/built-in.js'
import { startMockServer } from '../adapters/server/server.js'
import { normalizeBasePath } from '../app/base-path.js'
import { underNpx, watchInput, watchParent } from './parent-watch.js'
import type { ProxyValues, ServeProxy } from './serve-proxy.js'
import { printServeBanner } from './serve-banner.js'
import { ownCommand } from './package-manager.js'

function countOf(flag: string, value: string | undefined, max: number): number | undefined {
  if (value === undefined) return undefined
  const count = Number(value)
  if (!Number.isInteger(count) || count < 1 || count > max)
    throw new UsageError(`${flag} must be a whole number from 1 to ${max}, not "${value}"`)
  return count
}

function portOf(value: string | undefined): number {
  const port = Number(value ?? 4010)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new UsageError(`--port must be a whole number from 0 to 65535, not "${value!}"`)
  return port
}

/** The options of `serve`, as the command line gives them. */
export interface ServeValues extends ProxyValues {
  port?: string
  host?: string
  scenario?: string
  conditions?: string
  seed?: string
  'max-sessions'?: string
  'session-ttl'?: string
  'max-evicted'?: string
  'request-timeout'?: string
  'max-connections'?: string
  'max-connections-per-address'?: string
  'base-path'?: string
  'coverage-report'?: string
  state?: string
  'control-token'?: string
  'allowed-hosts'?: string
  'cors-origins'?: string
  quiet?: boolean
  'exit-with-parent'?: boolean
  'no-exit-with-parent'?: boolean
}

/** Whether the server stops when its parent process ends: as asked, else under npx (which leaves it running when killed). */
function exitsWithParent(values: ServeValues): boolean {
  if (values['exit-with-parent'] && values['no-exit-with-parent'])
    throw new UsageError('--exit-with-parent and --no-exit-with-parent say opposite things; give one')
  if (values['no-exit-with-parent']) return false
  return values['exit-with-parent'] ?? underNpx()
}

/** A comma-separated flag as its list; absent, undefined. */
const listOf = (value: string | undefined): string[] | undefined =>
  value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean)

/**
 * `doc-workspace-mock serve`: the standalone server from the command line's
 * options, its banner, and a clean stop on SIGINT or SIGTERM, or when its
 * parent process ends (held requests answered, the coverage report and the
 * state file written).
 * @example
 * await serve({ port: '4010', scenario: 'empty-teams' })
 */
export async function serve(values: ServeValues): Promise<void> {
  const host = values.host ?? '127.0.0.1'
  const port = portOf(values.port)
  const basePath = normalizeBasePath(values['base-path'])
  const max = countOf('--max-sessions', values['max-sessions'], 100_000)
  const ttlSeconds = countOf('--session-ttl', values['session-ttl'], 7 * 24 * 3600)
  const maxEvicted = countOf('--max-evicted', values['max-evicted'], 1_000_000)
  const quiet = values.quiet ?? false
  const requestTimeout = countOf('--request-timeout', values['request-timeout'], 3600)
  const maxConnections = countOf('--max-connections', values['max-connections'], 1_000_000)
  const maxConnectionsPerAddress = countOf('--max-connections-per-address', values['max-connections-per-address'], 1_000_000)
  const withParent = exitsWithParent(values)
  // Begun before the slow part of the start, so that a harness that ends meanwhile is seen.
  const input = withParent ? watchInput() : undefined
  // What only some runs need is loaded by them alone (a proxy, a state file, shared coverage): the server starts sooner.
  const proxied: ServeProxy =
    values.proxy === undefined && values['proxy-only'] === undefined && values['proxy-timeout'] === undefined && values.record === undefined
      ? { server: {}, banner: [], finish: () => undefined }
      : (await import('./serve-proxy.js')).serveProxy(values)
  let mock
  try {
    // The core mock: no msw to load, as the server answers with the mock alone.
    mock = createMockFrom(builtInScenarios, {
      scenario: values.scenario ?? 'default',
      baseUrl: `http://localhost:${port}${basePath}`,
      conditions: values.conditions
        ?.split(',')
        .map((name) => name.trim())
        .filter(Boolean),
      seed: values.seed,
      sessions: {
        max,
        ttlMs: ttlSeconds === undefined ? undefined : ttlSeconds * 1000,
        maxEvicted,
        onEvict: (id, reason) =>
          console.log(
            `session "${id}" evicted (${reason === 'idle' ? 'idle too long' : 'too many sessions'}); a request under it answers 410 until its client resets it`,
          ),
      },
    })
  } catch (error) {
    if (error instanceof ConditionsError) throw new UsageError(`--conditions: ${error.errors.map((problem) => problem.message).join('; ')}`)
    throw new UsageError((error as Error).message)
  }
  // Loaded before the server listens: no request is ever answered from other data than the file's.
  const kept = values.state === undefined ? undefined : (await import('../persistence/kept-state.js')).keepState(mock, values.state)
  const edge = {
    maxConnections,
    maxConnectionsPerAddress,
    requestTimeoutMs: requestTimeout === undefined ? undefined : requestTimeout * 1000,
    headersTimeoutMs: requestTimeout === undefined ? undefined : Math.min(10_000, requestTimeout * 1000),
  }
  const access = {
    controlToken: values['control-token'],
    allowedHosts: listOf(values['allowed-hosts']),
    corsOrigins: listOf(values['cors-origins']),
  }
  const server = await startMockServer({ mock, host, port, basePath, quiet, ...edge, ...access, ...proxied.server }).catch(
    (error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
        throw new Error(`Port ${port} on ${host} is in use; pick another with --port`)
      throw error
    },
  )

  // Reports other processes leave in the folder (shards of one server) are summed with this one's on exit;
  // those there before it started are an earlier run's, and stay out of the sum.
  const parts = values['coverage-report'] ? await import('../persistence/coverage-parts.js') : undefined
  const coverageBefore = new Set(parts && values['coverage-report'] ? parts.coverageParts(values['coverage-report']) : [])
  const writeCoverage = async (dir: string): Promise<void> => {
    try {
      const { writeSharedCoverage } = parts ?? (await import('../persistence/coverage-parts.js'))
      const { files, merged, leftOut } = writeSharedCoverage(await mock.coverage(), dir, coverageBefore)
      console.log(
        `API coverage written: ${files.join(', ')}${merged.length > 1 ? ` (the sum of ${merged.length} processes' reports: ${merged.join(', ')})` : ''}`,
      )
      if (leftOut.length) {
        console.log(`  ${leftOut.length} report(s) in ${dir} from before this server started, left out of the sum: ${leftOut.join(', ')}`)
        console.log(`  to sum every one: ${ownCommand(['coverage', 'merge', dir, '--out', dir])}`)
      }
    } catch (error) {
      console.error(`doc-workspace-mock: the API coverage could not be written to ${dir}: ${(error as Error).message}`)
      process.exitCode = 1
    }
  }

  let stopping = false
  /** Stops once, whatever asks (a signal, the parent's end), with `reason` in the last line. */
  const stop = (reason: string) => {
    if (stopping) return
    stopping = true
    const coverageDir = values['coverage-report']
    // Held requests get their 503 before the connections close; the world is saved once nothing can change it.
    void answerHeldOnClose(mock)
      .then(() => (coverageDir ? writeCoverage(coverageDir) : undefined))
      .then(() => server.close())
      .then(() => {
        // The kept world, then the recording: one failing to be written does not lose the other.
        for (const write of [() => kept?.close(), () => proxied.finish()]) {
          try {
            write()
          } catch (error) {
            console.error(`doc-workspace-mock: ${(error as Error).message}`)
            process.exitCode = 1
          }
        }
        console.log(`doc-workspace-mock stopped (${reason})`)
        process.exitCode ??= 0
      })
    // Whatever still holds the event loop, a stop asked for is a stop.
    setTimeout(() => process.exit(), 3000).unref()
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  // Whether the input is watched is known once it has been read a first time.
  const watched = await input
  // Ready is said once a signal stops it cleanly: a harness may send SIGTERM the moment it reads the banner.
  printServeBanner({ server, mock, host, basePath, values, withParent, input: watched, proxyLines: proxied.banner, kept })
  // npx killed (or any parent that dies without a signal to its child) leaves no one to stop the server but itself.
  // Under npx, npm's own process outlives a killed harness: the end of the pipe the harness held says it is gone.
  if (withParent) watchParent(() => stop('its parent process ended'))
  watched?.whenEnded(() => stop('its standard input ended'))
}
