import { describe, expect, it } from 'vitest'
import { createMock, MockOptionsError } from '../src/index.js'

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
