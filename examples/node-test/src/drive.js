/** The code under test: the caller's drive, as an app would use it. */

/**
 * @param {string} baseUrl
 * @param {string} token
 */
export function createDriveClient(baseUrl, token) {
  const call = async (path, init = {}) => {
    const response = await fetch(`${baseUrl}${path}`, { ...init, headers: { authorization: `Bearer ${token}` } })
    const body = await response.json()
    if (!body.success) throw Object.assign(new Error(body.message), { status: response.status })
    return body.result
  }
  return {
    /** @returns {Promise<{ workspace_id: string, used_bytes: number, quota_bytes: number }>} */
    drive: () => call('/workspaces/drive'),
    /** @param {File} file */
    async upload(file) {
      const { workspace_id } = await call('/workspaces/drive')
      const form = new FormData()
      form.append('workspace_id', workspace_id)
      form.append('file', file)
      return call('/documents/upload', { method: 'POST', body: form })
    },
    /** @param {string} documentId */
    async read(documentId) {
      const response = await fetch(`${baseUrl}/documents/stream?document_id=${documentId}`, { headers: { authorization: `Bearer ${token}` } })
      return response.text()
    },
  }
}

/**
 * Signs in with an API key, as the app's login does.
 * @param {string} baseUrl
 * @param {string} apiKey
 * @returns {Promise<string>} the access token
 */
export async function signIn(baseUrl, apiKey) {
  const response = await fetch(`${baseUrl}/auth/api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ api_key: apiKey }),
  })
  return (await response.json()).result.access_token
}
