import { coverageTab } from './coverage-tab.js'
import { dataTab } from './data-tab.js'
import { h } from './dom.js'
import { devtoolsFrame } from './frame.js'
import type { DevtoolsKit } from './kit.js'
import { requestsTab } from './requests-tab.js'
import { scenarioTab } from './scenario-tab.js'
import { shareTab } from './share-tab.js'
import { STYLE } from './style.js'
import type { DevtoolsOptions, DevtoolsTab, DevtoolsTarget, TabContext, TabView } from './target.js'
import { timeTab } from './time-tab.js'
import { takeTokensBack } from './token-handoff.js'
import { createWorldEdits } from './world-edits.js'

export type { DevtoolsKit } from './kit.js'
export { SHORTCUT } from './frame.js'
export type { DevtoolsOptions, DevtoolsTab, DevtoolsTarget, TabContext, TabView } from './target.js'

/** The devtools mounted in a page. */
export interface Devtools {
  /** The host element; the devtools live in its open shadow root, so page styles cannot reach them. */
  readonly element: HTMLElement
  open(tab?: string): void
  close(): void
  destroy(): void
}

const BUILT_IN: readonly DevtoolsTab[] = [scenarioTab, requestsTab, dataTab, timeTab, shareTab, coverageTab]

/**
 * Mounts the in-page devtools: the scenario and conditions, every request
 * with its headers and bodies, the data (browse, edit, delete, add), the
 * mock's clock, and the whole state as a file to share. Plain DOM in a
 * shadow root, beside any framework; a button in a corner until opened
 * (Alt+Shift+M). `startMockWorker({ panel: true })` mounts them.
 * @example
 * const devtools = mountDevtools(mock, { open: true }, DEVTOOLS_KIT)
 * devtools.open('requests')
 */
export function mountDevtools(target: DevtoolsTarget, options: DevtoolsOptions, kit: DevtoolsKit): Devtools {
  // The tokens the panel handed over when it reloaded the page after a switch (without `persist`).
  if (!target.persistent) takeTokensBack(target)
  const host = h('div', { id: 'doc-workspace-mock-panel' })
  const root = host.attachShadow({ mode: 'open' })
  const tabs = BUILT_IN
  const context: TabContext = { target, options, kit, edits: createWorldEdits(kit), restart }
  const views = new Map<string, TabView>()
  let selected = tabs[0]?.id ?? ''
  let returnFocus: HTMLElement | null = null

  const { toggle, dialog: window_, tablist, buttons, panels, dock } = devtoolsFrame(tabs, options.position, { open, fold, select })
  root.append(h('style', {}, STYLE), dock)

  function viewOf(id: string): TabView | undefined {
    let view = views.get(id)
    const tab = tabs.find((each) => each.id === id)
    if (!view && tab) {
      view = tab.mount(context)
      view.element.setAttribute('role', 'tabpanel')
      view.element.id = `panel-${id}`
      view.element.setAttribute('aria-labelledby', `tab-${id}`)
      view.element.tabIndex = 0
      views.set(id, view)
      panels.append(view.element)
    }
    return view
  }

  function render(): void {
    const active = target.conditions.map((condition) => condition.name)
    toggle.replaceChildren('Mock · ', h('b', {}, target.scenario), ...(active.length ? [` · ${active.join(', ')}`] : []))
    toggle.hidden = !window_.hidden
    toggle.setAttribute('aria-expanded', String(!window_.hidden))
    if (window_.hidden) return
    for (const button of buttons) {
      const on = button.dataset.tab === selected
      button.setAttribute('aria-selected', String(on))
      button.tabIndex = on ? 0 : -1
    }
    for (const [id, view] of views) view.element.hidden = id !== selected
    viewOf(selected)?.render()
  }

  // Many requests may land in one frame: render once for them all.
  let pending = false
  const schedule = (): void => {
    if (pending) return
    pending = true
    requestAnimationFrame(() => {
      pending = false
      render()
    })
  }

  function select(id: string, focus = false): void {
    selected = id
    render()
    if (focus) buttons.find((button) => button.dataset.tab === id)?.focus()
  }

  function open(tab?: string): void {
    if (window_.hidden)
      returnFocus = document.activeElement instanceof HTMLElement && document.activeElement !== host ? document.activeElement : null
    window_.hidden = false
    select(tab && tabs.some((each) => each.id === tab) ? tab : selected, true)
  }

  function fold(): void {
    window_.hidden = true
    render()
    if (returnFocus?.isConnected) returnFocus.focus()
    else toggle.focus()
    returnFocus = null
  }

  async function restart(): Promise<void> {
    if (options.reload === false) return
    await target.flush()
    const url = new URL(location.href)
    const param = options.scenarioParam ?? 'scenario'
    if (param && url.searchParams.has(param)) {
      url.searchParams.set(param, target.scenario)
      location.replace(url)
    } else location.reload()
  }

  tablist.addEventListener('keydown', (event) => {
    const at = tabs.findIndex((tab) => tab.id === selected)
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key]
    if (to === undefined) return
    event.preventDefault()
    select((tabs[(to + tabs.length) % tabs.length] as DevtoolsTab).id, true)
  })
  dock.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !window_.hidden) {
      event.stopPropagation()
      fold()
    }
  })
  const onShortcut = (event: KeyboardEvent): void => {
    if (!(event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyM')) return
    event.preventDefault()
    if (window_.hidden) open()
    else fold()
  }
  window.addEventListener('keydown', onShortcut, true)
  const unsubscribe = target.onChange(schedule)

  const mount = (): void => {
    document.body.append(host)
    // Open from the start, but the app keeps the focus it had.
    window_.hidden = !options.open
    render()
  }
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- null while the page's head is still parsing
  if (document.body) mount()
  else document.addEventListener('DOMContentLoaded', mount, { once: true })

  return {
    element: host,
    open,
    close: fold,
    destroy() {
      unsubscribe()
      window.removeEventListener('keydown', onShortcut, true)
      host.remove()
    },
  }
}
