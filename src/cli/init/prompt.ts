import { createInterface } from 'node:readline/promises'
import { UsageError } from '../usage.js'
import { SETUPS, type Setup } from './project.js'

const DESCRIPTIONS: Record<Setup, string> = {
  vitest: 'Vitest: the mock in every test file, reset after each test, and a first test',
  jest: 'Jest (ES modules): the same for Jest',
  browser: "the browser: MSW's worker script in the folder the app serves, the app's config, the mock started before the app",
  playwright: "Playwright: the page's own mock (with the browser setup) or the standalone server, a first test",
  storybook: 'Storybook: msw-storybook-addon, one mock for every story',
}

/**
 * Asks on the terminal which setups to make, by number; Enter takes the detected ones.
 * @example
 * await askSetups(['vitest']) // ['vitest', 'browser'] after the answer "1 3"
 */
export async function askSetups(detected: readonly Setup[]): Promise<Setup[]> {
  const lines = SETUPS.map(
    (setup, i) => `  ${i + 1}. ${setup.padEnd(11)}${DESCRIPTIONS[setup]}${detected.includes(setup) ? ' (detected)' : ''}`,
  )
  const terminal = createInterface({ input: process.stdin, output: process.stdout })
  try {
    const defaults = detected.map((setup) => SETUPS.indexOf(setup) + 1).join(' ')
    const answer = await terminal.question(`Set up which?\n${lines.join('\n')}\nNumbers, separated by spaces [${defaults}]: `)
    if (!answer.trim()) return [...detected]
    return answer
      .trim()
      .split(/[\s,]+/)
      .map((word) => {
        const setup = SETUPS[Number(word) - 1]
        if (!/^\d+$/.test(word) || !setup) throw new UsageError(`No setup numbered "${word}": answer 1 to ${SETUPS.length}`)
        return setup
      })
  } finally {
    terminal.close()
  }
}
