// Run as a child process, in a realm that refuses to generate code (`node --disallow-code-generation-from-strings`,
// as a strict CSP or a Cloudflare Worker does): zod set jitless before the mock loads, as such an app sets it
// (unless REALM_JITLESS=0).
// Creates a team through the mock's Fetch handler, reads it back, sends a bad one, and prints what came, with
// every `new Function` that was asked for (each one throws an EvalError here, and a CSP would report it).
import { z } from 'zod'

if (process.env.REALM_JITLESS !== '0') z.config({ jitless: true })
const asked: string[] = []
const record = (args: unknown[]): void => void asked.push(String(args.at(-1)).slice(0, 120))
globalThis.Function = new Proxy(Function, {
  construct: (target, args, newTarget) => (record(args), Reflect.construct(target, args, newTarget)),
  apply: (target, self, args: unknown[]) => (record(args), Reflect.apply(target, self, args)),
})

const { createMock } = await import('../../../src/index.js')
const mock = createMock({ baseUrl: 'https://api.example.test/v1' })
async function call(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }
  const init = { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }
  const response = await mock.handle(new Request(`https://api.example.test/v1${path}`, init))
  if (!response) throw new Error(`${method} ${path}: the mock did not answer`)
  return { status: response.status, body: await response.json() }
}

const login = await call('POST', '/auth/api-key', { api_key: 'demo-api-key' })
const token = (login.body as { result: { access_token: string } }).result.access_token
const created = await call('POST', '/teams/create', { name: '  No eval  ', description: 'CSP' }, token)
const teamId = (created.body as { result?: { team_id?: string } }).result?.team_id ?? ''
const read = await call('GET', `/teams/info?team_id=${teamId}`, undefined, token)
const refused = await call('POST', '/teams/create', { name: 5 }, token)
process.stdout.write(JSON.stringify({ asked, created, read, refused }))
