import { afterAll } from 'vitest'
import { conformanceTally } from './conformance.js'

// Registered before any test file's own hooks, so it runs after them all: the file's tally, for the reporter.
afterAll(({}, suite) => {
  suite.meta.conformance = conformanceTally()
})
