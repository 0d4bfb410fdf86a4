import type { JournalEntry } from '../journal/journal.js'
import { h, keepFocus, statusClass } from './dom.js'
import { requestDetail } from './request-detail.js'
import type { DevtoolsTab, TabView } from './target.js'

const CLASSES: ReadonlyArray<[string, string, (status: number) => boolean]> = [
  ['all', 'Every status', () => true],
  ['2xx', '2xx success', (s) => s >= 200 && s < 300],
  ['3xx', '3xx', (s) => s >= 300 && s < 400],
  ['4xx', '4xx client error', (s) => s >= 400 && s < 500],
  ['5xx', '5xx server error', (s) => s >= 500],
  ['network', 'Network error', (s) => s === 0],
]

const clockTime = (iso: string): string => iso.slice(11, 19)

const matches = (entry: JournalEntry, text: string): boolean =>
  !text ||
  [
    entry.method,
    `${entry.path}${entry.query}`,
    String(entry.status),
    entry.operation ?? '',
    entry.scenario,
    ...entry.conditions,
    entry.fault ?? '',
    entry.message ?? '',
  ]
    .join(' ')
    .toLowerCase()
    .includes(text)

/**
 * The Requests tab: every request the mock answered, newest first, with its
 * method, path, status, time, scenario and conditions; filtered by text and
 * status class; one opened shows its headers and bodies.
 * @example
 * const view = requestsTab.mount(context)
 */
export const requestsTab: DevtoolsTab = {
  id: 'requests',
  label: 'Requests',
  mount({ target, options }): TabView {
    const limit = options.requests ?? 200
    let openId: number | null = null
    let shownKey = ''
    const filter = h('input', {
      type: 'search',
      id: 'requests-filter',
      placeholder: 'path, status, operation…',
      'data-mock': 'requests-filter',
      oninput: () => render(),
    })
    const statusSelect = h('select', { id: 'requests-status', 'data-mock': 'requests-status', onchange: () => render() })
    for (const [value, label] of CLASSES) statusSelect.append(h('option', { value }, label))
    const clear = h(
      'button',
      { type: 'button', className: 'button', onclick: () => (target.journal.clear(), (openId = null), render()) },
      'Clear',
    )
    const count = h('span', { className: 'muted', role: 'status' })
    const list = h('ol', { className: 'list', 'data-mock': 'requests', 'aria-label': 'Requests, newest first' })
    const detail = h('div', { 'aria-live': 'polite' })
    const element = h(
      'div',
      {},
      h(
        'div',
        { className: 'row' },
        h('label', { for: 'requests-filter' }, 'Filter'),
        filter,
        h('label', { for: 'requests-status', className: 'muted' }, 'Status'),
        statusSelect,
        clear,
        count,
      ),
      h('div', { className: 'requests' }, list),
      detail,
    )

    function render(): void {
      const text = filter.value.trim().toLowerCase()
      const keep = CLASSES.find(([value]) => value === statusSelect.value)?.[2] ?? (() => true)
      const all = target.requests()
      const entries = all.filter((entry) => keep(entry.status) && matches(entry, text))
      count.textContent = `${entries.length} of ${all.length}`
      // Rebuilt only when what it shows changed (a click in progress is not lost), and a focused row keeps the focus.
      const key = `${text}|${statusSelect.value}|${entries.length}:${String(entries[0]?.id)}:${String(entries.at(-1)?.id)}`
      if (key !== shownKey) {
        shownKey = key
        keepFocus(list, 'data-request', () =>
          list.replaceChildren(
            ...(entries.length
              ? entries.slice(0, limit).map((entry) =>
                  h(
                    'li',
                    {},
                    h(
                      'button',
                      {
                        type: 'button',
                        'data-request': entry.id,
                        onclick: () => {
                          openId = entry.id
                          detail.replaceChildren(
                            requestDetail(entry, { serverUrl: options.serverUrl ?? 'http://localhost:4010', baseUrl: target.baseUrl }),
                          )
                          render()
                        },
                      },
                      h('span', { className: 'mono' }, entry.method),
                      h('span', { className: 'path mono' }, `${entry.path}${entry.query}`),
                      h(
                        'span',
                        { className: `status ${statusClass(entry.status)}` },
                        entry.status ? String(entry.status) : 'network error',
                      ),
                      h('span', { className: 'muted mono' }, clockTime(entry.time)),
                      entry.scenario === 'default' ? null : h('span', { className: 'tag' }, entry.scenario),
                      ...entry.conditions.map((name) => h('span', { className: 'tag' }, name)),
                    ),
                  ),
                )
              : [h('li', { className: 'muted' }, all.length ? 'No request matches' : 'No requests yet')]),
          ),
        )
      }
      for (const button of list.querySelectorAll<HTMLElement>('[data-request]')) {
        if (button.dataset.request === String(openId)) button.setAttribute('aria-current', 'true')
        else button.removeAttribute('aria-current')
      }
      if (openId !== null && !all.some((entry) => entry.id === openId)) {
        openId = null
        detail.replaceChildren()
      }
      // The list takes the whole tab until a request is opened, then leaves room for it.
      element.classList.toggle('with-detail', openId !== null)
    }
    return { element, render }
  },
}
