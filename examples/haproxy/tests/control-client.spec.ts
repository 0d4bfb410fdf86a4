import { expect, test } from '@playwright/test'
import { BALANCER_URL, balancer, homesOf, openElsewhere } from './cluster.js'

// Each test works on a session that lives on shard 2 or 3, where reaching shard 1 instead would show.

test('session(id).reset() through HAProxy starts the session afresh on its own shard', async ({ request }) => {
  const { id, shard } = await openElsewhere('reset', 1)
  const created = await request.post(`${BALANCER_URL}/teams/create`, { headers: { 'x-mock-session': id }, data: { name: 'Before the reset' } })
  expect(created.status()).toBe(200)
  const session = balancer.session(id)
  expect(await session.records('teams', { name: 'Before the reset' })).toHaveLength(1)

  await session.reset()
  expect(await session.records('teams', { name: 'Before the reset' })).toEqual([])
  // Restarted where it lived (no API request served since), and opened on no other shard.
  expect(await homesOf(id)).toEqual([{ shard, served: 0 }])
  await balancer.sessions.end(id)
})

test('sessions.end(id) through HAProxy ends a session on whichever shard holds it', async ({ request }) => {
  const { id } = await openElsewhere('end', 1)
  // A DELETE that names the session only in its path is not hashed on it: HAProxy takes it to
  // shard 1, which never held the session.
  const bare = await request.delete(`${BALANCER_URL}/__mock/sessions/${id}`)
  expect(bare.status()).toBe(404)
  expect(await homesOf(id)).toHaveLength(1)

  // The control client sends X-Mock-Session with it, so HAProxy takes it to the session's shard.
  await balancer.sessions.end(id)
  expect(await homesOf(id)).toEqual([])
})

test("sessions.list() through HAProxy answers shard 1's sessions only", async () => {
  const { id, shard } = await openElsewhere('list', 1)
  expect((await balancer.sessions.list()).map((session) => session.id)).not.toContain(id)
  // Asked by its own URL, the shard that holds it lists it.
  expect(await homesOf(id)).toEqual([{ shard, served: 1 }])
  await balancer.sessions.end(id)
})
