import { expect, test } from '../../../../src/integrations/playwright/fixtures.js'

/** Run with `mockSessionScope: 'worker'`: the tests of one worker share its session, in order. */
test.describe.configure({ mode: 'serial' })

test("the first test of a worker writes into the worker's session", async ({ request, mock, mockSession }) => {
  expect(mockSession).toBe(`pw-worker-${test.info().parallelIndex}`)
  // The config's own headers (the token) travel beside the session's.
  expect((await request.post(`${mock.url}/teams/create`, { data: { name: 'Made by the first test' } })).status()).toBe(200)
})

test('the next test of that worker finds it there', async ({ mock, mockSession }) => {
  expect(mockSession).toBe(`pw-worker-${test.info().parallelIndex}`)
  expect(await mock.records('teams', { name: 'Made by the first test' })).toHaveLength(1)
  expect((await mock.sessions.list()).find((session) => session.id === mockSession)?.served).toBe(1)
})
