import { RequestHandler, WebSocketHandler } from 'msw'
import { runningManager, spokenCommand, type PackageManager } from '../../package-managers/commands.js'

/** Each package manager's command that shows why, and at which versions, msw is installed. */
const WHY: Record<PackageManager, readonly string[]> = {
  npm: ['npm', 'ls', 'msw'],
  pnpm: ['pnpm', 'why', 'msw'],
  yarn: ['yarn', 'why', 'msw'],
  bun: ['bun', 'why', 'msw'],
}
/** Each one's command that merges copies of a package into one where their ranges allow (Yarn 1 and Bun do it on install). */
const DEDUPE: Record<PackageManager, readonly string[]> = {
  npm: ['npm', 'dedupe'],
  pnpm: ['pnpm', 'dedupe'],
  yarn: ['yarn', 'dedupe'],
  bun: ['bun', 'install'],
}

/** MSW tells its handlers apart by their `kind`, not their class, so a handler made by a second copy of msw still counts. */
const kindOf = (handler: unknown): unknown =>
  typeof handler === 'object' && handler !== null && 'kind' in handler ? handler.kind : undefined

/**
 * The request handlers in a list of MSW handlers, recognised as MSW itself
 * recognises them (by `kind`), so that handlers made by another copy of msw
 * are answered too rather than silently left out.
 * @example
 * await getResponse(requestHandlersOf(server.listHandlers()), request)
 */
export function requestHandlersOf(handlers: readonly unknown[]): RequestHandler[] {
  return handlers.filter((handler): handler is RequestHandler => handler instanceof RequestHandler || kindOf(handler) === 'request')
}

/**
 * Whether some of these handlers were made by another copy of msw than the
 * one this package runs on: two copies in one project, which MSW does not support.
 * @example
 * if (fromAnotherMsw(handlers)) console.warn(TWO_COPIES)
 */
export function fromAnotherMsw(handlers: readonly unknown[]): boolean {
  return handlers.some((handler) => {
    const kind = kindOf(handler)
    if (kind === 'request') return !(handler instanceof RequestHandler)
    if (kind === 'websocket') return !(handler instanceof WebSocketHandler)
    return false
  })
}

/**
 * A check that says once, through `note`, that handlers come from a second
 * copy of msw (`where()` names the copy this package runs on, when known).
 * @example
 * const checkCopies = warnOfAnotherMsw(console.warn)
 * checkCopies(handlers)
 */
export function warnOfAnotherMsw(note: (message: string) => void, where: () => string = () => ''): (handlers: readonly unknown[]) => void {
  let warned = false
  return (handlers) => {
    if (warned || !fromAnotherMsw(handlers)) return
    warned = true
    const manager = runningManager()
    note(
      `[doc-workspace-mock] these handlers were made by another copy of msw than the one doc-workspace-mock runs on${where()}. ` +
        `MSW supports one copy per project: ${spokenCommand(manager, (each) => WHY[each])} lists them; install one version ` +
        `(msw is a peer dependency), then ${spokenCommand(manager, (each) => DEDUPE[each])}.`,
    )
  }
}
