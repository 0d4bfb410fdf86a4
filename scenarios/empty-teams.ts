import { loadFixtures, sharedCannedFixtures } from '../src/db/fixture-set.js'
import { defineScenario } from '../src/mock/scenario.js'
import { deleteTeam } from '../src/resources/teams/operations.js'

/**
 * Acme has no teams: listings are empty and every team lookup is 404. The
 * teams are removed through Delete Team itself, so this is a state the API
 * can reach. Globex keeps its team; drives keep their files.
 */
export default defineScenario({
  name: 'empty-teams',
  description: 'Acme has no teams; every team lookup answers 404',
  seed(state) {
    loadFixtures(state.db, sharedCannedFixtures())
    const acme = state.db.accounts.findFirst((q) => q.where({ name: 'Acme' }))
    for (const team of state.db.teams.by('account', acme?.account_id ?? null)) {
      const owner = state.db.users.get(team.owner_id)
      if (owner) deleteTeam(state, { user: owner }, team.team_id)
    }
  },
})
