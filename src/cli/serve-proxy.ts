/// <reference types="node" />
import { ok } from '../http/envelope.js'
import { toErrorResponse } from '../http/error-response.js'
import { ApiError } from '../http/api-error.js'
import { recordingFile, type RecordingFile } from '../persistence/recording.js'
import { DEFAULT_PROXY_TIMEOUT_MS, type ProxyHooks, type ProxyOptions } from '../proxy/proxy.js'
import { proxySelection, ProxySelectionError } from '../proxy/selection.js'
import { createRecorder, summaryText } from '../record/recorder.js'
import { httpBaseUrl, UsageError } from './usage.js'

/** The options of `serve` that put it in front of the real service. */
export interface ProxyValues {
  proxy?: string
  'proxy-only'?: string
  'proxy-timeout'?: string
  record?: string
}

/** What `serve` does with them: the server's options, lines for its banner, and what to do on exit. */
export interface ServeProxy {
  readonly server: { proxy?: ProxyOptions; proxyHooks?: ProxyHooks }
  readonly banner: string[]
  /** Writes the recording (if one is kept) and prints its summary; throws when it cannot be written. */
  finish(): void
}

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`

/** `--proxy-timeout` in milliseconds: a number of seconds above 0 (0.5 is half a second), at most a day. */
function timeoutMsOf(value: string | undefined): number {
  if (value === undefined) return DEFAULT_PROXY_TIMEOUT_MS
  const seconds = Number(value)
  if (value.trim() === '' || !Number.isFinite(seconds) || seconds <= 0 || seconds > 86_400)
    throw new UsageError(`--proxy-timeout must be a number of seconds above 0 and at most 86400, e.g. 30 or 0.5, not "${value}"`)
  return Math.max(1, Math.round(seconds * 1000))
}

/**
 * `serve --proxy <url> [--proxy-only <list>] [--proxy-timeout <s>] [--record <file>]`:
 * the proxy's options, checked (an unknown operation is a usage error naming the
 * known ones), and with `--record` a recorder of every proxied answer, written on
 * exit and by `POST /__mock/record` (`GET` answers the world recorded so far).
 * @example
 * const proxied = serveProxy({ proxy: 'https://api.example.test', record: 'world.json' })
 */
export function serveProxy(values: ProxyValues): ServeProxy {
  if (values.proxy === undefined) {
    if (values['proxy-only'] !== undefined) throw new UsageError('--proxy-only needs --proxy <url>: where the real service is')
    if (values['proxy-timeout'] !== undefined) throw new UsageError('--proxy-timeout needs --proxy <url>: the service it waits for')
    if (values.record !== undefined) throw new UsageError('--record needs --proxy <url>: the answers it records come from the real service')
    return { server: {}, banner: [], finish: () => undefined }
  }
  const baseUrl = httpBaseUrl('--proxy', values.proxy)
  const timeoutMs = timeoutMsOf(values['proxy-timeout'])
  const only = values['proxy-only']
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean)
  try {
    proxySelection(only)
  } catch (error) {
    if (error instanceof ProxySelectionError) throw new UsageError(`--proxy-only: ${error.message}`)
    throw error
  }
  const what = only ? `${only.join(', ')} (the rest simulated)` : 'every API request'
  const banner = [`  proxy: ${what} forwarded to ${baseUrl}; a 502 when it cannot be reached, a 504 after ${timeoutMs / 1000} s of silence`]
  const proxy: ProxyOptions = { baseUrl, only, timeoutMs }
  if (values.record === undefined) return { server: { proxy }, banner, finish: () => undefined }

  const recorder = createRecorder()
  const recording: RecordingFile = recordingFile(values.record, recorder)
  const write = (): ReturnType<RecordingFile['write']> => {
    const written = recording.write()
    console.log(summaryText(written.summary, `${recording.file} (${kib(written.bytes)})`))
    return written
  }
  const record: ProxyHooks['record'] = (method) => {
    if (method === 'GET') return new Response(JSON.stringify(recorder.result().file), { headers: { 'content-type': 'application/json' } })
    if (method !== 'POST') return toErrorResponse(ApiError.methodNotAllowed(['GET', 'POST']))
    try {
      const { summary, bytes } = write()
      return ok('Recording written', { file: recording.file, bytes, summary })
    } catch (error) {
      return toErrorResponse(error)
    }
  }
  banner.push(`  record: what it answers, written to ${recording.file} on exit (now: POST /__mock/record; so far: GET /__mock/record)`)
  return {
    server: { proxy, proxyHooks: { observe: (exchange) => recorder.add(exchange), record } },
    banner,
    finish: () => void write(),
  }
}
