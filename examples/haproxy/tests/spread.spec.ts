import { expect, test } from '@playwright/test'
import { balancer, foreign, freshId, open, shards, WORKER_SESSION } from './cluster.js'

/** More sessions, opened here with the `/_s/<id>/` prefix, so that the spread is not down to six draws. */
const PROBES = 24

test("each worker's session lived on exactly one shard, the sessions spread over the shards, no cross-talk", async () => {
  // Each shard asked by its own URL: HAProxy would take a request that names no session to shard 1.
  const lists = await Promise.all(shards.map((shard) => shard.sessions.list()))
  const workers = lists.flatMap((sessions, index) =>
    sessions.filter(({ id }) => WORKER_SESSION.test(id)).map(({ id, served }) => ({ id, shard: index + 1, served })),
  )
  // One session for each of the six workers, none found on two shards.
  const ids = workers.map(({ id }) => id)
  expect(new Set(ids).size).toBe(ids.length)
  expect(ids.map((id) => Number(WORKER_SESSION.exec(id)?.[1])).sort()).toEqual([0, 1, 2, 3, 4, 5])
  for (const { served } of workers) expect(served).toBeGreaterThan(0)

  // Each session holds its own worker's teams, and none of another's.
  let crossTalk = 0
  for (const { id } of workers) {
    const names = (await balancer.session(id).records('teams')).map(({ name }) => name)
    expect(names.filter((name) => name.startsWith(`${id} `)).length).toBeGreaterThan(0)
    crossTalk += foreign(names, id).length
  }
  expect(crossTalk).toBe(0)

  // The spread: the workers' sessions and the probes together, on at least two shards.
  const probes = await Promise.all(
    Array.from({ length: PROBES }, async () => {
      const id = freshId('probe')
      return { id, shard: await open(id) }
    }),
  )
  const perShard = [1, 2, 3].map((shard) => ({
    shard,
    workers: workers.filter((session) => session.shard === shard).length,
    probes: probes.filter((session) => session.shard === shard).length,
  }))
  expect(perShard.filter(({ workers, probes }) => workers + probes > 0).length).toBeGreaterThanOrEqual(2)
  console.log(`sessions per shard: ${perShard.map(({ shard, workers, probes }) => `shard ${shard}: ${workers} workers + ${probes} probes`).join(', ')}`)
  console.log(`API requests per worker session: ${workers.map(({ id, served, shard }) => `${id} ${served} (shard ${shard})`).join(', ')}`)
  console.log(`cross-talk found: ${crossTalk}`)

  // Ended through HAProxy: the control client names the session it ends, so each DELETE reaches its shard.
  const all = [...workers, ...probes].map(({ id }) => id)
  for (const id of all) await balancer.sessions.end(id)
  const left = (await Promise.all(shards.map((shard) => shard.sessions.list()))).flat().filter(({ id }) => all.includes(id))
  expect(left).toEqual([])
})
