import { describe, expect, it } from 'vitest'
import { checkRecordCheckParity } from './support/checks/record-check-parity.js'
import { createDb, restoreDb, snapshotDb } from '../src/db/db.js'
import { cannedFixtures, loadFixtures } from '../src/db/fixture-set.js'

/** The store under the API: what a seed, a snapshot and a bulk load guarantee. */
describe('the store', () => {
  it('checks bulk loads exactly as zod does: the compiled check never accepts what zod rejects', () => {
    const { cases } = checkRecordCheckParity()
    expect(cases).toBeGreaterThan(10_000)
  })

  it('loads the same records, and refuses the same ones with the same error, with the compiled check as with zod alone', () => {
    const [compiled, zodOnly] = [createDb(), createDb(undefined, { bulkCheck: 'zod' })]
    // A caller's copies, checked as any caller's records (the shared canned sets are proven, and stored without a check).
    for (const db of [compiled, zodOnly]) loadFixtures(db, cannedFixtures())
    for (const name of Object.keys(compiled) as Array<keyof typeof compiled>) {
      expect(zodOnly[name].all(), name).toEqual(compiled[name].all())
    }
    const [document] = compiled.documents.all()
    const bad = { ...document!, document_id: '00000000-0000-4000-8000-000000000002', size_bytes: -1 }
    const errorOf = (db: typeof compiled) => {
      try {
        db.documents.insertMany([bad])
      } catch (error) {
        return String(error)
      }
      return 'accepted'
    }
    expect(errorOf(compiled)).toMatch(/size_bytes/)
    expect(errorOf(zodOnly)).toBe(errorOf(compiled))
  })

  it('loads a set all or none: one bad record leaves the table as it was', () => {
    const db = createDb()
    loadFixtures(db, cannedFixtures())
    const before = db.documents.count()
    const [first, second] = db.documents.all()
    const fresh = { ...first!, document_id: '00000000-0000-4000-8000-000000000001' }
    expect(() => db.documents.insertMany([fresh, { ...second!, document_id: 'not-a-uuid' }])).toThrow()
    expect(() => db.documents.insertMany([fresh, { ...second! }])).toThrow(/Duplicate key/)
    expect(db.documents.count()).toBe(before)
    expect(db.documents.get(fresh.document_id)).toBeUndefined()
  })

  it('keeps a snapshot intact through any number of write and restore cycles', () => {
    const db = createDb()
    loadFixtures(db, cannedFixtures())
    const seed = snapshotDb(db)
    const seedJson = JSON.stringify([db.teams.all(), db.documents.all(), db.documents.by('workspace', db.documents.all()[0]!.workspace_id)])
    for (let round = 0; round < 3; round++) {
      const [team] = db.teams.all()
      db.teams.update(team!.team_id, { name: `Round ${round}` })
      const [document] = db.documents.all()
      db.documents.update(document!.document_id, { status: 'archived', archived_at: '2026-01-15T09:00:00.000Z' })
      db.documents.delete(db.documents.all()[1]!.document_id)
      restoreDb(db, seed)
      expect(JSON.stringify([db.teams.all(), db.documents.all(), db.documents.by('workspace', db.documents.all()[0]!.workspace_id)])).toBe(
        seedJson,
      )
    }
  })

  it('keeps its partial indexes and slices in step with the full listing', () => {
    const db = createDb()
    loadFixtures(db, cannedFixtures())
    const workspaceId = db.documents.all()[0]!.workspace_id
    const inWorkspace = db.documents.by('workspace', workspaceId)
    const archived = inWorkspace.filter((d) => d.status === 'archived')
    expect(db.documents.countBy('archivedWorkspace', workspaceId)).toBe(archived.length)
    expect(db.documents.slice('workspace', workspaceId, 1, 4)).toEqual(inWorkspace.slice(1, 4))
    expect(db.documents.slice('workspace', workspaceId, 0, 100, (d) => d.status === 'active')).toEqual(
      inWorkspace.filter((d) => d.status === 'active'),
    )
  })
})
