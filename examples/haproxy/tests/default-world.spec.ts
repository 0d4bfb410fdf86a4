import { expect, test } from '@playwright/test'
import { BALANCER_URL, balancer, freshId, shards } from './cluster.js'

test("requests that name no session all reach shard 1: its default world changes, the others' do not", async ({ request }) => {
  // Six writes through HAProxy with no session: consistent hashing has no key, the rule pins them.
  const name = freshId('default-world')
  for (let i = 0; i < 6; i++) {
    const created = await request.post(`${BALANCER_URL}/teams/create`, { data: { name } })
    expect(created.status()).toBe(200)
  }
  // Each shard's default world, asked directly.
  const found = await Promise.all(shards.map((shard) => shard.records('teams', { name })))
  expect(found.map((teams) => teams.length)).toEqual([6, 0, 0])
  const journals = await Promise.all(shards.map((shard) => shard.journal.list()))
  expect(journals[0]!.filter((entry) => entry.path === '/teams/create').length).toBeGreaterThanOrEqual(6)
  expect(journals.slice(1)).toEqual([[], []])

  // The control routes with no session too: the scenario switch lands on shard 1 alone.
  await balancer.useScenario('empty-teams')
  expect((await Promise.all(shards.map((shard) => shard.scenario()))).map(({ name }) => name)).toEqual(['empty-teams', 'default', 'default'])

  // And the reset: shard 1's default world back to its start.
  await balancer.reset()
  expect((await shards[0]!.scenario()).name).toBe('default')
  expect(await shards[0]!.records('teams', { name })).toEqual([])
})
