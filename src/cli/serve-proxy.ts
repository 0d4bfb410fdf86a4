/// <reference types="node" />
import { ok } from '../http/envelope.js'
import { toErrorResponse } from '../http/error-response.js'
import { ApiError } from '../http/api-error.js'
import { recordingFile, type RecordingFile } from '../persistence/recording.js'
import type { ProxyHooks, ProxyOptions } from '../proxy/proxy.js'
import { proxySelection, ProxySelectionError } from '../proxy/selection.js'
import { createRecorder, summaryText } from '../record/recorder.js'
import { httpBaseUrl, UsageError } from './usage.js'

/** The options of `serve` that put it in front of the real service. */
export interface ProxyValues {
  proxy?: string
  'proxy-only'?: string
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

/**
 * `serve --proxy <url> [--proxy-only <list>] [--record <file>]`: the proxy's
 * options, checked (an unknown operation is a usage error naming the known
 * ones), and with `--record` a recorder of every proxied answer, written on
 * exit and by `POST /__mock/record` (`GET` answers the world recorded so far).
 * @example
 * const proxied = serveProxy({ proxy: 'https://api.example.test', record: 'world.json' })
 */
export function serveProxy(values: ProxyValues): ServeProxy {
  if (values.proxy === undefined) {
    if (values['proxy-only'] !== undefined) throw new UsageError('--proxy-only needs --proxy <url>: where the real service is')
    if (values.record !== undefined) throw new UsageError('--record needs --proxy <url>: the answers it records come from the real service')
    return { server: {}, banner: [], finish: () => undefined }
  }
  const baseUrl = httpBaseUrl('--proxy', values.proxy)
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
  const banner = [`  proxy: ${what} forwarded to ${baseUrl}; a 502 when it cannot be reached`]
  if (values.record === undefined) return { server: { proxy: { baseUrl, only } }, banner, finish: () => undefined }

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
    server: { proxy: { baseUrl, only }, proxyHooks: { observe: (exchange) => recorder.add(exchange), record } },
    banner,
    finish: () => void write(),
  }
}
