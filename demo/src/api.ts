/**
 * The demo's client of the Document Workspace Service: plain `fetch`, and
 * `XMLHttpRequest` for uploads (its upload progress events are what a
 * progress bar needs). It knows nothing of the mock: the service worker
 * answers these requests exactly where the real service would.
 */

export interface Envelope<T> {
  success: boolean
  message: string
  result: T
  errors: Array<{ field: string; message: string }> | null
  except: unknown
}

export interface Page<T> {
  items: T[]
  page: number
  page_size: number
  total: number
  total_pages: number
}

/** A failed call: the status (0: no answer at all) and the service's own message. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Envelope<unknown>['errors'] = null,
    /** Seconds the service asked to wait before trying again (`Retry-After` of a 429 or 503). */
    readonly retryAfter: number | null = null,
  ) {
    super(message)
  }

  /** The bearer token is no longer accepted: the user has to sign in again. */
  get signedOut(): boolean {
    return this.status === 401
  }

  /** Worth trying again as it is: no answer, an unreadable one, a fault of the service, or a rate limit. */
  get transient(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500 || this.errors === UNREADABLE
  }
}

/** The marker of an answer whose body could not be read (cut short, or not JSON). */
const UNREADABLE: Envelope<unknown>['errors'] = []

/** How long the app waits for an answer before it gives up, as a real client would. */
const TIMEOUT_MS = 15_000

type Query = Record<string, string | number | undefined | null>

const TOKEN_KEY = 'demo:access-token'

export function createApi(baseUrl: string) {
  let token = localStorage.getItem(TOKEN_KEY)

  const urlOf = (path: string, query: Query = {}): string => {
    const url = new URL(`${baseUrl}${path}`, location.href)
    for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null) url.searchParams.set(key, String(value))
    return url.href
  }
  const authHeaders = (): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {})

  const fail = (status: number, body: Partial<Envelope<unknown>> | undefined, retryAfter: string | null = null): never => {
    const wait = retryAfter === null || !/^\d+$/.test(retryAfter) ? null : Number(retryAfter)
    throw new ApiFailure(status, body?.message ?? `HTTP ${status}`, body?.errors ?? null, wait)
  }

  /** `fetch`, with the app's own time-out, and a network failure (offline, a dropped connection) said plainly. */
  const send = async (url: string, init: RequestInit): Promise<Response> => {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) })
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
      throw new ApiFailure(0, timedOut ? 'The service did not answer in time' : 'The service cannot be reached: are you offline?')
    }
  }

  const call = async <T>(method: string, path: string, init: { query?: Query; body?: unknown } = {}): Promise<T> => {
    const headers: Record<string, string> = authHeaders()
    if (init.body !== undefined) headers['content-type'] = 'application/json'
    const response = await send(urlOf(path, init.query), {
      method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    })
    let body: Envelope<T> | undefined
    try {
      body = (await response.json()) as Envelope<T>
    } catch {
      // Cut short on the way, or not JSON at all: the operation may well have run.
      throw new ApiFailure(response.status, 'The answer could not be read: it may have been cut short', UNREADABLE)
    }
    if (!response.ok || !body?.success) return fail(response.status, body, response.headers.get('retry-after'))
    return body.result
  }

  return {
    get signedIn(): boolean {
      return token !== null
    },
    async signIn(apiKey: string): Promise<void> {
      const result = await call<{ access_token: string }>('POST', '/auth/api-key', { body: { api_key: apiKey } })
      token = result.access_token
      localStorage.setItem(TOKEN_KEY, token)
    },
    signOut(): void {
      token = null
      localStorage.removeItem(TOKEN_KEY)
    },
    get: <T>(path: string, query?: Query) => call<T>('GET', path, { query }),
    post: <T>(path: string, body: unknown) => call<T>('POST', path, { body }),
    put: <T>(path: string, body: unknown) => call<T>('PUT', path, { body }),
    delete: <T>(path: string, body: unknown) => call<T>('DELETE', path, { body }),

    /** Stream Document as a Blob (with its `Content-Type`), e.g. for a preview. */
    async stream(documentId: string): Promise<Blob> {
      const response = await send(urlOf('/documents/stream', { document_id: documentId }), { headers: authHeaders() })
      if (!response.ok)
        return fail(
          response.status,
          (await response.json().catch(() => undefined)) as Envelope<unknown> | undefined,
          response.headers.get('retry-after'),
        )
      try {
        return await response.blob()
      } catch {
        throw new ApiFailure(response.status, 'The file could not be read: it was cut short', UNREADABLE)
      }
    },

    /**
     * Upload Document, reporting progress from 0 to 1, or `null` while the
     * body is sent without progress events: Chromium fires none for a request
     * a service worker answers (only `loadstart`), while a real server gets them.
     */
    upload<T>(fields: Record<string, string>, file: File, onProgress: (fraction: number | null) => void): Promise<T> {
      const form = new FormData()
      for (const [key, value] of Object.entries(fields)) form.append(key, value)
      form.append('file', file)
      return new Promise<T>((resolve, reject) => {
        const xhr = new XMLHttpRequest()
        xhr.open('POST', urlOf('/documents/upload'))
        for (const [key, value] of Object.entries(authHeaders())) xhr.setRequestHeader(key, value)
        xhr.upload.onloadstart = () => onProgress(null)
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable) onProgress(event.loaded / event.total)
        }
        xhr.onload = () => {
          let body: Envelope<T> | undefined
          try {
            body = JSON.parse(xhr.responseText) as Envelope<T>
          } catch {
            body = undefined
          }
          if (xhr.status === 200 && body?.success) {
            onProgress(1)
            resolve(body.result)
          } else {
            try {
              fail(xhr.status, body, xhr.getResponseHeader('retry-after'))
            } catch (failure) {
              // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- fail() throws an ApiFailure, an Error
              reject(failure as Error)
            }
          }
        }
        xhr.onerror = () => reject(new ApiFailure(0, 'The upload did not reach the service'))
        xhr.send(form)
      })
    },
  }
}

export type Api = ReturnType<typeof createApi>
