import { beforeEach, describe, expect, it } from 'vitest'
import type { Client } from './support/client.js'
import { treeState, workspaceId } from './support/files.js'
import { useMock } from './support/mock.js'

const { mock, login } = useMock()
const PLATFORM = workspaceId('Platform')

let api: Client
beforeEach(async () => {
  api = await login()
})

const form = (): FormData => {
  const body = new FormData()
  body.append('workspace_id', PLATFORM)
  body.append('file', new File(['hello'], 'hello.txt', { type: 'text/plain' }))
  return body
}

describe('a body of the wrong kind', () => {
  it('is refused at upload naming the Content-Type that arrived (a form sent urlencoded, as by axios), changing nothing', async () => {
    const before = treeState(mock.db)
    const urlencoded = await api.send('POST', '/documents/upload', { raw: new URLSearchParams({ workspace_id: PLATFORM }) })
    expect(urlencoded.status).toBe(400)
    expect(urlencoded.body).toMatchObject({ success: false, message: 'Validation failed', result: null, except: null })
    expect(urlencoded.body.errors).toEqual([
      { field: 'body', message: 'Expected a multipart/form-data body, got application/x-www-form-urlencoded' },
    ])
    const none = await api.send('POST', '/documents/upload', { raw: new Uint8Array([1, 2, 3]) })
    expect(none.body.errors).toEqual([{ field: 'body', message: 'Expected a multipart/form-data body, got no Content-Type' }])
    expect(treeState(mock.db)).toEqual(before)
  })

  it('says a multipart Content-Type set by hand lacks its boundary', async () => {
    const handSet = await api.send('POST', '/documents/upload', { raw: form(), headers: { 'content-type': 'multipart/form-data' } })
    expect(handSet.status).toBe(400)
    expect(handSet.body.errors).toEqual([
      {
        field: 'body',
        message:
          'Expected a multipart/form-data body, got multipart/form-data without a boundary: a Content-Type set by hand; leave it to the client, which adds the boundary for a FormData',
      },
    ])
  })

  it('is refused where JSON belongs naming the form that arrived, not called malformed JSON', async () => {
    const multipart = await api.send('POST', '/teams/create', { raw: form() })
    expect(multipart.status).toBe(400)
    expect(multipart.body.errors).toEqual([{ field: 'body', message: 'Expected a JSON body, got multipart/form-data' }])
    const urlencoded = await api.send('POST', '/teams/create', { raw: new URLSearchParams({ name: 'Ops' }) })
    expect(urlencoded.body.errors).toEqual([{ field: 'body', message: 'Expected a JSON body, got application/x-www-form-urlencoded' }])
    expect(mock.db.teams.findFirst((q) => q.where({ name: 'Ops' }))).toBeUndefined()
  })
})
