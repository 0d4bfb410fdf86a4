import { http, type HttpHandler } from 'msw'
import { setupWorker } from 'msw/browser'
import type { ConditionInput } from '../../conditions/schema.js'
import { loadState, saveState } from '../../db/persist.js'
import type { JournalEntry } from '../../journal/journal.js'
import type { ResetOptions } from '../../mock/types.js'
import type { StateStore } from './persistence.js'
import type { BrowserMockOptions, MockWorker } from './worker-types.js'
import { DEVTOOLS_KIT } from './devtools-kit.js'
import { MOCK_OPTION_NAMES, optionsIssue } from '../../mock/options.js'
import { createPageMock } from './page-choice.js'
import type { UnhandledRequestOptions } from '../msw/unhandled-request.js'

export type { JournalEntry } from '../../journal/journal.js'
export type { DevtoolsOptions } from '../../devtools/target.js'
export type { BrowserMockOptions, MockWorker, PanelOptions } from './worker-types.js'
export type { UnhandledRequestPrint, UnhandledRequestStrategy } from '../msw/unhandled-request.js'
export { CONDITIONS_STORAGE_KEY, SCENARIO_STORAGE_KEY } from './storage-keys.js'

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** The options of `startMockWorker` beside the mock's own. */
const BROWSER_OPTIONS = [
  'quiet',
  'persist',
  'panel',
  'serviceWorkerUrl',
  'onUnhandledRequest',
  'scenarioParam',
  'conditionsParam',
  'rememberScenario',
]

/**
 * Starts the mock in the browser, through MSW's service worker: every
 * request below `baseUrl` is answered in the page, with no server. Call it
 * (and await it) before the app renders. The scenario comes from the
 * `?scenario=` URL parameter, else the one remembered in `localStorage`,
 * else `options.scenario`; the `X-Mock-Scenario` header picks one per request.
 * @example
 * if (import.meta.env.DEV) {
 *   const { startMockWorker } = await import('doc-workspace-mock/browser')
 *   await startMockWorker({ baseUrl: import.meta.env.VITE_API_URL, panel: true, persist: true })
 * }
 * createApp()
 */
export async function startMockWorker(options: BrowserMockOptions = {}): Promise<MockWorker> {
  // A bad option fails before anything is made; the words that say which (`baseURL: did you mean baseUrl?`) load only then.
  const issue = optionsIssue(options, BROWSER_OPTIONS)
  if (issue) {
    const { mockOptionsError } = await import('../../mock/options-error.js')
    throw mockOptionsError('startMockWorker', issue, options, [...MOCK_OPTION_NAMES, ...BROWSER_OPTIONS])
  }
  const note = options.quiet ? () => undefined : (message: string) => console.info(`[doc-workspace-mock] ${message}`)
  // The devtools' chunks load beside the mock's start; they keep headers and bodies in the journal, which costs nothing when off.
  const devtools = options.panel ? Promise.all([import('../../devtools/devtools.js'), import('./devtools-target.js')]) : undefined
  // So does the keeping of the data, in IndexedDB: only with `persist`.
  const persistence = options.persist ? import('./persistence.js') : undefined
  // MSW's two names of the option, and the check of a callback's calls: loaded only when the option is given.
  const unhandled = options.onUnhandledRequest
  const unhandledOptions: Promise<UnhandledRequestOptions> | UnhandledRequestOptions =
    unhandled === undefined
      ? { onUnhandledRequest: 'bypass', onUnhandledFrame: 'bypass' }
      : import('../msw/unhandled-request.js').then((module) => module.unhandledRequestOptions(unhandled))
  // A bad value is reported where it is awaited, below: not also as an unhandled rejection meanwhile.
  if (unhandledOptions instanceof Promise) unhandledOptions.catch(() => undefined)
  const journalDetail = options.journalDetail ?? (options.panel ? (await import('../../journal/capture.js')).createCapture() : undefined)
  const { mock, remember } = createPageMock({ ...options, journalDetail }, note)
  let store: StateStore | undefined
  let switched = false
  if (persistence) {
    const { openStateStore, restoreSaved } = await persistence
    store = openStateStore(typeof options.persist === 'object' ? (options.persist.key ?? 'default') : 'default')
    switched = await restoreSaved(mock, store, { load: loadState, note })
  }

  // Saves run one after another, so a reset's clear never lands before an earlier save.
  let queue: Promise<void> = Promise.resolve()
  const enqueue = (task: () => Promise<void>): void => {
    queue = queue.then(task).catch((error: unknown) => note(`could not save the data: ${String(error)}`))
  }
  let savePending = false
  const scheduleSave = (): void => {
    if (!store || savePending) return
    savePending = true
    enqueue(() => {
      savePending = false
      // The clock travels with the data: a token that expired stays expired after a reload.
      return store.save({ ...saveState(mock.state, mock.scenario), clock: mock.clock.now() })
    })
  }
  const forgetSaved = (): void => {
    if (store) enqueue(() => store.clear())
  }

  // The page started in another scenario than the saved one: what is saved now is the new scenario's.
  if (switched) scheduleSave()

  const listeners = new Set<() => void>()
  const changed = (): void => {
    for (const listener of listeners) listener()
  }

  // One handler per address the mock answers under (the default: localhost and 127.0.0.1).
  const handlers = mock.addresses.map((url) =>
    http.all(`${url}/*`, async ({ request }) => {
      const response = await mock.handle(request)
      if (!response) return undefined
      if (WRITES.has(request.method) && response.status < 400) scheduleSave()
      changed()
      return response
    }),
  )

  const worker = setupWorker(...handlers)
  const serviceWorkerUrl = options.serviceWorkerUrl ?? '/mockServiceWorker.js'
  await worker
    .start({ quiet: options.quiet ?? false, serviceWorker: { url: serviceWorkerUrl }, ...(await unhandledOptions) })
    // Not the browser's bare "unsupported MIME type ('text/html')": what the site serves there, and the command that fixes it.
    .catch(async (error: unknown) => {
      throw await (await import('./worker-script.js')).workerStartError(error, serviceWorkerUrl)
    })
  // Handlers of a second copy of msw are said once; the check loads with the first `use()`.
  let checkCopies: Promise<(handlers: readonly unknown[]) => void> | undefined

  // The mock made here gains the worker's members: its getters (db, state, scenario) stay live, as they would not in a copy.
  const { useScenario, useConditions, importState, reset } = mock
  const api: MockWorker = Object.assign(mock, {
    worker,
    persistent: store !== undefined,
    requests: (): JournalEntry[] => mock.journal.list(),
    onChange(listener: () => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    use(...handlers: HttpHandler[]): void {
      worker.use(...handlers)
      checkCopies ??= import('../msw/copies.js').then(({ warnOfAnotherMsw }) => warnOfAnotherMsw((message) => console.warn(message)))
      void checkCopies.then((check) => check(handlers))
    },
    flush: (): Promise<void> => queue,
    // MSW 3's stop() resolves once the worker let go of the page; MSW 2's returns nothing.
    stop: async (): Promise<void> => {
      await (worker.stop() as Promise<void> | void)
    },
    // Code's switches last until reset() or the next load, never beyond: only the URL's and the panel's choices are remembered.
    useScenario(name: string): void {
      useScenario(name)
      // The new scenario starts from its seed; saving it now keeps the sessions across the reload that usually follows.
      scheduleSave()
      changed()
    },
    useConditions(...conditions: ConditionInput[]): void {
      useConditions(...conditions)
      changed()
    },
    importState(file: unknown): void {
      importState(file)
      scheduleSave()
      changed()
    },
    reset(options?: ResetOptions): void {
      worker.resetHandlers()
      reset(options)
      remember.forget()
      forgetSaved()
      changed()
    },
  })

  const conditions = mock.conditions.map((condition) => condition.name).join(', ')
  note(
    `serving ${mock.baseUrl} in scenario "${mock.scenario}"${conditions ? ` under ${conditions}` : ''}${store ? ', changes kept across reloads' : ''}`,
  )
  if (devtools) {
    const [{ mountDevtools }, { devtoolsTargetOf }] = await devtools
    // The devtools change the world directly too (an edit, the clock): kept like any write.
    mountDevtools(
      devtoolsTargetOf(api, () => (scheduleSave(), changed()), remember),
      { scenarioParam: options.scenarioParam ?? 'scenario', ...(typeof options.panel === 'object' ? options.panel : {}) },
      DEVTOOLS_KIT,
    )
  }
  return api
}
