import { ApiError } from '../http/api-error.js'
import { CONTROL_TOKEN_ENV } from './control-contract.js'
import { corsHeaders, isPreflight } from './cors.js'

/** Who may reach a standalone server and its control routes (`/__mock/…`). */
export interface AccessOptions {
  /**
   * The token every control request must carry in `X-Mock-Control-Token`.
   * Default: none on a loopback address and a generated one on any other
   * (the server prints it); the standalone server reads
   * `DOC_WORKSPACE_MOCK_CONTROL_TOKEN` first.
   */
  controlToken?: string
  /**
   * Host names the server answers besides `localhost`, `*.localhost`, IP
   * addresses and the address it is bound to: `example.test`, `.example.test`
   * for it and its subdomains, `*` for any (no protection from DNS rebinding).
   */
  allowedHosts?: readonly string[]
  /** Origins whose pages may call the control routes besides loopback ones and the server's own: `https://app.example.test`, or `*`. */
  corsOrigins?: readonly string[]
}

/**
 * The read-only pages of the contract under `/__mock`, below a session's prefix too (the same pages): no world
 * behind them, so no token before them.
 */
const PUBLIC_CONTROL = /^(?:\/_s\/[^/]*)?\/__mock\/(openapi\.json|docs(\/.*)?)$/

/**
 * Whether an address or host name is this machine's loopback.
 * @example
 * isLoopback('127.0.0.1') // true
 * isLoopback('0.0.0.0') // false
 */
export function isLoopback(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, '').toLowerCase()
  return name === 'localhost' || name.endsWith('.localhost') || name === '::1' || /^127(\.\d{1,3}){3}$/.test(name)
}

/** Whether a host name is an IPv4 address or (with a colon, as only IPv6 has) an IPv6 one: no name to rebind. */
const isIpAddress = (name: string): boolean => /^\d{1,3}(\.\d{1,3}){3}$/.test(name) || (name.includes(':') && /^[\da-f:.]+$/.test(name))

/** The same text, compared in a time that does not depend on where they differ. */
function sameText(a: string, b: string): boolean {
  const [left, right] = [new TextEncoder().encode(a), new TextEncoder().encode(b)]
  if (left.length !== right.length) return false
  let diff = 0
  for (let i = 0; i < left.length; i++) diff |= left[i]! ^ right[i]!
  return diff === 0
}

/** The host name of a `Host` header or an origin's host, without its port and brackets. */
const hostName = (host: string): string => {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(host)
  return (bracketed ? bracketed[1]! : host.replace(/:\d+$/, '')).toLowerCase()
}

/** What a standalone server decided about access, once, from its options and its address. */
export interface ServerAccess {
  /** The token control requests need; null when they need none (a loopback address and none given). */
  readonly controlToken: string | null
  /** The refusal of a request by its `Host` header (DNS rebinding), or null. */
  checkHost(host: string | undefined): ApiError | null
  /** Whether a page of this origin may call the control routes (and read their answers). */
  mayControl(origin: string | null, host: string | undefined): boolean
  /** The refusal of a control request: a page of another origin, or no token where one is needed. */
  checkControl(path: string, origin: string | null, host: string | undefined, token: string | undefined): ApiError | null
}

/**
 * The access rules of a server bound to `boundHost`. On loopback (the
 * default) the control routes stay open to this machine; bound anywhere else,
 * every control request needs the control token (given, from the
 * environment, or `generate()`d). Every request's `Host` must be one this
 * server is known by, as Vite's dev server checks against DNS rebinding; and
 * a browser page may call the control routes only from a loopback origin,
 * the server's own, or `corsOrigins`.
 * @example
 * const access = createServerAccess('0.0.0.0', {}, () => crypto.randomUUID())
 * access.controlToken // the generated token, to print
 */
export function createServerAccess(boundHost: string, options: AccessOptions, generate: () => string): ServerAccess {
  const given = options.controlToken
  // Generated when first read, never while the app is built: a Worker may make no random value at its top level.
  let generated: string | undefined
  const tokenOf = (): string | null =>
    given !== undefined && given !== '' ? given : isLoopback(boundHost) ? null : (generated ??= generate())
  const allowed = (options.allowedHosts ?? []).map((name) => name.toLowerCase())
  const origins = new Set(options.corsOrigins ?? [])
  const bound = hostName(boundHost)

  const hostAllowed = (name: string): boolean =>
    isIpAddress(name) ||
    isLoopback(name) ||
    name === bound ||
    allowed.some((entry) => entry === '*' || entry === name || (entry.startsWith('.') && (name === entry.slice(1) || name.endsWith(entry))))

  const mayControl = (origin: string | null, host: string | undefined): boolean => {
    if (origin === null) return true
    if (origins.has('*') || origins.has(origin)) return true
    let url: URL
    try {
      url = new URL(origin)
    } catch {
      return false
    }
    return isLoopback(url.hostname) || (host !== undefined && url.host.toLowerCase() === host.toLowerCase())
  }

  return {
    get controlToken() {
      return tokenOf()
    },
    checkHost(host) {
      if (host === undefined || hostAllowed(hostName(host))) return null
      const name = hostName(host)
      return new ApiError(
        403,
        `Host "${name}" is not one this server answers: only localhost, IP addresses and --allowed-hosts (a guard against DNS rebinding). Start it with --allowed-hosts ${name} to answer it.`,
      )
    },
    mayControl,
    checkControl(path, origin, host, token) {
      if (!mayControl(origin, host)) {
        return new ApiError(
          403,
          `A page of ${origin!} may not use the control routes: only pages of loopback origins, the server's own and --cors-origins may.`,
        )
      }
      const controlToken = tokenOf()
      if (controlToken === null || PUBLIC_CONTROL.test(path)) return null
      if (sameText(token ?? '', controlToken)) return null
      return new ApiError(
        401,
        `The control routes of this server need its control token in X-Mock-Control-Token: the server printed it when it started (--control-token or ${CONTROL_TOKEN_ENV} sets it).`,
      )
    },
  }
}

/**
 * A control request from another machine to an app that needs no token (served on loopback, as it was told):
 * a host such as Deno or Bun listens on every address unless told otherwise, so the peer decides too.
 */
function remoteRefusal(access: ServerAccess, remote: string | undefined): ApiError | null {
  if (access.controlToken !== null || remote === undefined || isLoopback(remote.replace(/^::ffff:/i, ''))) return null
  return new ApiError(
    403,
    `The control routes answer this machine only: a client at ${remote} may use them once the app has a control token (the controlToken option).`,
  )
}

/** A control route below a session's prefix too: `/__mock/reset`, `/_s/<id>/__mock/reset`. */
const CONTROL_TARGET = /^(?:\/_s\/[^/]*)?\/__mock(?:\/|$)/

/** What a request brings to the gate: its method, path and the headers that decide. */
export interface GateInput {
  readonly method: string
  readonly path: string
  readonly origin: string | null
  readonly host: string | undefined
  readonly token: string | undefined
  readonly preflightMethod: string | null
  /** The client's address, where the host knows it: off loopback, the control routes need a token. */
  readonly remoteAddress?: string
}

/** What the gate decided of one request. */
export interface GateDecision {
  /** Whether it is for a control route (they are never journaled). */
  readonly isControl: boolean
  /** Whether it is a CORS preflight. */
  readonly preflight: boolean
  /** The CORS headers its answer may carry: none to a page that may not read a control route. */
  readonly cors: Record<string, string>
  /** Why it is refused (403, 401), or null to go on. */
  readonly refused: ApiError | null
}

/**
 * The gate of a request: its `Host` (every request), and for a control route
 * the page's origin (preflights too) and the control token.
 * @example
 * const { refused, cors } = gate(access, { method, path, origin, host, token, preflightMethod })
 */
export function gate(access: ServerAccess, input: GateInput): GateDecision {
  const { method, path, origin, host, token } = input
  const isControl = CONTROL_TARGET.test(path)
  const preflight = isPreflight(method, input.preflightMethod)
  const mayRead = !isControl || access.mayControl(origin, host)
  const refused =
    access.checkHost(host) ??
    (isControl
      ? (remoteRefusal(access, input.remoteAddress) ?? access.checkControl(path, origin, host, preflight ? undefined : token))
      : null)
  // A preflight carries no token: it only asks whether the page may send the real request.
  const preflightRefusal = preflight && refused?.status === 401 ? null : refused
  return { isControl, preflight, cors: mayRead ? corsHeaders(origin) : {}, refused: preflightRefusal }
}
