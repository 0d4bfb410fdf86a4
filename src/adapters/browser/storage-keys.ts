/**
 * The names under which a page's mock keeps the page's choices in `localStorage`. They import
 * nothing, so that the Playwright fixtures (which must not load msw) write the very keys the
 * browser's mock reads.
 */

/**
 * The `localStorage` key of the remembered scenario.
 * @example
 * localStorage.setItem(SCENARIO_STORAGE_KEY, 'empty-teams') // the page's next mock starts in it
 */
export const SCENARIO_STORAGE_KEY = 'doc-workspace-mock:scenario'

/**
 * The `localStorage` key of the remembered conditions (`slow,flaky`; empty for none).
 * @example
 * localStorage.setItem(CONDITIONS_STORAGE_KEY, 'slow,flaky')
 */
export const CONDITIONS_STORAGE_KEY = 'doc-workspace-mock:conditions'
