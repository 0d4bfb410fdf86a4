import type { Api } from './api.js'

/** What every view gets: the client, and ways to move on. */
export interface Context {
  readonly api: Api
  /** Goes to a `#/…` route (or renders it again when already there); resolves once the view is shown. */
  go(hash: string): Promise<void>
  /** Renders the current route again, e.g. after a change; resolves once the view is shown. */
  refresh(): Promise<void>
  /**
   * Runs an action, turning a failure into a notice (or the sign-in-again
   * prompt on 401). The app is busy until the action, and any re-render it
   * awaits, is done.
   */
  run(action: () => Promise<void>): Promise<void>
  /** A short message above the view. */
  notify(message: string, kind?: 'info' | 'error'): void
}

/** A view loads what it needs and answers the node to show. */
export type View = (ctx: Context) => Promise<Node>
