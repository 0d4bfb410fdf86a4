import type { ConditionSpec } from '../conditions/schema.js'
import type { JournalEntry } from '../journal/journal.js'

export interface PanelOptions {
  /** Reload the page after a switch or a reset, so the app starts over from the new data. Default: true. */
  reload?: boolean
  /** Start unfolded. Default: false (a small tab in the corner). */
  open?: boolean
  /** The corner it sits in. Default `bottom-right`. */
  position?: 'bottom-right' | 'bottom-left' | 'top-right' | 'top-left'
  /** How many of the last requests it lists. Default 8. */
  requests?: number
  /** The page URL parameter that picks the scenario, kept in step on a switch; `false` for none. Default `scenario`. */
  scenarioParam?: string | false
}

/** What the panel drives: a subset of the browser mock. */
export interface PanelTarget {
  readonly scenario: string
  readonly scenarios: ReadonlyArray<{ name: string; description: string }>
  readonly persistent: boolean
  readonly conditions: readonly ConditionSpec[]
  readonly availableConditions: readonly ConditionSpec[]
  useScenario(name: string): void
  useConditions(...names: string[]): void
  reset(): void
  requests(): JournalEntry[]
  onChange(listener: () => void): () => void
  flush(): Promise<void>
}

export interface Panel {
  /** The host element; the panel lives in its (open) shadow root, so page styles cannot reach it. */
  readonly element: HTMLElement
  destroy(): void
}

const STYLE = `
:host { all: initial; }
.panel { position: fixed; z-index: 2147483000; font: 12px/1.4 system-ui, sans-serif; color: #1f2330; }
.bottom-right { right: 12px; bottom: 12px; } .bottom-left { left: 12px; bottom: 12px; }
.top-right { right: 12px; top: 12px; } .top-left { left: 12px; top: 12px; }
button, select { font: inherit; }
.tab { border: 1px solid #c5cad6; border-radius: 999px; background: #fff; padding: 4px 10px; cursor: pointer; box-shadow: 0 2px 6px #0002; }
.tab b { color: #4a55c7; }
.body { width: 320px; background: #fff; border: 1px solid #c5cad6; border-radius: 8px; box-shadow: 0 4px 16px #0003; padding: 10px 12px; }
.body[hidden] { display: none; }
header { display: flex; justify-content: space-between; align-items: center; font-weight: 600; margin-bottom: 8px; }
header button { border: 0; background: none; cursor: pointer; font-size: 14px; }
label { display: flex; gap: 6px; align-items: center; }
select { flex: 1; padding: 2px 4px; }
.description { color: #5b6275; margin: 4px 0 8px; }
.actions { display: flex; gap: 8px; align-items: center; }
.reset { border: 1px solid #c5cad6; background: #f6f7fb; border-radius: 4px; padding: 3px 8px; cursor: pointer; }
.note { color: #5b6275; }
h3 { font-size: 12px; margin: 10px 0 4px; }
ol { list-style: none; margin: 0; padding: 0; max-height: 180px; overflow: auto; }
li { display: flex; gap: 6px; padding: 2px 0; border-top: 1px solid #eef0f5; font-family: ui-monospace, monospace; font-size: 11px; }
.path { flex: 1; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.status { font-weight: 600; } .ok { color: #18794e; } .client { color: #b25000; } .fault { color: #c62828; }
.empty { color: #5b6275; font-family: inherit; }
fieldset { border: 0; margin: 8px 0 0; padding: 0; display: flex; flex-wrap: wrap; gap: 2px 10px; }
legend { font-weight: 600; padding: 0; margin-bottom: 2px; }
fieldset label { gap: 3px; }
`

function element<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: Array<Node | string>): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props)
  node.append(...children)
  return node
}

const statusClass = (status: number): string => (status >= 500 || status === 0 ? 'fault' : status >= 400 ? 'client' : 'ok')

/**
 * Mounts the floating panel: pick a scenario, reset the data, see the last
 * requests. Plain DOM in a shadow root, so it works beside any framework
 * and page styles never touch it. `startMockWorker({ panel: true })` mounts it.
 * @example
 * const panel = mountPanel(mock, { open: true })
 * panel.destroy()
 */
export function mountPanel(target: PanelTarget, options: PanelOptions = {}): Panel {
  const host = element('div', { id: 'doc-workspace-mock-panel' })
  const root = host.attachShadow({ mode: 'open' })
  const reload = options.reload ?? true

  const tab = element('button', { className: 'tab', type: 'button', title: 'Mock settings' })
  tab.dataset.mock = 'toggle'
  const close = element('button', { type: 'button', title: 'Fold', textContent: '×' })
  const select = element('select')
  select.dataset.mock = 'scenario'
  for (const { name, description } of target.scenarios) select.append(element('option', { value: name, textContent: name, title: description }))
  const description = element('p', { className: 'description' })
  const reset = element('button', { className: 'reset', type: 'button', textContent: 'Reset data' })
  reset.dataset.mock = 'reset'
  const note = element('span', { className: 'note', textContent: target.persistent ? 'changes kept across reloads' : 'changes last until reload' })
  const conditions = element('fieldset', {}, element('legend', { textContent: 'Conditions' }))
  conditions.dataset.mock = 'conditions'
  for (const { name, description } of target.availableConditions) {
    const box = element('input', { type: 'checkbox', value: name })
    box.dataset.condition = name
    conditions.append(element('label', { title: description ?? '' }, box, name))
  }
  const list = element('ol')
  list.dataset.mock = 'requests'
  const body = element(
    'section',
    { className: 'body', hidden: !options.open },
    element('header', {}, 'doc-workspace-mock', close),
    element('label', {}, 'Scenario', select),
    description,
    conditions,
    element('div', { className: 'actions' }, reset, note),
    element('h3', {}, 'Last requests'),
    list,
  )
  const panel = element('div', { className: `panel ${options.position ?? 'bottom-right'}` }, tab, body)
  root.append(element('style', { textContent: STYLE }), panel)

  const render = (): void => {
    const active = target.conditions.map((condition) => condition.name)
    tab.replaceChildren('Mock · ', element('b', { textContent: target.scenario }), ...(active.length ? [` · ${active.join(', ')}`] : []))
    for (const box of conditions.querySelectorAll('input')) box.checked = active.includes(box.value)
    tab.hidden = !body.hidden
    select.value = target.scenario
    description.textContent = target.scenarios.find((s) => s.name === target.scenario)?.description ?? ''
    const entries = target.requests().slice(0, options.requests ?? 8)
    list.replaceChildren(
      ...(entries.length
        ? entries.map((entry) =>
            element(
              'li',
              { title: `${entry.time} · scenario ${entry.scenario}` },
              element('span', { textContent: entry.method }),
              element('span', { className: 'path', textContent: `${entry.path}${entry.query}` }),
              element('span', { className: `status ${statusClass(entry.status)}`, textContent: String(entry.status || 'network error') }),
            ),
          )
        : [element('li', { className: 'empty', textContent: 'No requests yet' })]),
    )
  }

  // After a switch or a reset the app's own data is stale: start it over once the change is saved.
  const restart = async (): Promise<void> => {
    if (!reload) return
    await target.flush()
    const url = new URL(location.href)
    const param = options.scenarioParam ?? 'scenario'
    if (param && url.searchParams.has(param)) {
      url.searchParams.set(param, target.scenario)
      location.replace(url)
    } else location.reload()
  }

  tab.addEventListener('click', () => {
    body.hidden = false
    render()
  })
  close.addEventListener('click', () => {
    body.hidden = true
    render()
  })
  select.addEventListener('change', () => {
    target.useScenario(select.value)
    void restart()
  })
  conditions.addEventListener('change', () => {
    // A condition changes how answers travel, not the data: no reload, the app's next request meets it.
    target.useConditions(...[...conditions.querySelectorAll('input')].filter((box) => box.checked).map((box) => box.value))
  })
  reset.addEventListener('click', () => {
    target.reset()
    void restart()
  })
  const unsubscribe = target.onChange(render)

  const mount = (): void => {
    document.body.append(host)
    render()
  }
  if (document.body) mount()
  else document.addEventListener('DOMContentLoaded', mount, { once: true })

  return {
    element: host,
    destroy() {
      unsubscribe()
      host.remove()
    },
  }
}
