import { describe, expect, it } from 'vitest'
import { CONDITIONS_STORAGE_KEY, SCENARIO_STORAGE_KEY } from '../src/adapters/browser/storage-keys.js'
import { pageChoiceEntries } from '../src/integrations/playwright/remember-page-choice.js'

describe("the Playwright fixtures' page mode", () => {
  it("gives each page the test's choice under the keys the page's mock reads it from", () => {
    expect(pageChoiceEntries('empty-teams', ['slow', 'flaky'])).toEqual([
      [SCENARIO_STORAGE_KEY, 'empty-teams'],
      [CONDITIONS_STORAGE_KEY, 'slow,flaky'],
    ])
    // No choice: the page's mock starts as its own options say.
    expect(pageChoiceEntries(undefined, undefined)).toEqual([])
    expect(pageChoiceEntries(undefined, [])).toEqual([[CONDITIONS_STORAGE_KEY, '']])
  })
})
