import { describe, expect, it } from 'vitest'
import { checkInputCheckParity } from './support/checks/input-check-parity.js'
import * as z from 'zod'
import { toFieldErrors } from '../src/http/field-errors.js'
import { validateInput } from '../src/http/input.js'
import { ApiError } from '../src/http/api-error.js'
import { fixtures } from './support/fixtures.js'
import { useSignedIn } from './support/mock.js'

const { mock, api } = useSignedIn()
const { engineering, platform } = fixtures
const teamCount = () => mock.db.teams.count()

describe('the field errors of a 400', () => {
  it('says what was expected and what came for a field of the wrong type', async () => {
    const before = teamCount()
    const { status, body } = await api.post('/teams/create', { name: 5 })
    expect(status).toBe(400)
    expect(body).toEqual({
      success: false,
      message: 'Validation failed',
      result: null,
      errors: [{ field: 'name', message: 'Expected a string, got a number' }],
      except: null,
    })
    expect(teamCount()).toBe(before)
    for (const [value, got] of [
      [null, 'null'],
      [true, 'a boolean'],
      [[], 'an array'],
      [{}, 'an object'],
    ] as const) {
      expect((await api.post('/teams/create', { name: value })).body.errors).toEqual([
        { field: 'name', message: `Expected a string, got ${got}` },
      ])
    }
  })

  it('keeps Required for a field that is absent, and only for that', async () => {
    expect((await api.post('/teams/create', {})).body.errors).toEqual([{ field: 'name', message: 'Required' }])
    expect((await api.put('/teams/update', { team_id: 7, name: 'X' })).body.errors).toEqual([
      { field: 'team_id', message: 'Expected a string, got a number' },
    ])
  })

  it('shows the query value that is not a number', async () => {
    expect((await api.get('/teams', { page: 'abc' })).body.errors).toEqual([{ field: 'page', message: 'Expected a number, got "abc"' }])
    expect((await api.get('/teams', { page_size: '1.5' })).body.errors).toEqual([
      { field: 'page_size', message: 'Expected a whole number, got "1.5"' },
    ])
    expect((await api.get('/teams', { page_size: 0 })).body.errors).toEqual([{ field: 'page_size', message: 'Must be between 1 and 100' }])
  })

  it('names each bad field once, in the order of the schema', async () => {
    const { body } = await api.post('/teams/members/add', { team_id: 'nope', email: 5, role: 'boss' })
    expect(body.errors).toEqual([
      { field: 'team_id', message: 'Must be a UUID' },
      { field: 'email', message: 'Expected a string, got a number' },
      { field: 'role', message: 'Expected one of "owner", "admin", "editor" or "viewer", got "boss"' },
    ])
    const long = await api.post('/folders/create', { workspace_id: platform.workspace_id, name: '\u0007'.repeat(300) })
    expect(long.body.errors).toEqual([{ field: 'name', message: 'Must be at most 255 characters' }])
  })

  it('words the limits of a field the schema does not word itself', async () => {
    const { body } = await api.put('/teams/update', { team_id: engineering.team_id, name: 'x'.repeat(121) })
    expect(body.errors).toEqual([{ field: 'name', message: 'Must be at most 120 characters' }])
  })

  it('says a multipart file field that holds text is not a file', async () => {
    const form = new FormData()
    form.append('file', 'just text')
    form.append('workspace_id', platform.workspace_id)
    const { status, body } = await api.send('POST', '/documents/upload', { raw: form })
    expect(status).toBe(400)
    expect(body.errors).toEqual([{ field: 'file', message: 'Expected a file, got a string' }])
  })
})

describe('toFieldErrors', () => {
  const Contacts = z.object({ items: z.array(z.object({ email: z.email(), tags: z.array(z.string()) })) })

  it('names a nested field by its deepest path, positions in brackets', () => {
    const input = {
      items: [
        { email: 'a@b.test', tags: [] },
        { email: 'c@d.test', tags: ['x', 4] },
        { email: 'nope', tags: [] },
      ],
    }
    const error = () => validateInput(Contacts, input)
    expect(error).toThrow(ApiError)
    try {
      error()
    } catch (thrown) {
      expect((thrown as ApiError).errors).toEqual([
        { field: 'items[1].tags[1]', message: 'Expected a string, got a number' },
        { field: 'items[2].email', message: 'Must be an email address' },
      ])
    }
  })

  it("reads a union's complaint from its deepest branch", () => {
    const Target = z.object({ to: z.union([z.literal('root'), z.object({ folder_id: z.guid() })]) })
    const result = Target.safeParse({ to: { folder_id: 'x' } })
    expect(result.success).toBe(false)
    expect(toFieldErrors(result.error!, { to: { folder_id: 'x' } })).toEqual([{ field: 'to.folder_id', message: 'Invalid GUID' }])
  })

  it('tells absent from ill-typed without the input when zod reports it', () => {
    const result = z.object({ a: z.string(), b: z.string() }).safeParse({ b: 1 }, { reportInput: true })
    expect(toFieldErrors(result.error!)).toEqual([
      { field: 'a', message: 'Required' },
      { field: 'b', message: 'Expected a string, got a number' },
    ])
  })

  it("reads every operation's query and body exactly as zod does, the fast check taking each one's good input", () => {
    // Defaults filled, absent optional keys left out, numbers read from text, strings trimmed: or zod decides.
    const { cases, schemas, unsureOfGood } = checkInputCheckParity()
    expect(schemas).toBeGreaterThanOrEqual(29)
    expect(cases).toBeGreaterThan(3000)
    expect(unsureOfGood).toEqual([])
  })
})
