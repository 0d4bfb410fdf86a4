import { loadFixtures, sharedCannedFixtures } from '../src/db/fixture-set.js'
import { defineScenario } from '../src/mock/scenario.js'

/** The canned demo data: Acme (three teams) and Globex, as in `fixtures/`. */
export default defineScenario({
  name: 'default',
  description: 'The canned accounts Acme and Globex, as in fixtures/',
  seed(state) {
    loadFixtures(state.db, sharedCannedFixtures())
  },
})
