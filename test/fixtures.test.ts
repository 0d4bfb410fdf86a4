import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import files from '../fixtures/files.json' with { type: 'json' }
import { createDb } from '../src/db/db.js'
import {
  cannedFixtures,
  FixtureError,
  loadFixtures,
  parseFixtureSet,
  sharedCannedFixtures,
  type FixtureSet,
} from '../src/db/fixture-set.js'
import { createMock, defineScenario } from '../src/index.js'
import { fixtures } from './support/fixtures.js'

const clone = <T>(value: T): T => structuredClone(value)

describe('the canned fixtures', () => {
  it('hold Acme with three teams, every role, folders three deep and about thirty documents', () => {
    const [acme, globex] = cannedFixtures()
    expect(acme?.accounts[0]?.name).toBe('Acme')
    expect(acme?.teams).toHaveLength(3)
    expect(new Set(acme?.members.map((m) => m.role))).toEqual(new Set(['owner', 'admin', 'editor', 'viewer']))
    const parents = new Map(acme?.folders.map((f) => [f.folder_id, f.parent_id]))
    const depth = (id: string | null): number => (id === null ? 0 : 1 + depth(parents.get(id) ?? null))
    expect(Math.max(...(acme?.folders.map((f) => depth(f.folder_id)) ?? []))).toBeGreaterThanOrEqual(3)
    expect(acme?.documents.length).toBeGreaterThanOrEqual(25)
    expect(new Set(acme?.documents.map((d) => d.mime_type))).toEqual(new Set(['application/pdf', 'image/png', 'text/plain', 'text/csv']))
    expect(acme?.workspaces.some((w) => w.team_id === null)).toBe(true)
    expect(globex?.teams).toHaveLength(1)
  })

  it('pass every check of a fixture file unchanged, as the mock loads them without parsing them again', () => {
    const [acme, globex] = sharedCannedFixtures()
    expect(parseFixtureSet('fixtures/acme.json', fixtures.acme, files)).toStrictEqual(acme)
    expect(parseFixtureSet('fixtures/globex.json', fixtures.globex, files)).toStrictEqual(globex)
  })

  it('load into the store exactly as a load that checks every record: the same records, copied and frozen', () => {
    const [trusted, checked] = [createDb(), createDb(undefined, { bulkCheck: 'zod' })]
    loadFixtures(trusted, sharedCannedFixtures())
    loadFixtures(checked, cannedFixtures())
    for (const name of Object.keys(trusted) as Array<keyof typeof trusted>)
      expect(trusted[name].all(), name).toStrictEqual(checked[name].all())
    const [entry] = trusted.teamLogs.all()
    const canned = sharedCannedFixtures()[0]?.team_logs.find((log) => log.log_id === entry?.log_id)
    expect(entry).not.toBe(canned)
    expect(entry?.actor).not.toBe(canned?.actor)
    expect(Object.isFrozen(entry) && Object.isFrozen(entry?.actor)).toBe(true)
  })

  it('are shared frozen at every depth, and handed to a caller as a copy of its own', () => {
    const [shared] = sharedCannedFixtures()
    const log = shared?.team_logs[0]
    expect([shared, shared?.teams, shared?.teams[0], log, log?.actor].every((value) => Object.isFrozen(value))).toBe(true)
    const [mine, again] = [cannedFixtures(), cannedFixtures()]
    expect(mine).toStrictEqual(again)
    expect(mine[0]?.teams[0]).not.toBe(again[0]?.teams[0])
    expect(Object.isFrozen(mine[0]?.teams[0])).toBe(false)
  })

  it('are checked as any other records when loaded into a table of another kind', () => {
    const db = createDb()
    const [acme] = sharedCannedFixtures()
    expect(() => db.teams.insertMany((acme?.documents ?? []) as never[])).toThrow()
  })

  it('keep files.json byte for byte equal to the sample files', () => {
    const names = readdirSync(new URL('../fixtures/files/', import.meta.url)).sort()
    expect(Object.keys(files).sort()).toEqual(names)
    for (const name of names) {
      const onDisk = readFileSync(new URL(`../fixtures/files/${name}`, import.meta.url))
      expect(Buffer.from((files as Record<string, string>)[name] as string, 'base64').equals(onDisk), name).toBe(true)
    }
  })

  it('hold real files: a PDF, a PNG, text and CSV', () => {
    const bytes = (name: string) => readFileSync(new URL(`../fixtures/files/${name}`, import.meta.url))
    expect(bytes('quarterly-report.pdf').subarray(0, 5).toString()).toBe('%PDF-')
    expect(bytes('quarterly-report.pdf').toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true)
    expect([...bytes('logo.png').subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    expect(bytes('sales-2025.csv').toString().split('\n')[0]).toBe('date,region,product,units,revenue_usd')
  })
})

describe('a broken fixture', () => {
  it('fails loudly, naming the file and the field', () => {
    const broken = clone(fixtures.acme)
    ;(broken.documents[3] as { mime_type: string }).mime_type = 'not a mime type'
    expect(() => parseFixtureSet('fixtures/acme.json', broken, files)).toThrow(FixtureError)
    expect(() => parseFixtureSet('fixtures/acme.json', broken, files)).toThrow(/^fixtures\/acme\.json: documents\[3\]\.mime_type: /)
  })

  it('fails on a dangling reference or a size that does not match its file', () => {
    const dangling = clone(fixtures.acme)
    ;(dangling.members[0] as { team_id: string }).team_id = '00000000-0000-4000-8000-000000000000'
    expect(() => parseFixtureSet('fixtures/acme.json', dangling, files)).toThrow(/members\[0\]\.team_id: no team/)
    const wrongSize = clone(fixtures.acme)
    ;(wrongSize.documents[0] as { size_bytes: number }).size_bytes += 1
    expect(() => parseFixtureSet('fixtures/acme.json', wrongSize, files)).toThrow(/documents\[0\]\.size_bytes/)
    const missingFile = clone(fixtures.acme)
    ;(missingFile.documents[0] as { file: string }).file = 'nope.bin'
    expect(() => parseFixtureSet('fixtures/acme.json', missingFile, files)).toThrow(/documents\[0\]\.file: no sample file/)
  })
})

describe('loadFixtures with sample files of its own', () => {
  const [acme, globex] = cannedFixtures() as [FixtureSet, FixtureSet]
  const readme = acme.documents.find((d) => d.file === 'readme.txt') as FixtureSet['documents'][number]
  const mockLoading = (name: string, sets: readonly FixtureSet[], blobs: Record<string, string>) =>
    createMock({
      baseUrl: 'https://files.test',
      scenarios: [defineScenario({ name, description: name, seed: (state) => loadFixtures(state.db, sets, blobs) })],
      scenario: name,
    })
  const streamed = async (mock: ReturnType<typeof createMock>, documentId: string) => {
    const url = `https://files.test/documents/stream?document_id=${documentId}`
    const response = (await mock.handle(new Request(url, { headers: { authorization: 'Bearer demo-token' } }))) as Response
    return Buffer.from(await response.arrayBuffer()).toString()
  }

  it('stores the bytes of its own files, even under the name of a canned one', async () => {
    const canned = mockLoading('canned-files', [acme, globex], files)
    const own = (files as Record<string, string>)['readme.txt'] as string
    const text = Buffer.from(own, 'base64').toString().replace(/[^\n]/g, 'x')
    const mine = mockLoading('own-files', [acme, globex], { ...files, 'readme.txt': Buffer.from(text).toString('base64') })
    expect(await streamed(canned, readme.document_id)).toBe(Buffer.from(own, 'base64').toString())
    expect(await streamed(mine, readme.document_id)).toBe(text)
  })

  it('names the document whose file is missing', () => {
    const missing = { ...acme, documents: acme.documents.map((d, i) => (i === 2 ? { ...d, file: 'nope.bin' } : d)) }
    expect(() => mockLoading('missing-file', [missing], files)).toThrow(FixtureError)
    expect(() => mockLoading('missing-file', [missing], files)).toThrow('documents[2].file: no sample file nope.bin')
    expect(() => mockLoading('inherited-name', [{ ...acme, documents: [{ ...readme, file: 'constructor' }] }], files)).toThrow(
      'no sample file constructor',
    )
  })

  it('names a sample file that is not base64', () => {
    expect(() => mockLoading('not-base64', [acme], { ...files, 'readme.txt': '*not base64*' })).toThrow(FixtureError)
  })
})
