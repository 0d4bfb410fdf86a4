import type { RecordTableName } from '../db/record-tables.js'
import { h, keepFocus } from './dom.js'
import { formFields, inputText, readPath } from './record-fields.js'
import { recordForm } from './record-form.js'
import { recordView } from './record-view.js'
import type { DevtoolsTab, TabView } from './target.js'

const PAGE = 20
// The field that names a record best in a list, after its key.
const LABELS = ['name', 'email', 'label', 'action', 'user_id']

type Row = Record<string, unknown>

/**
 * The Data tab: every table of the world with its count; a table's records
 * paged and searched by a field; a record opened to edit or delete, or a
 * new one added from a form built from the table's schema. Changes go
 * through the same checks as the API, and the app sees them on its next request.
 * @example
 * const view = dataTab.mount(context)
 */
export const dataTab: DevtoolsTab = {
  id: 'data',
  label: 'Data',
  mount(context): TabView {
    const { target, kit } = context
    // The registry's readable tables, in its order, as the mock hands them over.
    const TABLES = Object.keys(kit.tables).filter((name): name is RecordTableName => Object.hasOwn(kit.tables, name))
    const fieldsOf = (name: RecordTableName): string[] => formFields(kit, name).map((field) => field.path)
    let table: RecordTableName = 'teams'
    let page = 0
    let pane: 'list' | 'record' | 'add' = 'list'
    const tables = h('nav', { className: 'tables', 'aria-label': 'Tables' })
    const field = h('select', { id: 'data-field', 'data-mock': 'search-field', onchange: () => ((page = 0), render()) })
    const search = h('input', {
      type: 'search',
      id: 'data-search',
      'data-mock': 'search',
      'aria-label': 'Text the field contains',
      placeholder: 'contains…',
      oninput: () => ((page = 0), render()),
    })
    const list = h('ol', { className: 'list', 'data-mock': 'records', 'aria-label': 'Records' })
    const pager = h('span', { className: 'muted', role: 'status', 'data-mock': 'pager' })
    const previous = h(
      'button',
      { type: 'button', className: 'button', onclick: () => ((page = Math.max(0, page - 1)), render()) },
      'Previous',
    )
    const next = h('button', { type: 'button', className: 'button', onclick: () => ((page += 1), render()) }, 'Next')
    const add = h('button', { type: 'button', className: 'button', 'data-mock': 'add', onclick: () => showAdd() }, 'Add record…')
    const browse = h(
      'div',
      {},
      h('div', { className: 'row' }, h('label', { for: 'data-field' }, 'Search by'), field, search, add),
      list,
      h('div', { className: 'row spaced' }, previous, next, pager),
    )
    const detail = h('div', { hidden: true })
    const records = h('div', { className: 'records' }, browse, detail)
    const element = h('div', { className: 'data' }, tables, records)

    const show = (which: typeof pane): void => {
      pane = which
      browse.hidden = which !== 'list'
      detail.hidden = which === 'list'
      render()
    }
    let lastOpened = ''
    // Back on the list, the focus goes to the record just seen (or the search, when it is gone).
    const showList = (): void => {
      show('list')
      ;(list.querySelector<HTMLElement>(`[data-record="${CSS.escape(lastOpened)}"]`) ?? search).focus()
    }
    const open = (id: string): void => {
      lastOpened = id
      detail.replaceChildren(recordView(context, table, id, showList))
      show('record')
      detail.querySelector<HTMLElement>('input:not([readonly]), select')?.focus()
    }
    const showAdd = (): void => {
      detail.replaceChildren(recordForm(context, table, open, showList))
      show('add')
      detail.querySelector<HTMLElement>('input, select')?.focus()
    }
    const pick = (name: RecordTableName): void => {
      table = name
      page = 0
      search.value = ''
      const label = LABELS.find((each) => each !== kit.keys[name] && fieldsOf(name).includes(each))
      field.replaceChildren(...fieldsOf(name).map((path) => h('option', { value: path, selected: path === label }, path)))
      show('list')
    }

    // Rebuilt only when what they show changed, so a click in progress is not lost to a request's re-render.
    let shownTables = ''
    let shownList = ''
    function render(): void {
      const { db } = target.state
      const counts = TABLES.map((name) => db[name].count())
      if (`${table}:${counts.join(',')}` !== shownTables) {
        shownTables = `${table}:${counts.join(',')}`
        keepFocus(tables, 'data-table', () =>
          tables.replaceChildren(
            ...TABLES.map((name, i) =>
              h(
                'button',
                { type: 'button', 'aria-pressed': String(name === table), 'data-table': name, onclick: () => pick(name) },
                h('span', {}, name),
                h('span', { className: 'muted' }, String(counts[i])),
              ),
            ),
          ),
        )
      }
      if (pane !== 'list') return
      const text = search.value.trim().toLowerCase()
      const all = (db[table].all() as unknown as Row[]).filter(
        (record) => !text || inputText(readPath(record, field.value)).toLowerCase().includes(text),
      )
      page = Math.min(page, Math.max(0, Math.ceil(all.length / PAGE) - 1))
      const shown = all.slice(page * PAGE, page * PAGE + PAGE)
      const key = kit.keys[table]
      const label = LABELS.find((name) => name !== key && fieldsOf(table).includes(name))
      const listed = `${table}:${text}:${shown.map((record) => `${String(record[key])}=${label ? String(record[label]) : ''}`).join()}`
      pager.textContent = all.length ? `${page * PAGE + 1}–${page * PAGE + shown.length} of ${all.length}` : ''
      previous.disabled = page === 0
      next.disabled = (page + 1) * PAGE >= all.length
      // A pager button that just turned off hands the focus to the other one.
      const focused = (element.getRootNode() as ShadowRoot).activeElement
      if (focused === next && next.disabled) previous.focus()
      if (focused === previous && previous.disabled) next.focus()
      if (listed === shownList) return
      shownList = listed
      keepFocus(list, 'data-record', () =>
        list.replaceChildren(
          ...(shown.length
            ? shown.map((record) => {
                const id = String(record[key])
                return h(
                  'li',
                  {},
                  h(
                    'button',
                    { type: 'button', 'data-record': id, onclick: () => open(id) },
                    h('span', { className: 'path' }, label ? String(record[label]) : id),
                    h('span', { className: 'muted mono' }, id.slice(0, 13)),
                  ),
                )
              })
            : [h('li', { className: 'muted' }, text ? 'No record matches' : 'No records')]),
        ),
      )
    }

    pick(table)
    return { element, render }
  },
}
