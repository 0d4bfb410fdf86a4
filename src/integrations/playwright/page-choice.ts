/**
 * What a page's mock (`startMockWorker`) starts in when its URL names nothing: the scenario and
 * conditions remembered in the page's `localStorage`, under the keys `doc-workspace-mock/browser`
 * exports as `SCENARIO_STORAGE_KEY` and `CONDITIONS_STORAGE_KEY` (written here again: this entry
 * may not load the browser adapter, which loads msw; a test holds the two to be the same).
 */
export const PAGE_CHOICE_KEYS = { scenario: 'doc-workspace-mock:scenario', conditions: 'doc-workspace-mock:conditions' } as const

/** The entries a test's pages get before their first script runs: its scenario, its conditions (`slow,flaky`; empty for none). */
export function pageChoiceEntries(scenario: string | undefined, conditions: readonly string[] | undefined): Array<[string, string]> {
  const entries: Array<[string, string]> = []
  if (scenario !== undefined) entries.push([PAGE_CHOICE_KEYS.scenario, scenario])
  if (conditions !== undefined) entries.push([PAGE_CHOICE_KEYS.conditions, conditions.join(',')])
  return entries
}

/**
 * Runs in each page of the test before its own scripts (Playwright's init script): the page's
 * mock then starts in the test's choice. Private modes throw on any access to `localStorage`:
 * such a page keeps its mock's own start.
 */
export function rememberInPage(entries: ReadonlyArray<readonly [string, string]>): void {
  // Playwright runs this function's text in the page, where `localStorage` is; this module's own types know no DOM.
  const page = globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }
  for (const [key, value] of entries) {
    try {
      page.localStorage.setItem(key, value)
    } catch {
      // The page's mock starts as its options say.
    }
  }
}
