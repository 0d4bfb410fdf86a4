import { CONDITIONS_STORAGE_KEY, SCENARIO_STORAGE_KEY } from '../../adapters/browser/storage-keys.js'

/**
 * The entries a test's pages get before their first script runs: its scenario, its conditions
 * (`slow,flaky`; empty for none). A page's mock (`startMockWorker`) starts in what its
 * `localStorage` holds under these keys when its URL names nothing.
 * @example
 * pageChoiceEntries('empty-teams', []) // [['doc-workspace-mock:scenario', 'empty-teams'], ['doc-workspace-mock:conditions', '']]
 */
export function pageChoiceEntries(scenario: string | undefined, conditions: readonly string[] | undefined): Array<[string, string]> {
  const entries: Array<[string, string]> = []
  if (scenario !== undefined) entries.push([SCENARIO_STORAGE_KEY, scenario])
  if (conditions !== undefined) entries.push([CONDITIONS_STORAGE_KEY, conditions.join(',')])
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
