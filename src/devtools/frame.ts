import { h } from './dom.js'
import type { DevtoolsOptions, DevtoolsTab } from './target.js'

/** The documented shortcut that opens and closes the devtools. */
export const SHORTCUT = 'Alt+Shift+M'

/** The elements of the devtools' frame that their behaviour acts on. */
export interface DevtoolsFrame {
  /** The button in the corner that opens the window; it names the scenario and the conditions. */
  readonly toggle: HTMLButtonElement
  /** The window (a dialog), hidden while the devtools are closed. */
  readonly dialog: HTMLElement
  readonly tablist: HTMLDivElement
  /** One tab button per tab, in the same order. */
  readonly buttons: HTMLButtonElement[]
  /** Where the tabs' panels go once mounted. */
  readonly panels: HTMLDivElement
  /** The toggle and the window, in the corner of the page. */
  readonly dock: HTMLDivElement
}

/** What the frame's buttons do when clicked. */
export interface FrameActions {
  open(): void
  fold(): void
  select(id: string): void
}

/**
 * The devtools' markup: the toggle in a corner and the window it opens, with
 * a close button, a tab button per tab and room for their panels. The buttons
 * call `actions`; every other behaviour is the caller's.
 * @example
 * const { toggle, dialog, dock } = devtoolsFrame(tabs, options.position, { open, fold, select })
 */
export function devtoolsFrame(tabs: readonly DevtoolsTab[], position: DevtoolsOptions['position'], actions: FrameActions): DevtoolsFrame {
  const toggle = h('button', {
    type: 'button',
    className: 'toggle',
    'data-mock': 'toggle',
    'aria-expanded': 'false',
    'aria-keyshortcuts': SHORTCUT,
    title: `Mock devtools (${SHORTCUT})`,
    onclick: () => actions.open(),
  })
  const close = h(
    'button',
    { type: 'button', className: 'close', 'aria-label': `Close the devtools (${SHORTCUT})`, onclick: () => actions.fold() },
    '×',
  )
  const tablist = h('div', { role: 'tablist', 'aria-label': 'Devtools sections' })
  const panels = h('div', { className: 'panels' })
  const buttons = tabs.map((tab) => {
    const button = h(
      'button',
      {
        type: 'button',
        role: 'tab',
        id: `tab-${tab.id}`,
        'aria-controls': `panel-${tab.id}`,
        'data-tab': tab.id,
        onclick: () => actions.select(tab.id),
      },
      tab.label,
    )
    tablist.append(button)
    return button
  })
  const dialog = h(
    'section',
    { className: 'window', role: 'dialog', 'aria-label': 'Mock devtools', hidden: true },
    h('div', { className: 'top' }, h('h2', {}, 'doc-workspace-mock'), h('span', { className: 'keys' }, SHORTCUT), close),
    tablist,
    panels,
  )
  const dock = h('div', { className: `dock ${position ?? 'bottom-right'}` }, toggle, dialog)
  return { toggle, dialog, tablist, buttons, panels, dock }
}
