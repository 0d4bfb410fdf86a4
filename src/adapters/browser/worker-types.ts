import type { HttpHandler } from 'msw'
import type { SetupWorker } from 'msw/browser'
import type { DevtoolsOptions } from '../../devtools/target.js'
import type { JournalEntry } from '../../journal/journal.js'
import type { MockOptions } from '../msw/create-mock.js'
import type { Mock } from '../msw/msw-mock-face.js'
import type { UnhandledRequestStrategy } from '../msw/unhandled-request.js'
import type { PageChoiceOptions } from './page-choice.js'

/** The options of the panel (the devtools): `startMockWorker({ panel: { open: true } })`. */
export type PanelOptions = DevtoolsOptions

/** The options of `startMockWorker`: the mock's, the page's choices, and the worker's. */
export interface BrowserMockOptions extends MockOptions, PageChoiceOptions {
  /** No console output: neither MSW's per-request lines nor this mock's notes. */
  quiet?: boolean
  /**
   * Keep the data across page reloads (in IndexedDB) until `reset()` or a
   * scenario switch. `key` separates several mocks of one origin. Default: off.
   */
  persist?: boolean | { key?: string }
  /**
   * Show the devtools: scenario and conditions, every request with its
   * headers and bodies, the data (browse, edit, delete, add), the mock's
   * clock, and the state as a file to share. A button in a corner until
   * opened (Alt+Shift+M); loaded as a chunk of its own, only when on. Default: off.
   */
  panel?: boolean | PanelOptions
  /** Where `mockServiceWorker.js` is served (`npx msw init public/` puts it at the root). Default `/mockServiceWorker.js`. */
  serviceWorkerUrl?: string
  /**
   * What to do with requests the mock does not serve. Default `bypass`: they go to the network.
   * MSW 3 calls this option `onUnhandledFrame`; it is passed under the name your msw reads.
   */
  onUnhandledRequest?: UnhandledRequestStrategy
}

/** The mock running in a service worker. */
export interface MockWorker extends Mock {
  /** The underlying MSW worker, for anything not covered here. */
  readonly worker: SetupWorker
  /** Whether changes are kept across reloads. */
  readonly persistent: boolean
  /** The requests the worker answered, newest first. */
  requests(): JournalEntry[]
  /** Calls `listener` after every answered request, scenario switch and reset; answers an unsubscribe function. */
  onChange(listener: () => void): () => void
  /** Prepends MSW handlers (yours win over the mock's) until `reset()`. */
  use(...handlers: HttpHandler[]): void
  /** Resolves once every change so far is saved (or forgotten, after a reset); at once without `persist`. */
  flush(): Promise<void>
  /** Stops answering requests on this page; resolves once the worker has let go of it (at once on MSW 2). */
  stop(): Promise<void>
}
