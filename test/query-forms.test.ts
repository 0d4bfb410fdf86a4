import { describe, expect, it } from 'vitest'
import { createMock } from '../src/index.js'

describe("a store query in another library's form", () => {
  const mock = createMock()

  it.each(['findFirst', 'findMany'] as const)("%s refuses @msw/data 0.x's object form, saying which form to use", (method) => {
    const query = { where: { name: { equals: 'Notes' } } } as never
    expect(() => mock.db.documents[method](query)).toThrow(TypeError)
    expect(() => mock.db.documents[method](query)).toThrow(
      `${method} takes a function of the query, as in @msw/data 1.x: ${method}((q) => q.where({ name: 'Notes' })), not { where: … } (@msw/data 0.x)`,
    )
  })

  it('answers the same records in the form it names', () => {
    const [first] = mock.db.documents.all()
    expect(mock.db.documents.findFirst((q) => q.where({ name: first!.name }))).toEqual(first)
    expect(mock.db.documents.findMany((q) => q.where({ name: first!.name }))).toContainEqual(first)
  })
})
