/** The code under test: the caller's drive, as an app would use it, with plain `fetch`. */

export interface Drive {
  workspace_id: string
  used_bytes: number
  quota_bytes: number
}

export interface StoredDocument {
  document_id: string
  name: string
  size_bytes: number
  mime_type: string
}

/** An answer the service refused: its envelope's message and the HTTP status. */
export class ApiError extends Error {
  constructor(message: string, readonly status: number) {
    super(message)
  }
}

/** Signs in with an API key, as the app's login does, and gives the access token. */
export async function signIn(baseUrl: string, apiKey: string): Promise<string> {
  const response = await fetch(`${baseUrl}/auth/api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ api_key: apiKey }),
  })
  const body = (await response.json()) as { success: boolean; message: string; result: { access_token: string } }
  if (!body.success) throw new ApiError(body.message, response.status)
  return body.result.access_token
}

export function createDriveClient(baseUrl: string, token: string) {
  const headers = { authorization: `Bearer ${token}` }
  const call = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const response = await fetch(`${baseUrl}${path}`, { ...init, headers })
    const body = (await response.json()) as { success: boolean; message: string; result: T }
    if (!body.success) throw new ApiError(body.message, response.status)
    return body.result
  }
  return {
    drive: (): Promise<Drive> => call('/workspaces/drive'),
    async upload(file: File): Promise<StoredDocument> {
      const { workspace_id } = await call<Drive>('/workspaces/drive')
      const form = new FormData()
      form.append('workspace_id', workspace_id)
      form.append('file', file)
      return call('/documents/upload', { method: 'POST', body: form })
    },
    /** The document's bytes, streamed back by Stream Document. */
    async read(documentId: string): Promise<Uint8Array> {
      const response = await fetch(`${baseUrl}/documents/stream?document_id=${documentId}`, { headers })
      if (!response.ok) throw new ApiError(`Stream Document answered ${response.status}`, response.status)
      return new Uint8Array(await response.arrayBuffer())
    },
  }
}
