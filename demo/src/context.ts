import type { Api } from './api.js'

/** What every view gets: the client, and ways to move on. */
export interface Context {
  readonly api: Api
  /** Goes to a `#/…` route (or renders it again when already there). */
  go(hash: string): void
  /** Renders the current route again, e.g. after a change. */
  refresh(): void
  /** Runs an action, turning a failure into a notice (or the sign-in-again prompt on 401). */
  run(action: () => Promise<void>): Promise<void>
  /** A short message above the view. */
  notify(message: string, kind?: 'info' | 'error'): void
}

/** A view loads what it needs and answers the node to show. */
export type View = (ctx: Context) => Promise<Node>
