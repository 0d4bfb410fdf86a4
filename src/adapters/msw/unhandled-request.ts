/** What `print` offers an unhandled-request callback: MSW's own message about the request, as a warning or an error. */
export interface UnhandledRequestPrint {
  warning(): void
  error(): void
}

/**
 * What to do with a request that neither the mock nor a handler of yours
 * answers: `bypass` lets it go to the network, `warn` (MSW's default) does so
 * with a warning, `error` fails it; a function sees each such request, which
 * then goes to the network (`print` adds MSW's message about it).
 */
export type UnhandledRequestStrategy = 'bypass' | 'warn' | 'error' | ((request: Request, print: UnhandledRequestPrint) => void)

/** What MSW 3 hands an `onUnhandledFrame` callback, as far as this package reads it. */
interface UnhandledFrame {
  frame: { protocol: string; data: unknown }
  defaults: { warn(): unknown; error(): unknown }
}

/** The option under both of its MSW names. */
export interface UnhandledRequestOptions {
  onUnhandledRequest: UnhandledRequestStrategy
  onUnhandledFrame: 'bypass' | 'warn' | 'error' | ((unhandled: UnhandledFrame) => void)
}

const STRATEGIES: readonly unknown[] = ['bypass', 'warn', 'error']

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined

/** The request of an HTTP frame; for a WebSocket frame, its upgrade request, as MSW 2 makes it. */
const requestOf = (frame: UnhandledFrame['frame']): Request | undefined => {
  if (frame.protocol === 'http') {
    const request = field(frame.data, 'request')
    return request instanceof Request ? request : undefined
  }
  const url = field(field(field(frame.data, 'connection'), 'client'), 'url')
  return url instanceof URL || typeof url === 'string'
    ? new Request(url, { headers: { connection: 'upgrade', upgrade: 'websocket' } })
    : undefined
}

/**
 * The unhandled-request option for `server.listen()` and `worker.start()`
 * under both names MSW has given it: MSW 2 reads `onUnhandledRequest`, MSW 3
 * reads `onUnhandledFrame`, and each ignores the other without a word. On
 * MSW 3 a callback is called as MSW 2.15 calls it: with the request, and
 * `print` printing MSW's message (without failing the request). Any other
 * value throws, naming it.
 * @example
 * server.listen(unhandledRequestOptions('error'))
 */
export function unhandledRequestOptions(strategy: UnhandledRequestStrategy): UnhandledRequestOptions {
  // MSW would take any other value, then fail every unhandled request with "unknown strategy": say it at the start.
  if (typeof strategy !== 'function' && !STRATEGIES.includes(strategy)) {
    throw new TypeError(
      `[doc-workspace-mock] onUnhandledRequest must be "bypass", "warn", "error" or a function, not ${JSON.stringify(strategy)}`,
    )
  }
  if (typeof strategy !== 'function') return { onUnhandledRequest: strategy, onUnhandledFrame: strategy }
  return {
    onUnhandledRequest: strategy,
    onUnhandledFrame: ({ frame, defaults }) => {
      const request = requestOf(frame)
      if (request) strategy(request, { warning: () => void defaults.warn(), error: () => void defaults.error() })
      else void defaults.warn()
    },
  }
}
