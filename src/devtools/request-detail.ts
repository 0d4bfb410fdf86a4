import type { CapturedBody, CapturedMessage } from '../journal/detail.js'
import type { JournalEntry } from '../journal/journal.js'
import { bytesText, h, statusClass } from './dom.js'
import { curlSnippet, fetchSnippet, type SnippetOptions } from './snippets.js'

const pretty = (text: string): string => {
  try {
    return JSON.stringify(JSON.parse(text), null, 2)
  } catch {
    return text
  }
}

function bodyView(body: CapturedBody | null, label: string): HTMLElement {
  if (body === null) return h('p', { className: 'muted' }, 'No body')
  if (body.kind === 'text') {
    return h(
      'div',
      {},
      h('pre', { 'data-mock': label, 'aria-label': label }, body.truncated ? body.text : pretty(body.text)),
      body.truncated
        ? h('p', { className: 'muted' }, `Cut at ${bytesText(body.text.length)} of ${bytesText(body.size)}: the journal keeps no more.`)
        : null,
    )
  }
  if (body.kind === 'form') {
    return h(
      'table',
      { 'data-mock': label, 'aria-label': label },
      ...body.fields.map(({ name, value }) => h('tr', {}, h('th', { scope: 'row' }, name), h('td', { className: 'mono' }, value))),
    )
  }
  if (body.kind === 'binary') return h('p', { 'data-mock': label }, `${body.type} · ${bytesText(body.size)}`)
  return h('p', { className: 'muted', 'data-mock': label }, `Not kept: ${body.reason}.`)
}

const headersView = (message: CapturedMessage, label: string): HTMLElement =>
  message.headers.length
    ? h(
        'table',
        { 'aria-label': label },
        ...message.headers.map(([name, value]) =>
          h('tr', {}, h('th', { scope: 'row', className: 'mono' }, name), h('td', { className: 'mono' }, value)),
        ),
      )
    : h('p', { className: 'muted' }, 'None')

/**
 * One request the mock answered, in full: what it was and what met it (the
 * scenario, conditions, delay, fault), its headers and body and the answer's
 * (JSON pretty-printed, a file as its type and size), and buttons that write
 * it as `curl` or `fetch` against the standalone server.
 * @example
 * container.replaceChildren(requestDetail(entry, { serverUrl: 'http://localhost:4010', baseUrl: mock.baseUrl }))
 */
export function requestDetail(entry: JournalEntry, options: SnippetOptions): HTMLElement {
  const snippet = h('textarea', { className: 'snippet', readOnly: true, 'aria-label': 'Snippet', 'data-mock': 'snippet', hidden: true })
  const copied = h('span', { className: 'muted', role: 'status' })
  const show = (kind: string, text: string) => () => {
    snippet.hidden = false
    snippet.value = text
    snippet.select()
    copied.textContent = ''
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- undefined on a page not served securely
    navigator.clipboard?.writeText(text).then(
      () => (copied.textContent = `Copied as ${kind}`),
      () => (copied.textContent = 'Select the text below to copy it'),
    )
  }
  const meta: Array<[string, string]> = [
    ['Operation', entry.operation ?? 'none at this method and path'],
    ['Time', entry.time],
    ['Scenario', entry.scenario],
    ['Conditions', entry.conditions.join(', ') || 'none'],
  ]
  if (entry.session) meta.push(['Session', entry.session])
  if (entry.delayMs) meta.push(['Delay', `${entry.delayMs} ms`])
  if (entry.fault) meta.push(['Fault', entry.fault])
  if (entry.message) meta.push(['Message', entry.message])
  const detail = entry.detail
  return h(
    'article',
    { 'data-mock': 'request-detail', 'aria-label': `${entry.method} ${entry.path}` },
    h(
      'h3',
      {},
      `${entry.method} ${entry.path}${entry.query} `,
      h('span', { className: `status ${statusClass(entry.status)}` }, entry.status ? String(entry.status) : 'network error'),
    ),
    h('table', {}, ...meta.map(([name, value]) => h('tr', {}, h('th', { scope: 'row' }, name), h('td', {}, value)))),
    h(
      'div',
      { className: 'row spaced' },
      h(
        'button',
        { type: 'button', className: 'button', 'data-mock': 'copy-curl', onclick: show('curl', curlSnippet(entry, options)) },
        'Copy as curl',
      ),
      h(
        'button',
        { type: 'button', className: 'button', 'data-mock': 'copy-fetch', onclick: show('fetch', fetchSnippet(entry, options)) },
        'Copy as fetch',
      ),
      copied,
    ),
    snippet,
    ...(detail
      ? [
          h('h3', {}, 'Request headers'),
          headersView(detail.request, 'Request headers'),
          h('h3', {}, 'Request body'),
          bodyView(detail.request.body, 'request-body'),
          h('h3', {}, 'Answer headers'),
          detail.response ? headersView(detail.response, 'Answer headers') : h('p', { className: 'muted' }, 'No answer: a network error'),
          h('h3', {}, 'Answer body'),
          detail.response ? bodyView(detail.response.body, 'response-body') : h('p', { className: 'muted' }, 'None'),
        ]
      : [h('p', { className: 'muted' }, 'Headers and bodies are kept only for requests answered while the devtools are on.')]),
  )
}
