import { afterAll } from 'vitest'
import { takeConformanceTally } from './conformance.js'

// Registered before any test file's own hooks, so it runs after them all: the file's tally, for the reporter
// (taken, so that the next file of the same worker starts from zero).
afterAll(({}, suite) => {
  suite.meta.conformance = takeConformanceTally()
})
