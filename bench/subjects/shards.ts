/**
 * The shards of the shards suite: `doc-workspace-mock serve` from the
 * packed build, through the bin its package.json names (as `npx
 * doc-workspace-mock serve` runs it), and the requests they are driven
 * with: by id, each naming a session.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { cannedFixtures } from '../../src/db/fixture-set.js'
import { SESSION_HEADER } from '../../src/sessions/schema.js'
import { sessionNames } from '../data/sessions.js'
import { freePort } from '../lib/child.js'
import type { Consumer } from '../lib/consumer.js'
import type { CheckedRequest } from '../lib/cpu-load.js'
import { spawnServer, type ServerProcess } from '../lib/processes.js'

/**
 * Starts `count` shards on free loopback ports, in parallel, each with
 * room for `maxSessions` sessions, stopping with the benchmark even if it
 * is killed (`--exit-with-parent`). Each is pushed onto `started` as it
 * answers, so that the caller stops every one that started.
 * @example
 * const shards = await startShards(consumer, 2, 74, started)
 */
export async function startShards(
  consumer: Consumer,
  count: number,
  maxSessions: number,
  started: ServerProcess[],
): Promise<Array<{ shard: ServerProcess; port: number }>> {
  const installed = join(consumer.dir, 'node_modules/doc-workspace-mock')
  const { bin } = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as { bin: Record<string, string> }
  const cli = join(installed, bin['doc-workspace-mock'] ?? '')
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' }
  delete env.NODE_OPTIONS // as a user's shell starts it: no loader of the benchmark's
  const starting = Array.from({ length: count }, async (_, i) => {
    const port = await freePort()
    const args = [
      cli,
      'serve',
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--quiet',
      '--max-sessions',
      String(maxSessions),
      '--exit-with-parent',
    ]
    const shard = await spawnServer(`shard ${i + 1}`, process.execPath, args, {
      url: `http://127.0.0.1:${port}`,
      probe: '/',
      cwd: consumer.dir,
      env,
    })
    started.push(shard)
    return { shard, port }
  })
  const settled = await Promise.allSettled(starting)
  const failed = settled.find((result): result is PromiseRejectedResult => result.status === 'rejected')
  if (failed) throw failed.reason
  return settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
}

/**
 * The requests: Get Document Info on the active documents of the canned
 * workspaces of the demo token's teams, with that token, the i-th naming
 * session i (`worker-<i>`); each with the answer the shard gives without a
 * session (a session starts as a copy of the same world), checked to be a
 * success for the document asked for.
 * @example
 * const requests = await sessionRequests(shard, 64)
 */
export async function sessionRequests(shard: ServerProcess, sessions: number): Promise<CheckedRequest[]> {
  const [acme] = cannedFixtures()
  const user = acme?.tokens.find((token) => token.access_token === 'demo-token')?.user_id
  const teams = new Set(acme?.members.filter((member) => member.user_id === user).map((member) => member.team_id))
  const workspaces = new Set(
    acme?.workspaces
      .filter((workspace) => workspace.team_id !== null && teams.has(workspace.team_id))
      .map((workspace) => workspace.workspace_id),
  )
  const ids = (acme?.documents ?? [])
    .filter((document) => document.status === 'active' && workspaces.has(document.workspace_id))
    .map((document) => document.document_id)
  if (ids.length === 0) throw new Error('no canned document to ask for')
  const headers = { authorization: 'Bearer demo-token' }
  const bodies = await Promise.all(
    ids.map(async (id) => {
      const response = await fetch(`${shard.url}/documents/info?document_id=${id}`, { headers })
      const body = await response.text()
      if (response.status !== 200 || !body.startsWith('{"success":true') || !body.includes(`"document_id":"${id}"`))
        throw new Error(`${shard.name} answered Get Document Info ${response.status}: ${body.slice(0, 300)}`)
      return body
    }),
  )
  return sessionNames(sessions).many.map((session, i) => ({
    path: `/documents/info?document_id=${ids[i % ids.length] as string}`,
    headers: { ...headers, [SESSION_HEADER]: session },
    body: bodies[i % ids.length] as string,
  }))
}

/**
 * How many sessions a shard holds, by its own `GET /__mock/sessions`.
 * @example
 * const onShard2 = await sessionsOn(shard2)
 */
export async function sessionsOn(shard: ServerProcess): Promise<number> {
  const response = await fetch(`${shard.url}/__mock/sessions`)
  if (!response.ok) throw new Error(`${shard.name}: GET /__mock/sessions answered ${response.status}`)
  return ((await response.json()) as { result: { total: number } }).result.total
}
