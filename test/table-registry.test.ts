import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TABLE_NAMES, TABLES, type RecordTableName, type TableName } from '../src/db/record-tables.js'
import { formFields } from '../src/devtools/record-fields.js'
import { StateFile, StateFileError } from '../src/mock/state-file.js'
import { DEVTOOLS_KIT } from '../src/adapters/browser/devtools-kit.js'
import { createMock } from '../src/adapters/msw/create-mock.js'
import { startMockServer, type MockHttpServer } from '../src/adapters/server/server.js'

// Every list of tables the mock shows is the registry's: each surface is compared with it, so a place
// that lists tables on its own (and forgets one, or adds one) fails here.
const sorted = (names: Iterable<string>): string[] => [...names].sort()
const isReadable = (name: TableName): name is RecordTableName => !('bytes' in TABLES[name])
const readable = TABLE_NAMES.filter(isReadable)

let server: MockHttpServer
beforeAll(async () => {
  server = await startMockServer({ port: 0, quiet: true })
})
afterAll(() => server.close())

const records = async (table: string, url = server.url) => {
  const answer = await fetch(`${url}/__mock/records/${table}?page_size=1&page=1`)
  return { status: answer.status, body: (await answer.json()) as { message: string; result?: { total: number } } }
}
const put = (file: unknown) =>
  fetch(`${server.url}/__mock/state`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(file) })
/** A state file with no record in any table: loading it empties every table the loader knows of. */
const emptied = (file: StateFile): StateFile => {
  const tables = Object.fromEntries(Object.keys(file.tables).map((name) => [name, []]))
  return { ...file, tables: tables as unknown as StateFile['tables'] }
}

describe('the table registry', () => {
  it('is the state file: mock.exportState() writes every table of the registry and no other', () => {
    const mock = createMock()
    const file = mock.exportState()
    expect(sorted(Object.keys(file.tables))).toEqual(sorted(TABLE_NAMES))
    expect(Object.keys(StateFile.shape.tables.shape)).toEqual(TABLE_NAMES)
    // The store holds the same tables, each with the records the file carries.
    expect(sorted(Object.keys(mock.state.db))).toEqual(sorted(TABLE_NAMES))
    for (const name of TABLE_NAMES) expect(file.tables[name].length, name).toBe(mock.state.db[name].count())
  })

  it('is what GET /__mock/records serves: every table but the bytes, each with its records, and no other', async () => {
    const file = (await (await fetch(`${server.url}/__mock/state`)).json()) as StateFile
    for (const name of TABLE_NAMES) {
      const { status, body } = await records(name)
      if (isReadable(name)) expect([status, body.result?.total], name).toEqual([200, file.tables[name].length])
      else expect(status, name).toBe(404)
    }
    const unknown = await records('nope')
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe(`No table "nope". Tables: ${readable.join(', ')}`)
  })

  it('is what the devtools Data tab lists, each table with its key and references', () => {
    expect(Object.keys(DEVTOOLS_KIT.tables)).toEqual(readable)
    for (const name of readable) {
      const fields = formFields(DEVTOOLS_KIT, name)
      expect(
        fields.filter((field) => field.key).map((field) => field.path),
        name,
      ).toEqual([TABLES[name].key])
      const references = fields.filter((field) => field.references).map((field) => [field.path, field.references])
      expect(references, name).toEqual(TABLES[name].references)
    }
  })

  it('is what a state import reads: a file without any one table is refused, naming it', () => {
    const mock = createMock()
    for (const name of TABLE_NAMES) {
      const file = structuredClone(mock.exportState())
      const tables: Partial<Record<TableName, unknown>> = file.tables
      delete tables[name]
      let refusal: unknown = 'loaded'
      try {
        mock.importState(file)
      } catch (error) {
        refusal = error instanceof StateFileError ? error.errors : error
      }
      expect(refusal, name).toEqual([{ field: `tables.${name}`, message: 'Required' }])
    }
  })

  it('is what a state import writes: every table of the registry is replaced, none kept from before', async () => {
    const mock = createMock()
    // Every table's records come back as they went out (each keyed and checked by what the registry says of it)...
    const before = { ...mock.exportState(), exportedAt: undefined }
    mock.importState(structuredClone(mock.exportState()))
    expect({ ...mock.exportState(), exportedAt: undefined }).toEqual(before)
    // ...and none is kept from before.
    mock.importState(emptied(mock.exportState()))
    for (const name of TABLE_NAMES) expect(mock.state.db[name].count(), name).toBe(0)
    expect(Object.values(mock.exportState().tables).every((rows) => rows.length === 0)).toBe(true)
    // The same through the server: the state route, then the records route.
    const file = (await (await fetch(`${server.url}/__mock/state`)).json()) as StateFile
    expect((await put(emptied(file))).status).toBe(200)
    for (const name of readable) expect((await records(name)).body.result?.total, name).toBe(0)
    await fetch(`${server.url}/__mock/reset`, { method: 'POST' })
  })
})
