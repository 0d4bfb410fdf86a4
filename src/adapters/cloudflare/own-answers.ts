import { createServerAccess, gate, isLoopback, type AccessOptions } from '../../app/server-access.js'
import { CONTROL_TOKEN_HEADER } from '../../app/control-contract.js'
import { toFetchResponse } from '../../app/fetch-transport.js'
import type { ApiError } from '../../http/api-error.js'
import { ok } from '../../http/envelope.js'
import { toErrorResponse } from '../../http/error-response.js'

/**
 * The answers this adapter gives itself (sessions it cannot list, a session
 * ended, a world that could not be restored), behind the same gate
 * `createMockApp` puts before its own: the request's `Host`, the page's
 * origin and the control token.
 */
export interface OwnAnswers {
  /** The refusal of a request by the gate, as its answer; null to go on (a preflight goes on too: the app answers it). */
  refusal(request: Request): Promise<Response> | null
  /** An error as the service's envelope, with the CORS headers the request may read. */
  error(request: Request, error: ApiError): Promise<Response>
  /** A success envelope, with the CORS headers the request may read. */
  ok(request: Request, message: string, result: unknown): Promise<Response>
}

/**
 * A Worker's objects each check the control token, so a token generated in
 * one would be another's mystery: off loopback, one must be given.
 * @example
 * requireControlToken({ host: 'mock.example.workers.dev', controlToken: 'team-secret' })
 */
export function requireControlToken(options: AccessOptions & { host?: string }): void {
  if (options.host === undefined || isLoopback(options.host) || options.controlToken) return
  throw new Error(
    `doc-workspace-mock/cloudflare: host "${options.host}" is not loopback, so the control routes need a token, and each Durable Object checks it: ` +
      'give controlToken (from a secret: pass a function of env, e.g. (env) => ({ …, controlToken: env.MOCK_CONTROL_TOKEN }))',
  )
}

/**
 * The gate and envelopes of the answers the adapter gives itself.
 * @example
 * const own = createOwnAnswers({ host: 'mock.example.workers.dev', controlToken: 'team-secret' })
 * const refused = own.refusal(request)
 */
export function createOwnAnswers(options: AccessOptions & { host?: string }): OwnAnswers {
  const access = createServerAccess(options.host ?? '127.0.0.1', options, () => crypto.randomUUID())
  const decide = (request: Request) => {
    const url = new URL(request.url)
    const header = (name: string): string | undefined => request.headers.get(name) ?? undefined
    return gate(access, {
      method: request.method,
      path: url.pathname,
      origin: request.headers.get('origin'),
      host: header('host') ?? url.host,
      token: header(CONTROL_TOKEN_HEADER),
      preflightMethod: request.headers.get('access-control-request-method'),
    })
  }
  return {
    refusal(request) {
      const { refused, cors } = decide(request)
      return refused ? toFetchResponse({ response: toErrorResponse(refused), cors }) : null
    },
    error: (request, error) => toFetchResponse({ response: toErrorResponse(error), cors: decide(request).cors }),
    ok: (request, message, result) => toFetchResponse({ response: ok(message, result), cors: decide(request).cors }),
  }
}
