import { expect, test } from '@playwright/test'
import { BALANCER_URL, balancer, freshId, homesOf, open, openElsewhere } from './cluster.js'

test('the /_s/<id>/ prefix wins over the header, at HAProxy as in the mock', async ({ request }) => {
  // Two sessions on two different shards.
  const header = freshId('header')
  const headerShard = await open(header)
  const { id: prefix } = await openElsewhere('prefix', headerShard)

  // A request naming both: the mock serves the prefix's session, so HAProxy must route by it.
  const created = await request.post(`${BALANCER_URL}/_s/${prefix}/teams/create`, {
    headers: { 'x-mock-session': header },
    data: { name: 'Named twice' },
  })
  expect(created.status()).toBe(200)
  expect(await balancer.session(prefix).records('teams', { name: 'Named twice' })).toHaveLength(1)
  expect(await balancer.session(header).records('teams', { name: 'Named twice' })).toEqual([])
  // Routed by the header instead, it would have opened the prefix's session on a second shard.
  expect(await homesOf(prefix)).toHaveLength(1)

  await balancer.sessions.end(prefix)
  await balancer.sessions.end(header)
})
