import { File as NodeFile } from 'node:buffer'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { setupMockServer } from '../../src/adapters/node/node.js'
import { driveOf } from '../support/files.js'
import { fixtures } from '../support/fixtures.js'

/**
 * Runs in Vitest's `jsdom` environment without the setup file of docs/dom-environments.md: jsdom's
 * own File and FormData reach Node's fetch as the text of an object, never as
 * the file. The mock refuses them, says what arrived and where the fix is, and
 * stores nothing.
 */
const BASE = 'https://api.example.test'
const mock = setupMockServer({ baseUrl: BASE })
beforeAll(() => mock.listen({ onUnhandledRequest: 'error' }))
afterEach(() => mock.reset())
afterAll(() => mock.close())

const DRIVE = driveOf(fixtures.alice.user_id)
const FIX = 'see the section "DOM test environments" of doc-workspace-mock\'s README.md'

async function upload(
  file: Blob,
): Promise<{ status: number; body: { message: string; errors: Array<{ field: string; message: string }> } }> {
  const form = new FormData()
  form.append('workspace_id', DRIVE)
  form.append('file', file)
  const response = await fetch(`${BASE}/documents/upload`, { method: 'POST', headers: { authorization: 'Bearer demo-token' }, body: form })
  return { status: response.status, body: await response.json() }
}

describe('an upload from jsdom without the setup file', () => {
  it('is refused with 400, not stored as a 9-byte "blob" holding "undefined", when the File is jsdom\'s', async () => {
    const before = mock.db.documents.count()
    const { status, body } = await upload(new File(['Agenda: launch'], 'agenda.txt', { type: 'text/plain' }))
    expect(status).toBe(400)
    expect(body.message).toBe('Validation failed')
    expect(body.errors).toEqual([
      {
        field: 'file',
        message:
          'Expected a file, got the text "undefined" (9 bytes) in a file named "blob": ' +
          `the File or FormData of a DOM test environment (jsdom) that did not reach fetch whole; ${FIX}`,
      },
    ])
    expect(mock.db.documents.count()).toBe(before)
    // The answer docs/dom-environments.md shows, as it is.
    expect(readFileSync(fileURLToPath(import.meta.resolve('../../docs/dom-environments.md')), 'utf8')).toContain(
      `\`\`\`json\n${JSON.stringify(body)}\n\`\`\``,
    )
  })

  it('is refused the same way through XMLHttpRequest, as axios sends it', async () => {
    const form = new FormData()
    form.append('workspace_id', DRIVE)
    form.append('file', new File(['Agenda: launch'], 'agenda.txt', { type: 'text/plain' }))
    const request = new XMLHttpRequest()
    request.open('POST', `${BASE}/documents/upload`)
    request.setRequestHeader('authorization', 'Bearer demo-token')
    const answered = new Promise<void>((resolve, reject) => Object.assign(request, { onload: resolve, onerror: reject }))
    request.send(form)
    await answered
    expect(request.status).toBe(400)
    expect(JSON.parse(request.responseText).errors[0].message).toMatch(
      /^Expected a file, got the text "undefined" \(9 bytes\) in a file named "blob": .*"DOM test environments" of doc-workspace-mock.s README\.md$/,
    )
    expect(mock.db.documents.findMany((q) => q.where({ name: 'blob' }))).toEqual([])
  })

  it('is refused with 400 saying "[object File]" arrived when only File is Node\'s (jsdom\'s FormData takes it for text)', async () => {
    const before = mock.db.documents.count()
    const { status, body } = await upload(new NodeFile(['Agenda: launch'], 'agenda.txt', { type: 'text/plain' }) as Blob)
    expect(status).toBe(400)
    expect(body.errors).toEqual([
      {
        field: 'file',
        message: expect.stringMatching(
          /^Expected a file, got the text "\[object File\]" \(13 bytes\): .*"DOM test environments" of doc-workspace-mock.s README\.md$/,
        ),
      },
    ])
    expect(mock.db.documents.count()).toBe(before)
  })
})
