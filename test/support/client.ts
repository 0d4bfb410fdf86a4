/** The fixed body of every 401 for a bad bearer token. */
export const INVALID_TOKEN = '{"success":false,"message":"Invalid token","result":null,"errors":null,"except":null}'

export interface ApiResponse<T = any> {
  status: number
  headers: Headers
  text: string
  body: { success: boolean; message: string; result: T; errors: Array<{ field: string; message: string }> | null; except: unknown }
}

type Query = Record<string, string | number | undefined>

/**
 * A tiny client that goes through `fetch` exactly as an application would.
 * @example
 * const api = createClient(BASE, token)
 * const { status, body } = await api.get('/teams/info', { team_id })
 */
export function createClient(baseUrl: string, token?: string, extraHeaders: Record<string, string> = {}) {
  const send = async <T = any>(method: string, path: string, init: { query?: Query; body?: unknown; raw?: BodyInit; headers?: Record<string, string> } = {}): Promise<ApiResponse<T>> => {
    const url = new URL(baseUrl + path)
    for (const [k, v] of Object.entries(init.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v))
    const headers: Record<string, string> = { ...extraHeaders, ...init.headers }
    if (token) headers.authorization = `Bearer ${token}`
    let body: BodyInit | undefined = init.raw
    if (init.body !== undefined) {
      headers['content-type'] = 'application/json'
      body = JSON.stringify(init.body)
    }
    const response = await fetch(url, { method, headers, body })
    const text = await response.text()
    let parsed: ApiResponse<T>['body']
    try {
      parsed = JSON.parse(text)
    } catch {
      throw new Error(`${method} ${path} answered ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`)
    }
    return { status: response.status, headers: response.headers, text, body: parsed }
  }
  return {
    send,
    get: <T = any>(path: string, query?: Query, headers?: Record<string, string>) => send<T>('GET', path, { query, headers }),
    post: <T = any>(path: string, body?: unknown) => send<T>('POST', path, { body }),
    put: <T = any>(path: string, body?: unknown) => send<T>('PUT', path, { body }),
    delete: <T = any>(path: string, body?: unknown) => send<T>('DELETE', path, { body }),
    /** The same client with another token. */
    as: (otherToken: string | undefined) => createClient(baseUrl, otherToken, extraHeaders),
  }
}
export type Client = ReturnType<typeof createClient>
