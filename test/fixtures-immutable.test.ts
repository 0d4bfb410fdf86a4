import { describe, expect, it } from 'vitest'
import { cannedFixtures, createMock, defineScenario, FixtureError, loadFixtures, type Mock } from '../src/index.js'
import { fixtures } from './support/fixtures.js'

const BASE = 'https://fixtures-immutable.test'

const teamsOf = async (mock: Mock, headers: Record<string, string> = {}): Promise<Array<{ team_id: string; name: string }>> => {
  const response = (await mock.handle(
    new Request(`${BASE}/teams`, { headers: { authorization: 'Bearer demo-token', ...headers } }),
  )) as Response
  expect(response.status).toBe(200)
  return (await response.json()).result.items
}

/** A scenario whose seed edits the canned Engineering team before loading the sets. */
const editing = (name: string, edit: Record<string, string>) =>
  defineScenario({
    name,
    description: `Engineering edited: ${JSON.stringify(edit)}`,
    seed(state) {
      const sets = cannedFixtures()
      const engineering = sets[0]?.teams.find((team) => team.team_id === fixtures.engineering.team_id)
      Object.assign(engineering ?? {}, edit)
      loadFixtures(state.db, sets)
    },
  })

describe('the canned fixtures a scenario is given', () => {
  it('refuses a canned team edited into one the data model refuses, naming the scenario and the field, and every other mock keeps the canned team', async () => {
    const broken = editing('broken-team', { team_id: 'not-a-uuid', name: '' })
    let refusal: unknown
    try {
      createMock({ baseUrl: BASE, scenarios: [broken], scenario: 'broken-team' })
    } catch (error) {
      refusal = error
    }
    const teams = await teamsOf(createMock({ baseUrl: BASE }))
    expect(teams.map((team) => team.team_id)).not.toContain('not-a-uuid')
    expect(teams).toContainEqual(expect.objectContaining({ team_id: fixtures.engineering.team_id, name: 'Engineering' }))
    expect(refusal).toBeInstanceOf(FixtureError)
    expect((refusal as FixtureError).message).toBe(
      'Scenario "broken-team" could not seed its data: sets[0].teams[0].team_id: Must be a UUID',
    )
  })

  it("are the scenario's own copy: a valid edit is served by its mock only", async () => {
    const renamed = editing('renamed-team', { name: 'Platform Engineering' })
    const mine = createMock({ baseUrl: BASE, scenarios: [renamed], scenario: 'renamed-team' })
    expect((await teamsOf(mine)).find((team) => team.team_id === fixtures.engineering.team_id)?.name).toBe('Platform Engineering')
    // The same mock's default scenario, and another mock, still meet the canned name.
    expect(
      (await teamsOf(mine, { 'x-mock-scenario': 'default' })).find((team) => team.team_id === fixtures.engineering.team_id)?.name,
    ).toBe('Engineering')
    const other = createMock({ baseUrl: BASE })
    expect((await teamsOf(other)).find((team) => team.team_id === fixtures.engineering.team_id)?.name).toBe('Engineering')
    expect(cannedFixtures()[0]?.teams.find((team) => team.team_id === fixtures.engineering.team_id)?.name).toBe('Engineering')
  })
})
