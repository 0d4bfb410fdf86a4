import { describe, expect, it } from 'vitest'
import { EnvelopeResponse } from '../src/http/envelope-response.js'
import { fetchRequestOf } from '../src/http/request-of.js'
import { ServedRequest } from '../src/http/served-request.js'

const URL_ = 'http://localhost:4010/teams/update?team_id=t1'
const BODY = new TextEncoder().encode('{"name":"Platform"}')
const HEADERS = { 'content-type': 'application/json', 'x-api-key': 'k' }

/** The served request and the Fetch `Request` it stands for, made of the same parts. */
const pair = (): [Request, Request] => [
  new ServedRequest({ method: 'PUT', url: URL_, headers: new Headers(HEADERS), body: BODY, signal: () => new AbortController().signal }),
  new Request(URL_, { method: 'PUT', headers: HEADERS, body: BODY }),
]

/** What a reader sees of a request or a response, member by member (the body as its text). */
async function seen(message: Request | Response): Promise<Record<string, unknown>> {
  const members =
    message instanceof Request
      ? ['method', 'url', 'cache', 'credentials', 'destination', 'integrity', 'keepalive', 'mode', 'redirect', 'referrer', 'referrerPolicy']
      : ['type', 'url', 'redirected', 'status', 'ok', 'statusText']
  const values = Object.fromEntries(members.map((name) => [name, message[name as keyof typeof message]]))
  const body = message.body === null ? null : await new Response(message.body).text()
  return { ...values, headers: [...message.headers], body, bodyUsed: message.bodyUsed }
}

describe("the standalone server's light request", () => {
  it('is a Request, member for member, its body a stream of the bytes read', async () => {
    const [light, real] = pair()
    expect(light).toBeInstanceOf(Request)
    expect(await seen(light)).toEqual(await seen(real))
  })

  it('is read once, as a Request is: a second read and a clone after it are refused with the same TypeError', async () => {
    for (const request of pair()) {
      expect(await request.json()).toEqual({ name: 'Platform' })
      expect(request.bodyUsed).toBe(true)
      await expect(request.text()).rejects.toBeInstanceOf(TypeError)
      expect(() => request.clone()).toThrow(TypeError)
    }
  })

  it('is handed to code outside the mock as the runtime’s own Request, which fetch takes', async () => {
    const [light] = pair()
    const own = fetchRequestOf(light)
    expect(Object.getPrototypeOf(own)).toBe(Request.prototype)
    expect(await own.text()).toBe('{"name":"Platform"}')
  })
})

describe('the envelope answer', () => {
  const text = '{"success":true,"data":{}}'
  const make = (): [Response, Response] => [
    new EnvelopeResponse(200, { 'content-type': 'application/json' }, text),
    new Response(text, { status: 200, headers: { 'content-type': 'application/json' } }),
  ]

  it('is a Response, member for member, with the body it carries (never a null body)', async () => {
    const [light, real] = make()
    expect(light).toBeInstanceOf(Response)
    expect(light.body).not.toBeNull()
    expect(await seen(light)).toEqual(await seen(real))
  })

  it('is read once, as a Response is', async () => {
    for (const response of make()) {
      expect(await response.json()).toEqual({ success: true, data: {} })
      await expect(response.arrayBuffer()).rejects.toBeInstanceOf(TypeError)
      expect(() => response.clone()).toThrow(TypeError)
    }
  })

  it('reads the same through a clone and through its stream', async () => {
    const [light] = make()
    expect(await light.clone().text()).toBe(text)
    expect(await new Response(light.body).text()).toBe(text)
    expect(light.bodyUsed).toBe(true)
  })
})
