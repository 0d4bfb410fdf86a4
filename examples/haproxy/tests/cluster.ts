import { randomBytes } from 'node:crypto'
import { createMockClient } from 'doc-workspace-mock/client'

/** HAProxy, in front of the three shards (run.sh says where). */
export const BALANCER_URL = process.env.BALANCER_URL ?? 'http://127.0.0.1:4010'

/** The shards themselves, in HAProxy's order: shard 1 first. Asked directly, never through HAProxy. */
export const SHARD_URLS = (process.env.SHARD_URLS ?? '').split(',').filter(Boolean)
if (SHARD_URLS.length !== 3) throw new Error('SHARD_URLS must name the three shards: run the tests with run.sh')

/** The control client of each shard's own server: its default world, and its sessions. */
export const shards = SHARD_URLS.map((url) => createMockClient({ url }))

/** The control client through HAProxy, acting on the default world (shard 1's) or, with `.session(id)`, on a session's shard. */
export const balancer = createMockClient({ url: BALANCER_URL })

/** The ids of the workers' sessions: `worker-<parallel index>-<8 hex digits>`. */
export const WORKER_SESSION = /^worker-(\d+)-[0-9a-f]{8}$/

/** The names in `names` that another worker's session wrote: each name starts with the session id that wrote it. */
export const foreign = (names: string[], own: string): string[] =>
  names.filter((name) => WORKER_SESSION.test(name.split(' ')[0] ?? '') && !name.startsWith(`${own} `))

/** A session id no other run or test uses: `<prefix>-<8 hex digits>`. */
export const freshId = (prefix: string): string => `${prefix}-${randomBytes(4).toString('hex')}`

/** Where a session lives: each shard (numbered from 1) that holds it, with how many API requests it served there. */
export async function homesOf(id: string): Promise<Array<{ shard: number; served: number }>> {
  const lists = await Promise.all(shards.map((shard) => shard.sessions.list()))
  return lists.flatMap((sessions, index) => sessions.filter((session) => session.id === id).map(({ served }) => ({ shard: index + 1, served })))
}

/** Opens a session through HAProxy with one API request, named by the `/_s/<id>/` prefix; answers the shard it landed on. */
export async function open(id: string): Promise<number> {
  const response = await fetch(`${BALANCER_URL}/_s/${id}/teams`, { headers: { authorization: 'Bearer demo-token' } })
  if (response.status !== 200) throw new Error(`GET /_s/${id}/teams answered ${response.status}`)
  const homes = await homesOf(id)
  if (homes.length !== 1) throw new Error(`${id} lives on ${homes.length} shards`)
  return homes[0]!.shard
}

/**
 * A new session, opened through HAProxy, that lives on another shard than `avoid`: ids are tried
 * until one hashes elsewhere (a third of them on each shard, about), the others ended.
 */
export async function openElsewhere(prefix: string, avoid: number): Promise<{ id: string; shard: number }> {
  for (let tries = 0; tries < 40; tries++) {
    const id = freshId(prefix)
    const shard = await open(id)
    if (shard !== avoid) return { id, shard }
    await shards[shard - 1]!.sessions.end(id)
  }
  throw new Error(`40 session ids all hashed onto shard ${avoid}`)
}
