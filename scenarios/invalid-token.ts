import { loadFixtures, sharedCannedFixtures } from '../src/db/fixture-set.js'
import { ApiError } from '../src/http/api-error.js'
import { defineScenario } from '../src/mock/scenario.js'

/**
 * The service rejects every bearer token, as after a revocation: every
 * protected operation answers the fixed `Invalid token` envelope. API key
 * authentication still answers, so a client can show its sign-in-again path.
 */
export default defineScenario({
  name: 'invalid-token',
  description: 'Every protected operation answers 401 Invalid token',
  seed(state) {
    loadFixtures(state.db, sharedCannedFixtures())
  },
  intercept({ route }) {
    if (!route.public) throw ApiError.invalidToken()
    return undefined
  },
})
