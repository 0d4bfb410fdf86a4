import { fromBase64 } from '../mock/base64.js'
import { routes } from '../resources/routes.js'
import type { RecordedExchange } from './recorded-exchange.js'

/** A file that is not a HAR at all: nothing in it can be read as exchanges. */
export class NotAHarError extends Error {
  override readonly name = 'NotAHarError'
}

interface HarHeader {
  name?: unknown
  value?: unknown
}
interface HarEntry {
  request?: { method?: unknown; url?: unknown; headers?: unknown; postData?: { text?: unknown } }
  response?: { status?: unknown; headers?: unknown; content?: { mimeType?: unknown; text?: unknown; encoding?: unknown; _file?: unknown } }
}

/** What a HAR holds for the recorder: the exchanges with the service, and the entries skipped, by why. */
export interface HarExchanges {
  readonly exchanges: RecordedExchange[]
  /** The base URL the exchanges were read under: given, or the one most entries share. */
  readonly baseUrl: string | null
  readonly skipped: Map<string, number>
}

const headerOf = (headers: unknown, name: string): string | null => {
  const found = (Array.isArray(headers) ? (headers as HarHeader[]) : []).find((h) => String(h.name).toLowerCase() === name)
  return typeof found?.value === 'string' ? found.value : null
}

// Longest first, so `/teams/members/add` is found before `/add` could be (no route is a suffix of another at a `/`, but be sure).
const ROUTE_PATHS = [...new Set(routes.map((route) => route.path))].sort((a, b) => b.length - a.length)

/** The base URL of an entry's URL: all before the route's path it ends with; undefined when it ends with none. */
function baseOf(url: URL): string | undefined {
  const path = url.pathname.replace(/\/+$/, '')
  const route = ROUTE_PATHS.find((each) => path.endsWith(each))
  return route === undefined ? undefined : `${url.origin}${path.slice(0, path.length - route.length)}`
}

/** The answer's bytes as the HAR keeps them: text, or base64 where it says so. */
function bodyOf(content: NonNullable<HarEntry['response']>['content']): { body: Uint8Array | null; broken?: string } {
  if (typeof content?._file === 'string') return { body: null, broken: `its body is in ${content._file} beside the HAR, not in it` }
  if (typeof content?.text !== 'string') return { body: null }
  if (content.encoding !== 'base64') return { body: new TextEncoder().encode(content.text) }
  const bytes = fromBase64(content.text.replace(/\s+/g, ''))
  return bytes ? { body: bytes } : { body: null, broken: 'its body says base64 and is not' }
}

/**
 * The exchanges with the service a HAR 1.2 file holds (a browser's devtools
 * export, Playwright's `recordHar`): each entry's request and answer, bodies
 * decoded where the HAR keeps them in base64. Only the entries under the
 * base URL are read: the one given, else the one most entries that end in
 * an operation's path share. An entry of another site, one that is not an
 * entry at all, or one with no answer is skipped and counted, never fatal;
 * a value that is no HAR at all throws `NotAHarError`.
 * @example
 * const { exchanges, skipped } = harExchanges(JSON.parse(text), 'https://api.example.test/v2')
 */
export function harExchanges(har: unknown, given?: string): HarExchanges {
  const entries = (har as { log?: { entries?: unknown } } | null)?.log?.entries
  if (typeof har !== 'object' || har === null || !Array.isArray(entries))
    throw new NotAHarError('it has no log.entries, which every HAR file has')
  const skipped = new Map<string, number>()
  const skip = (why: string): void => void skipped.set(why, (skipped.get(why) ?? 0) + 1)
  const readable: Array<{ entry: Required<HarEntry>; url: URL }> = []
  for (const entry of entries as Array<HarEntry | null>) {
    const { request, response } = entry ?? {}
    if (typeof request?.method !== 'string' || typeof request.url !== 'string' || typeof response?.status !== 'number') {
      skip('not a HAR entry: no request method and URL, or no response status')
      continue
    }
    if (!URL.canParse(request.url)) skip('its URL cannot be read')
    else if (response.status <= 0) skip('no answer was received (status 0)')
    else readable.push({ entry: { request, response }, url: new URL(request.url) })
  }
  const baseUrl = given?.replace(/\/+$/, '') ?? mostCommonBase(readable.map(({ url }) => baseOf(url)))
  const exchanges: RecordedExchange[] = []
  for (const { entry, url } of readable) {
    const within = baseUrl !== undefined && `${url.origin}${url.pathname}`.startsWith(`${baseUrl}/`)
    if (!within) {
      skip(baseUrl === undefined ? 'not an operation of the contract' : `not under the base URL ${baseUrl}`)
      continue
    }
    const { request, response } = entry
    exchanges.push({
      method: String(request.method).toUpperCase(),
      path: `${url.origin}${url.pathname}`.slice(baseUrl.length),
      query: url.searchParams,
      caller: headerOf(request.headers, 'authorization'),
      requestText: typeof request.postData?.text === 'string' ? request.postData.text : null,
      status: response.status as number,
      contentType:
        headerOf(response.headers, 'content-type') ?? (typeof response.content?.mimeType === 'string' ? response.content.mimeType : ''),
      ...bodyOf(response.content),
    })
  }
  return { exchanges, baseUrl: baseUrl ?? null, skipped }
}

function mostCommonBase(bases: ReadonlyArray<string | undefined>): string | undefined {
  const counts = new Map<string, number>()
  for (const base of bases) if (base !== undefined) counts.set(base, (counts.get(base) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0]
}
