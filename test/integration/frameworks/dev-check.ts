import { setTimeout as sleep } from 'node:timers/promises'
import { launchChromium } from '../../../demo/chromium.js'
import { API_URL, DEMO_TOKEN } from '../../../src/cli/init/plan.js'
import { freePort } from '../support/user-project.js'
import type { Command } from './managers.js'
import { start, type Ended } from './processes.js'

/** The header that marks the check's own requests from the page, told apart from the app's. */
const PROBE = 'x-matrix-probe'

/** What the page says when asked for the teams in its own context, and who answered. */
interface PageAnswer {
  status: number
  total: number
  fromServiceWorker: boolean
}

/**
 * The development server as the project's own `dev` script starts it, its page opened in Chromium:
 * passed when the page loads without an uncaught error, a service worker (MSW's, the mock in it)
 * takes control of it, and the page's own `fetch` of the service's teams is answered by it with the
 * canned three. Nothing in the project is edited: the mock must be started by what init wrote.
 * @example
 * const { status, output } = await checkDevServer(['npm', 'run', 'dev', '--', '--port', '{port}'], { cwd, env })
 */
export async function checkDevServer(command: Command, options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<Ended> {
  const port = freePort()
  const argv = command.map((arg) => arg.replace('{port}', port)) as unknown as Command
  const server = start(argv, options)
  const url = `http://127.0.0.1:${port}/`
  const log: string[] = [`$ ${argv.join(' ')}`]
  const fail = (why: string): Ended => ({ status: 1, output: `${log.join('\n')}\n${why}\n--- the server's output:\n${server.output()}` })
  try {
    // Up once its root answers (a framework compiles the page on that first request).
    const deadline = Date.now() + 180_000
    for (;;) {
      if (server.child.exitCode !== null) return fail('the dev server exited before it answered')
      if (
        await fetch(url).then(
          (response) => response.body?.cancel().then(() => true),
          () => false,
        )
      )
        break
      if (Date.now() > deadline) return fail(`nothing answered at ${url} within 180 s`)
      await sleep(500)
    }
    const chromium = await launchChromium()
    try {
      const { page } = chromium
      const errors: string[] = []
      const answeredByWorker: string[] = []
      page.on('response', (response) => void (response.fromServiceWorker() && answeredByWorker.push(response.url())))
      page.on('pageerror', (error) => errors.push(error.message))
      // A failed request is told by its address (the console's "Failed to load resource" has none): one to a
      // third party (a starter's web fonts) cannot succeed on a machine that reaches the npm registry only.
      page.on('requestfailed', (request) => {
        const { hostname } = new URL(request.url())
        // The check's own early asks may reach the network before the mock has activated the worker (below).
        if (request.headers()[PROBE] !== undefined) return
        if (hostname === '127.0.0.1' || hostname === new URL(API_URL).hostname) errors.push(`request failed: ${request.url()}`)
      })
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(`console: ${message.text()}`)
      })
      await page.goto(url, { timeout: 120_000 })
      log.push(`opened ${url}`)
      // The mock's worker takes control once the app has started it, the page loaded: seconds.
      const controlled = await page
        .waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 })
        .then(
          () => true,
          () => false,
        )
      if (!controlled)
        return fail(
          `no service worker took control of the page within 30 s: nothing started the mock in the page\nthe page's errors: ${errors.join('\n') || 'none'}`,
        )
      // The worker controls the page a moment before the page's mock has told it to answer (MSW's
      // activation message): until then a request passes through to the network. Asked again for a while.
      const ask = (): Promise<{ status: number; total: number }> =>
        page.evaluate(
          async ([base, token, probe]) => {
            const response = await fetch(`${base}/teams`, { headers: { authorization: `Bearer ${token}`, [probe]: '1' } }).catch(() => null)
            const body = (await response?.json().catch(() => ({}))) as { result?: { total?: number } } | undefined
            return { status: response?.status ?? 0, total: body?.result?.total ?? -1 }
          },
          [API_URL, DEMO_TOKEN, PROBE] as const,
        )
      let answer = await ask()
      for (let tries = 0; answer.status !== 200 && tries < 30; tries++) {
        await sleep(500)
        answer = await ask()
      }
      const result: PageAnswer = { ...answer, fromServiceWorker: answeredByWorker.includes(`${API_URL}/teams`) }
      log.push(`GET ${API_URL}/teams from the page: ${JSON.stringify(result)}`)
      if (result.status !== 200 || result.total !== 3 || !result.fromServiceWorker)
        return fail(`the page's request for the teams was not answered by the mock in its service worker`)
      if (errors.length) return fail(`the page logged errors:\n${errors.join('\n')}`)
      return { status: 0, output: log.join('\n') }
    } finally {
      await chromium.close()
    }
  } catch (error) {
    return fail(`the check stopped: ${(error as Error).message}`)
  } finally {
    await server.stop()
  }
}
