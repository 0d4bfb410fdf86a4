import { checkAnswer } from './conformance.js'

/** The fixed body of every 401 for a bad bearer token. */
export const INVALID_TOKEN = '{"success":false,"message":"Invalid token","result":null,"errors":null,"except":null}'

export interface ApiResponse<T = any> {
  status: number
  headers: Headers
  text: string
  body: { success: boolean; message: string; result: T; errors: Array<{ field: string; message: string }> | null; except: unknown }
}

/** An answer read as bytes (a document stream), JSON or not. */
export interface BytesResponse {
  status: number
  headers: Headers
  bytes: Uint8Array
  /** The bytes as UTF-8 text. */
  text: string
}

type Query = Record<string, string | number | undefined>

export interface SendInit {
  query?: Query
  /** A JSON body. */
  body?: unknown
  /** A body sent as it is (a string, `FormData`, bytes). */
  raw?: BodyInit
  headers?: Record<string, string>
}

/** A bearer token, or a function answering the current one (a token issued anew before each test). */
export type Token = string | undefined | (() => string | undefined)

/** The base URL, or a function answering it once known (the standalone server's port is picked at start). */
export type BaseUrl = string | (() => string)

/**
 * A tiny client that goes through `fetch` exactly as an application would.
 * Every answer is checked against the OpenAPI document (the operation's
 * declared statuses, headers and schemas); one that does not fit fails the test.
 * @example
 * const api = createClient(BASE, token)
 * const { status, body } = await api.get('/teams/info', { team_id })
 */
export function createClient(baseUrl: BaseUrl, token?: Token, extraHeaders: Record<string, string> = {}) {
  const base = typeof baseUrl === 'function' ? baseUrl : () => baseUrl
  const tokenNow = typeof token === 'function' ? token : () => token

  const exchange = async (method: string, path: string, init: SendInit): Promise<{ response: Response; bytes: Uint8Array }> => {
    const url = new URL(base() + path)
    for (const [k, v] of Object.entries(init.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v))
    const headers: Record<string, string> = { ...extraHeaders, ...init.headers }
    const bearer = tokenNow()
    if (bearer) headers.authorization = `Bearer ${bearer}`
    let body: BodyInit | undefined = init.raw
    if (init.body !== undefined) {
      headers['content-type'] = 'application/json'
      body = JSON.stringify(init.body)
    }
    const response = await fetch(url, { method, headers, body })
    return { response, bytes: new Uint8Array(await response.arrayBuffer()) }
  }

  const send = async <T = any>(method: string, path: string, init: SendInit = {}): Promise<ApiResponse<T>> => {
    const { response, bytes } = await exchange(method, path, init)
    const text = new TextDecoder().decode(bytes)
    let parsed: ApiResponse<T>['body']
    try {
      parsed = JSON.parse(text)
    } catch {
      throw new Error(`${method} ${path} answered ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`)
    }
    checkAnswer({
      method,
      path,
      status: response.status,
      headers: response.headers,
      contentType: response.headers.get('content-type'),
      body: parsed,
    })
    return { status: response.status, headers: response.headers, text, body: parsed }
  }

  /** Any answer as bytes; a JSON one is still checked against the document. */
  const bytes = async (method: string, path: string, init: SendInit = {}): Promise<BytesResponse> => {
    const { response, bytes: data } = await exchange(method, path, init)
    const text = new TextDecoder().decode(data)
    const contentType = response.headers.get('content-type')
    const isJson = /^application\/json\b/i.test(contentType ?? '') && data.length > 0
    checkAnswer({
      method,
      path,
      status: response.status,
      headers: response.headers,
      contentType,
      ...(isJson ? { body: JSON.parse(text) } : {}),
    })
    return { status: response.status, headers: response.headers, bytes: data, text }
  }

  return {
    send,
    bytes,
    get: <T = any>(path: string, query?: Query, headers?: Record<string, string>) => send<T>('GET', path, { query, headers }),
    post: <T = any>(path: string, body?: unknown) => send<T>('POST', path, { body }),
    put: <T = any>(path: string, body?: unknown) => send<T>('PUT', path, { body }),
    delete: <T = any>(path: string, body?: unknown) => send<T>('DELETE', path, { body }),
    /** The same client with another token. */
    as: (otherToken: Token) => createClient(baseUrl, otherToken, extraHeaders),
    /** The same client sending these headers too (a session, a scenario…). */
    withHeaders: (headers: Record<string, string>) => createClient(baseUrl, token, { ...extraHeaders, ...headers }),
    /** The base URL requests go to (the interception base, or the standalone server's). */
    baseUrl: (): string => base(),
  }
}
export type Client = ReturnType<typeof createClient>
