import { describe, expect, it, vi } from 'vitest'
import { createMock, MockOptionsError } from '../src/index.js'
import { setupMockServer } from '../src/adapters/node/node.js'
import { createMockApp } from '../src/app/fetch.js'

const BASE = 'https://options.test'
const teams = (mock: ReturnType<typeof createMock>) =>
  mock.handle(new Request(`${BASE}/teams`, { headers: { authorization: 'Bearer demo-token' } }))

describe('createMock options', () => {
  it('keeps as many journal entries as journalSize says, the newest', async () => {
    const small = createMock({ baseUrl: BASE, journalSize: 3 })
    for (let i = 0; i < 5; i++) await teams(small)
    expect(small.journal.list().map((entry) => entry.id)).toEqual([5, 4, 3])
    const none = createMock({ baseUrl: BASE, journalSize: 0 })
    await teams(none)
    expect(none.journal.list()).toEqual([])
    expect((await none.coverage()).summary.requests).toBe(1)
  })

  it.each([
    [{ journalSize: -1 }, 'createMock: journalSize: Too small: expected number to be >=0'],
    [{ journalSize: Number.NaN }, 'createMock: journalSize: Invalid input: expected number, received NaN'],
    [{ journalSize: 1.5 }, 'createMock: journalSize: Invalid input: expected int, received number'],
    [{ limits: { maxUploadBytes: -5 } }, 'createMock: limits.maxUploadBytes: Too small: expected number to be >=1'],
    [{ limits: { maxUploadByte: 5 } }, 'createMock: limits: Unrecognized key: "maxUploadByte"'],
    [{ sessions: { max: 0 } }, 'createMock: sessions.max: Too small: expected number to be >=1'],
    [{ sessions: { onEvict: 'log' } }, 'createMock: sessions.onEvict: Expected a function'],
    [{ seed: 42 }, 'createMock: seed: Invalid input: expected string, received number'],
    [{ baseUrl: '' }, 'createMock: baseUrl: Too small: expected string to have >=1 characters'],
    [{ coverage: 'off' }, 'createMock: coverage: Invalid input: expected boolean, received string'],
    [{ clock: { now: () => 0 } }, 'createMock: clock.advance: Expected a function'],
    [null, 'createMock: options: Invalid input: expected object, received null'],
  ])('refuses %j with an error naming the option', (options, message) => {
    expect(() => createMock(options as never)).toThrow(MockOptionsError)
    expect(() => createMock(options as never)).toThrow(message)
  })
})

describe('the options of every entry', () => {
  const entries = [
    ['createMock', (options: object) => createMock(options)],
    ['setupMockServer', (options: object) => setupMockServer(options)],
    ['createMockApp', (options: object) => createMockApp(options)],
  ] as const

  it.each(entries)('%s refuses a base URL without its scheme, saying how to write it', (entry, create) => {
    expect(() => create({ baseUrl: 'api.example.test' })).toThrow(MockOptionsError)
    if (entry === 'createMockApp') return
    expect(() => create({ baseUrl: 'api.example.test' })).toThrow(
      `${entry}: baseUrl: expected an absolute http(s) URL with no query or fragment, e.g. "https://api.example.test", got "api.example.test" (with its scheme: "https://api.example.test")`,
    )
  })

  it.each(entries)('%s names the option a Playwright user meant by baseURL', (entry, create) => {
    expect(() => create({ baseURL: 'https://api.example.test' })).toThrow(new MockOptionsError(`${entry}: baseURL: did you mean baseUrl?`))
  })

  it.each(entries)('%s lists its options for a name like none of them', (entry, create) => {
    const error = (() => {
      try {
        create({ port: 4010 })
      } catch (caught) {
        return caught as Error
      }
    })()
    expect(error).toBeInstanceOf(MockOptionsError)
    expect(error?.message).toMatch(new RegExp(`^${entry}: port: not an option of ${entry}; its options: baseUrl, scenario, scenarios, `))
  })

  it('refuses a path as the base URL where no page resolves it (Node), with the absolute URL to give', () => {
    expect(() => setupMockServer({ baseUrl: '/api' })).toThrow(
      new MockOptionsError(
        'setupMockServer: baseUrl: "/api" is a path, and no page is here to resolve it (MSW matches a relative URL against the page\'s location): give an absolute http(s) URL, e.g. "http://localhost:4010/api"',
      ),
    )
  })

  it.each(['localhost:4010', 'ftp://api.example.test', 'https://api.example.test/v1?key=1', '//api.example.test'])(
    'refuses the base URL %s, which no request would ever match',
    (baseUrl) => {
      expect(() => createMock({ baseUrl })).toThrow(/^createMock: baseUrl: expected an absolute http\(s\) URL/)
    },
  )

  it('takes a path as the base URL where a page resolves it, as MSW does, and answers below it', async () => {
    vi.stubGlobal('location', new URL('http://localhost:5173/app/'))
    try {
      const mock = createMock({ baseUrl: '/api' })
      const response = await mock.handle(
        new Request('http://localhost:5173/api/teams', { headers: { authorization: 'Bearer demo-token' } }),
      )
      expect(response?.status).toBe(200)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('refuses a baseUrl given to createMockApp, whose host decides the origin, pointing to basePath', () => {
    expect(() => createMockApp({ baseUrl: 'https://api.example.test' } as never)).toThrow(
      new MockOptionsError(
        "createMockApp: baseUrl: not an option here, as the host decides the origin: give the path with basePath, e.g. '/api'",
      ),
    )
  })

  it("takes each entry's own options beside the mock's", () => {
    expect(() => createMockApp({ basePath: '/api', host: '127.0.0.1', maxBodyBytes: 1024, scenario: 'empty-teams' })).not.toThrow()
    expect(() => setupMockServer({ baseUrl: 'https://api.example.test/v1', journalSize: 10 })).not.toThrow()
  })
})
