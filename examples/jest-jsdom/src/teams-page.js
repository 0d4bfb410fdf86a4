/** The code under test: two parts of a page, as a browser app would have them. */

/**
 * Draws the account's teams into `element`: a list, the empty state, or what went wrong.
 * @param {HTMLElement} element
 * @param {{ baseUrl: string, token: string }} api
 */
export async function showTeams(element, { baseUrl, token }) {
  const response = await fetch(`${baseUrl}/teams`, { headers: { authorization: `Bearer ${token}` } })
  const body = await response.json()
  const note = (role, text) => Object.assign(document.createElement('p'), { role, textContent: text })
  if (!body.success) return element.replaceChildren(note('alert', `The service answered ${response.status}`))
  if (body.result.total === 0) return element.replaceChildren(note('status', 'No teams yet'))
  const list = document.createElement('ul')
  list.append(...body.result.items.map((team) => Object.assign(document.createElement('li'), { textContent: team.name })))
  element.replaceChildren(list)
}

/**
 * Uploads a file with XMLHttpRequest (as pages that show upload progress do) and says how it went in `status`.
 * @param {HTMLElement} status
 * @param {File} file
 * @param {{ baseUrl: string, token: string, workspaceId: string }} api
 * @returns {Promise<void>} once the answer is shown
 */
export function uploadFile(status, file, { baseUrl, token, workspaceId }) {
  const form = new FormData()
  form.append('workspace_id', workspaceId)
  form.append('file', file)
  const xhr = new XMLHttpRequest()
  xhr.open('POST', `${baseUrl}/documents/upload`)
  xhr.setRequestHeader('authorization', `Bearer ${token}`)
  status.textContent = `Uploading ${file.name}…`
  return new Promise((resolve) => {
    xhr.onload = () => {
      status.textContent = xhr.status === 200 ? `Uploaded ${JSON.parse(xhr.responseText).result.name}` : `Upload failed (${xhr.status})`
      resolve()
    }
    xhr.onerror = () => {
      status.textContent = 'Upload failed (no connection)'
      resolve()
    }
    xhr.send(form)
  })
}
