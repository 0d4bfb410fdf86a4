import { describe, expect, it } from 'vitest'
import { INVALID_TOKEN } from './support/client.js'
import { checkAnswer, conformanceTally, createConformanceTally } from './support/conformance.js'
import { assertFitsContract, ContractError, type Exchange } from './support/contract.js'

const TEAM = '3f0e9c55-7c1e-4f2a-9a43-2a8f4a0d9b11'
const envelope = { success: true, message: 'Team deleted', result: { team_id: TEAM }, errors: null, except: null }
const ok: Exchange = {
  method: 'DELETE',
  path: '/teams/delete',
  status: 200,
  contentType: 'application/json',
  headers: new Headers({ 'content-type': 'application/json' }),
  body: envelope,
}
const fails = (exchange: Exchange, pattern: RegExp) => expect(() => assertFitsContract(exchange)).toThrow(pattern)

const STREAM_HEADERS = {
  'content-type': 'application/pdf',
  'content-length': '100',
  'content-range': 'bytes 0-99/4096',
  'content-disposition': 'inline; filename="Roadmap.pdf"; filename*=UTF-8\'\'Roadmap.pdf',
  'accept-ranges': 'bytes',
  etag: '"1000-4f9f2cab"',
  'cache-control': 'private, no-cache',
}
const range: Exchange = { method: 'GET', path: '/documents/stream', status: 206, contentType: 'application/pdf', headers: STREAM_HEADERS }
const without = (name: string): Record<string, string> => Object.fromEntries(Object.entries(STREAM_HEADERS).filter(([key]) => key !== name))

describe('the contract check of every answer the suite receives', () => {
  it('accepts an answer that fits its operation, status, headers and schema', () => {
    expect(() => assertFitsContract(ok)).not.toThrow()
    expect(() =>
      assertFitsContract({
        ...ok,
        status: 401,
        headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' },
        body: JSON.parse(INVALID_TOKEN),
      }),
    ).not.toThrow()
    expect(() => assertFitsContract(range)).not.toThrow()
  })

  it('fails a body that does not fit the schema of its status', () => {
    fails({ ...ok, body: { ...envelope, result: { team_id: 'not-a-uuid' } } }, /does not fit/)
    fails({ ...ok, body: { ...envelope, result: { team_id: TEAM, extra: 1 } } }, /does not fit/)
    fails(
      { ...ok, status: 401, headers: { 'WWW-Authenticate': 'Bearer' }, body: { ...JSON.parse(INVALID_TOKEN), message: 'Nope' } },
      /does not fit/,
    )
  })

  it('fails a status the operation does not declare', () => {
    fails({ ...ok, status: 409, body: { ...envelope, success: false, result: null } }, /does not declare/)
  })

  it('fails a header the document does not declare, and passes the exempt ones', () => {
    fails({ ...ok, headers: { 'x-powered-by': 'mock' } }, /header x-powered-by, which the OpenAPI document does not declare/)
    fails({ ...ok, headers: { etag: '"1-1"' } }, /header etag/)
    const exempt = {
      'access-control-allow-origin': '*',
      'access-control-expose-headers': 'ETag',
      vary: 'Origin',
      date: 'Tue, 01 Jan 2026 00:00:00 GMT',
      connection: 'keep-alive',
      'x-mock-scenario': 'default',
    }
    expect(() => assertFitsContract({ ...ok, headers: exempt })).not.toThrow()
    expect(() =>
      assertFitsContract({ ...ok, headers: { 'RateLimit-Limit': '10', 'RateLimit-Remaining': '3', 'RateLimit-Reset': '42' } }),
    ).not.toThrow()
  })

  it('fails an answer without a header the document requires, or with a value that does not fit', () => {
    fails({ ...range, headers: without('content-range') }, /without the header content-range/)
    fails({ ...range, headers: without('etag') }, /without the header etag/)
    fails({ ...range, headers: { ...STREAM_HEADERS, 'accept-ranges': 'none' } }, /accept-ranges: none, which does not fit/)
    fails({ ...ok, headers: { 'RateLimit-Remaining': 'many' } }, /ratelimit-remaining: many/)
    fails(
      { ...ok, status: 429, body: { ...envelope, success: false, message: 'Too many requests', result: null }, headers: {} },
      /without the header retry-after/,
    )
  })

  it('checks the answers of no operation: the envelope, and Allow on a 405', () => {
    const error = { success: false, message: 'Method not allowed', result: null, errors: null, except: null }
    const wrongMethod: Exchange = {
      method: 'PATCH',
      path: '/teams',
      status: 405,
      contentType: 'application/json',
      headers: { allow: 'GET' },
      body: error,
    }
    expect(() => assertFitsContract(wrongMethod)).not.toThrow()
    fails({ ...wrongMethod, headers: {} }, /without the header allow/)
    fails({ ...wrongMethod, status: 200 }, /no operation of the OpenAPI document is PATCH \/teams/)
  })

  it('accepts the stream in any media type a document can have, and fails bytes where JSON is declared', () => {
    expect(() =>
      assertFitsContract({ ...range, contentType: 'text/csv; charset=utf-8', headers: { ...STREAM_HEADERS, 'content-type': 'text/csv' } }),
    ).not.toThrow()
    expect(() => assertFitsContract({ ...range, contentType: 'application/x-made-up', headers: STREAM_HEADERS })).not.toThrow()
    fails({ ...ok, contentType: 'text/plain' }, /declares application\/json/)
  })

  it('counts every answer it checks, and those that failed', () => {
    const tally = createConformanceTally()
    tally.check(ok)
    expect(() => tally.check({ ...ok, status: 418 })).toThrow(ContractError)
    expect(tally.tally()).toEqual({ checked: 2, failed: 1 })
    const before = conformanceTally().checked
    checkAnswer(ok)
    expect(conformanceTally().checked).toBe(before + 1)
  })
})
