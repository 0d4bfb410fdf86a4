import type { JournalEntry } from '../journal/journal.js'

/**
 * A request the mock answered as a snippet to run again against the
 * standalone server (`npx doc-workspace-mock serve`): the same method, path
 * below the base URL, headers and body, with the scenario and conditions it
 * met named by their headers.
 */

// Headers the client or the browser sets by itself: a snippet leaves them to its own client.
const SKIPPED = new Set([
  'content-length',
  'host',
  'connection',
  'origin',
  'referer',
  'user-agent',
  'accept-encoding',
  'sec-fetch-mode',
  'sec-fetch-site',
  'sec-fetch-dest',
])

export interface SnippetOptions {
  /** The standalone server's address. */
  readonly serverUrl: string
  /** The mock's base URL, whose path is left out of the snippet's. */
  readonly baseUrl: string
}

interface Parts {
  url: string
  headers: Array<[string, string]>
  body: { text: string } | { form: Array<[string, string]> } | { missing: string } | null
}

function partsOf(entry: JournalEntry, options: SnippetOptions): Parts {
  const basePath = new URL(options.baseUrl, 'http://base.invalid').pathname.replace(/\/+$/, '')
  const path = entry.path.startsWith(basePath) ? entry.path.slice(basePath.length) || '/' : entry.path
  const isForm = entry.detail?.request.body?.kind === 'form'
  const headers = (entry.detail?.request.headers ?? []).filter(
    ([name]) =>
      !SKIPPED.has(name.toLowerCase()) && !name.toLowerCase().startsWith('x-mock-') && !(isForm && name.toLowerCase() === 'content-type'),
  )
  if (entry.scenario !== 'default') headers.push(['X-Mock-Scenario', entry.scenario])
  if (entry.conditions.length) headers.push(['X-Mock-Conditions', entry.conditions.join(', ')])
  const body = entry.detail?.request.body ?? null
  return {
    url: `${options.serverUrl.replace(/\/+$/, '')}${path}${entry.query}`,
    headers,
    body:
      body === null
        ? null
        : body.kind === 'text'
          ? body.truncated
            ? { missing: 'the body was longer than the journal keeps' }
            : { text: body.text }
          : body.kind === 'form'
            ? { form: body.fields.map(({ name, value }) => [name, value]) }
            : { missing: `a ${body.kind === 'binary' ? body.type : 'body'} the journal did not keep` },
  }
}

const shell = (text: string): string => `'${text.replaceAll("'", `'\\''`)}'`
// A form field the journal describes as a file, `report.pdf (application/pdf, 2.0 KiB)`: curl sends a local file of that name.
const FILE = /^(.+) \(([^,]+), [^)]+\)$/

/**
 * The request as a `curl` command.
 * @example
 * curlSnippet(entry, { serverUrl: 'http://localhost:4010', baseUrl: '/api' })
 * // curl -X POST 'http://localhost:4010/teams/create' \
 * //   -H 'authorization: Bearer dwm_…' -H 'content-type: application/json' \
 * //   --data-raw '{"name":"Docs"}'
 */
export function curlSnippet(entry: JournalEntry, options: SnippetOptions): string {
  const { url, headers, body } = partsOf(entry, options)
  const lines = [
    `curl${entry.method === 'GET' ? '' : ` -X ${entry.method}`} ${shell(url)}`,
    ...headers.map(([name, value]) => `-H ${shell(`${name}: ${value}`)}`),
  ]
  if (body && 'text' in body) lines.push(`--data-raw ${shell(body.text)}`)
  if (body && 'form' in body) {
    for (const [name, value] of body.form) {
      const file = FILE.exec(value)
      lines.push(file ? `-F ${shell(`${name}=@${file[1]!};type=${file[2]!}`)}` : `-F ${shell(`${name}=${value}`)}`)
    }
  }
  const command = lines.join(' \\\n  ')
  return body && 'missing' in body ? `# Not included: ${body.missing}\n${command}` : command
}

/**
 * The request as a `fetch` call.
 * @example
 * fetchSnippet(entry, { serverUrl: 'http://localhost:4010', baseUrl: '/api' })
 * // const response = await fetch('http://localhost:4010/teams/create', { method: 'POST', headers: {…}, body: '{"name":"Docs"}' })
 */
export function fetchSnippet(entry: JournalEntry, options: SnippetOptions): string {
  const { url, headers, body } = partsOf(entry, options)
  const lines: string[] = []
  if (body && 'form' in body) {
    lines.push('const form = new FormData()')
    for (const [name, value] of body.form) {
      const file = FILE.exec(value)
      lines.push(
        file
          ? `form.append(${JSON.stringify(name)}, new File(['…'], ${JSON.stringify(file[1])}, { type: ${JSON.stringify(file[2])} }))`
          : `form.append(${JSON.stringify(name)}, ${JSON.stringify(value)})`,
      )
    }
  }
  if (body && 'missing' in body) lines.push(`// Not included: ${body.missing}`)
  const init = [`  method: ${JSON.stringify(entry.method)},`]
  if (headers.length)
    init.push(`  headers: {\n${headers.map(([name, value]) => `    ${JSON.stringify(name)}: ${JSON.stringify(value)},`).join('\n')}\n  },`)
  if (body && 'text' in body) init.push(`  body: ${JSON.stringify(body.text)},`)
  if (body && 'form' in body) init.push('  body: form,')
  lines.push(
    `const response = await fetch(${JSON.stringify(url)}, {\n${init.join('\n')}\n})`,
    'console.log(response.status, await response.text())',
  )
  return lines.join('\n')
}
