import { coverageGaps } from '../coverage/gaps.js'
import { renderCoverageHtml } from '../coverage/html.js'
import type { AnswerCoverage, ApiCoverage, OperationCoverage } from '../coverage/schema.js'
import { download, h } from './dom.js'
import type { DevtoolsTab, TabView } from './target.js'

/** What the operations list shows: its label, and which operations it keeps. */
const SHOWN: Readonly<Record<string, readonly [string, (operation: OperationCoverage) => boolean]>> = {
  all: ['every operation', () => true],
  called: ['the operations called', (operation) => operation.requests > 0],
  never: ['the operations never called', (operation) => operation.requests === 0],
}

const tally = (counts: Record<string, number>): string =>
  Object.entries(counts)
    .map(([name, n]) => `${name} ×${n}`)
    .join(', ')

/** One answer as a chip: green when produced, red when never, amber when the contract does not declare it; said in full to a screen reader. */
function chip(answer: AnswerCoverage): HTMLElement {
  const kind = !answer.declared ? 'odd' : answer.requests > 0 ? 'seen' : 'missing'
  const said = !answer.declared
    ? `not declared, produced ${answer.requests} times`
    : answer.requests > 0
      ? `produced ${answer.requests} times`
      : 'never produced'
  const title = [answer.description, tally(answer.scenarios), tally(answer.conditions)].filter(Boolean).join(' · ')
  return h(
    'li',
    { className: `chip ${kind}`, title, 'aria-label': `${answer.label}: ${said}` },
    answer.requests > 0 ? `${answer.label} ×${answer.requests}` : answer.label,
  )
}

function operationRow(operation: OperationCoverage): HTMLElement {
  return h(
    'tr',
    { 'data-operation': operation.operation },
    h(
      'th',
      { scope: 'row' },
      operation.operation,
      h('br'),
      h('span', { className: 'muted mono' }, `${operation.method} ${operation.path}`),
    ),
    h('td', { className: 'number' }, String(operation.requests)),
    h('td', {}, h('ul', { className: 'chips', 'aria-label': `Answers of ${operation.operation}` }, ...operation.answers.map(chip))),
  )
}

const ratio = (name: string, { exercised, total, percent }: ApiCoverage['summary']['operations']): HTMLElement =>
  h(
    'div',
    { className: 'card' },
    h('span', { className: 'muted' }, name),
    h('b', {}, `${exercised} / ${total}`),
    h('span', {}, `${percent} %`),
    h('progress', { max: total, value: exercised, 'aria-label': `${name}: ${percent} %` }),
  )

/**
 * The Coverage tab: the API coverage of the requests this page made so far,
 * as `worker.coverage()` reports it: how many operations were called and
 * how many declared answers were produced, the answers never produced
 * anywhere, and every operation with its answers (green when produced, red
 * when not, amber when the contract does not declare them), all of them or
 * only those called (or never called); the report as the same HTML page the test
 * reporters write; the counts cleared to start a session over.
 * @example
 * const view = coverageTab.mount(context)
 */
export const coverageTab: DevtoolsTab = {
  id: 'coverage',
  label: 'Coverage',
  mount({ target }): TabView {
    let report: ApiCoverage | undefined
    let asked = 0
    let shown = ''
    const cards = h('div', { className: 'cards', role: 'status', 'data-mock': 'coverage-summary' })
    const which = h(
      'select',
      { id: 'coverage-show', 'data-mock': 'coverage-show', onchange: () => show(true) },
      ...Object.entries(SHOWN).map(([value, [label]]) => h('option', { value }, label)),
    )
    const never = h('details', { 'data-mock': 'coverage-never' })
    const rows = h('tbody', {})
    const save = h(
      'button',
      {
        type: 'button',
        className: 'button',
        'data-mock': 'coverage-html',
        onclick: () => report && download('api-coverage.html', renderCoverageHtml(report), 'text/html'),
      },
      'Save the HTML report',
    )
    const clear = h(
      'button',
      {
        type: 'button',
        className: 'button',
        'data-mock': 'coverage-clear',
        onclick: () => {
          target.clearCoverage()
          render()
        },
      },
      'Clear the counts',
    )
    const element = h(
      'div',
      {},
      h(
        'p',
        { className: 'muted' },
        'Which operations and declared answers of the API the requests of this page produced: what the app has never met yet.',
      ),
      cards,
      h('div', { className: 'row spaced' }, h('label', { for: 'coverage-show' }, 'Show'), which, save, clear),
      never,
      h(
        'table',
        { 'data-mock': 'coverage-operations' },
        h('caption', { className: 'muted' }, 'Operations and their answers'),
        h(
          'thead',
          {},
          h('tr', {}, h('th', { scope: 'col' }, 'Operation'), h('th', { scope: 'col' }, 'Requests'), h('th', { scope: 'col' }, 'Answers')),
        ),
        rows,
      ),
    )

    // Rebuilt only when the counts or the filter changed: a focused control keeps its focus.
    function show(force = false): void {
      if (!report) return
      const key = `${which.value}:${report.operations.map((operation) => operation.answers.map((answer) => answer.requests).join('.')).join()}`
      if (!force && key === shown) return
      shown = key
      const { summary } = report
      cards.replaceChildren(
        ratio('Operations called', summary.operations),
        ratio('Declared answers produced', summary.answers),
        h(
          'div',
          { className: 'card' },
          h('span', { className: 'muted' }, 'Requests'),
          h('b', {}, String(summary.requests)),
          h('span', {}, `${summary.unexpected} not declared · ${summary.unmatched} to no operation`),
        ),
      )
      const gaps = coverageGaps(report)
      never.hidden = gaps.nowhere.length === 0
      never.replaceChildren(
        h('summary', {}, `${gaps.nowhere.length} answers never produced on any operation`),
        h('ul', {}, ...gaps.nowhere.map((answer) => h('li', {}, h('b', {}, answer.label), `: ${answer.description.replaceAll('`', '')}`))),
      )
      const keep = SHOWN[which.value]?.[1] ?? (() => true)
      const operations = report.operations.filter(keep)
      const body: HTMLElement[] = []
      let group = ''
      for (const operation of operations) {
        if (operation.group !== group)
          body.push(h('tr', { className: 'group' }, h('th', { scope: 'rowgroup', colSpan: 3 }, (group = operation.group))))
        body.push(operationRow(operation))
      }
      rows.replaceChildren(...body)
    }

    function render(): void {
      // The report is made asynchronously (its declared answers load on first use); only the latest one asked for shows.
      const ask = ++asked
      target.coverage().then(
        (made) => {
          if (ask !== asked) return
          report = made
          show()
        },
        (error: unknown) =>
          cards.replaceChildren(
            h('p', { className: 'error', role: 'alert' }, `No coverage: ${error instanceof Error ? error.message : String(error)}`),
          ),
      )
    }
    return { element, render }
  },
}
