import { spawn, type ChildProcess } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'
import { chromium, type Page, type Response } from 'playwright-core'
import { afterEach } from 'vitest'
import { launchChromiumServer, openContext } from '../../../demo/chromium.js'
import { API_URL } from '../../../src/cli/init/plan.js'
import type { ConsumerProject } from '../../support/consumer-project.js'
import { freePort } from './user-project.js'

/** Whether anything answers at the URL now (its body dropped unread). */
const answers = (url: string): Promise<boolean> =>
  fetch(url).then(
    async (response) => {
      await response.body?.cancel()
      return true
    },
    () => false,
  )

/** A user's development server, running until its test ends. */
export interface DevServer {
  /** Where it answers, e.g. `http://127.0.0.1:41234`. */
  readonly url: string
  /** What it printed so far, stdout then stderr: shown when a check of the page fails. */
  output(): string
}

/** Starts a development server in a project (`npx <args…>`, `{port}` in args replaced) and opens its pages in Chromium. */
export interface DevServers {
  serve(project: ConsumerProject, args: string[]): Promise<DevServer>
  /** Runs `npx <args…>` in the project to its end (a build), killed with the servers if the test ends first; answers its output, rejects (with it) when it fails. */
  run(project: ConsumerProject, args: string[]): Promise<string>
  /** A fresh Chromium context's page (service workers allowed) at the URL. */
  open(url: string): Promise<OpenPage>
}

/** A page open in Chromium, with what it got and what went wrong in it so far. */
export interface OpenPage {
  readonly page: Page
  /** Every response the page got, its service worker's included. */
  readonly responses: Response[]
  /** Its uncaught errors and console errors, as they came. */
  readonly errors: string[]
  /** Whether an uncaught error ended its script. */
  crashed: boolean
}

/**
 * Development servers, builds and Chromium for one test file, all stopped after each test, passed or failed.
 * A server or a build runs in a process group of its own, killed whole: `npx next dev` starts workers of its own.
 * @example
 * const { serve, open } = useDevServers()
 * const server = await serve(project, ['vite', '--port', '{port}'])
 * const page = await open(server.url)
 */
export function useDevServers(): DevServers {
  const servers: ChildProcess[] = []
  const closers: Array<() => Promise<void>> = []
  afterEach(async () => {
    for (const close of closers.splice(0)) await close()
    for (const child of servers.splice(0)) {
      const exited = new Promise((resolve) =>
        child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('close', resolve),
      )
      try {
        process.kill(-child.pid!, 'SIGKILL')
      } catch {
        // The group has ended already.
      }
      await exited
    }
  })
  /** `npx <argv…>` in a process group of its own, killed after the test; `output()` is what it printed so far. */
  const start = (project: ConsumerProject, argv: string[]): { child: ChildProcess; output: () => string } => {
    const child = spawn('npx', argv, { cwd: project.folder, env: project.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
    servers.push(child)
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    return { child, output: () => `npx ${argv.join(' ')}:\n${stdout}${stderr}` }
  }
  return {
    async run(project, args) {
      const { child, output } = start(project, args)
      const status = await new Promise((resolve) => child.once('close', (code, signal) => resolve(code ?? signal)))
      if (status !== 0) throw new Error(`exited with ${String(status)}\n${output()}`)
      return output()
    },
    async serve(project, args) {
      const port = freePort()
      const argv = args.map((arg) => arg.replace('{port}', port))
      const { child, output } = start(project, argv)
      const url = `http://127.0.0.1:${port}`
      // Up once its root answers (Next compiles the page for that first request); an early exit fails at once.
      for (;;) {
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited first\n${output()}`)
        if (await answers(url)) break
        await sleep(250)
      }
      return { url, output }
    },
    async open(url) {
      const server = await launchChromiumServer()
      closers.push(() => server.close())
      const { page } = await openContext(await chromium.connect(server.wsEndpoint()))
      const opened: OpenPage = { page, responses: [], errors: [], crashed: false }
      page.on('response', (response) => opened.responses.push(response))
      page.on('console', (message) => void (message.type() === 'error' && opened.errors.push(message.text())))
      page.on('pageerror', (error) => {
        opened.errors.push(error.message)
        opened.crashed = true
      })
      await page.goto(url)
      return opened
    },
  }
}

/**
 * Who answered the page's requests for the teams: nothing listens at the service's address, so the
 * page's service worker (MSW's, the mock in it) is the one that can.
 */
export const answeredBy = (page: OpenPage): string[] => [
  ...new Set(
    page.responses
      .filter((response) => response.url() === `${API_URL}/teams`)
      .map((response) => (response.fromServiceWorker() ? 'the service worker' : 'the network')),
  ),
]

/**
 * The text of the page's `role="status"` element once it has left "loading": what the app rendered
 * from the service's answer (or its failure). An uncaught error in the page ends the wait, as does a
 * minute of it; what the page shows and its errors are then told instead.
 */
export async function statusOf(opened: OpenPage): Promise<string> {
  // A page reloading (Next's error overlay may) has no document for a moment: read again.
  const text = (): Promise<string> =>
    opened.page.evaluate(() => document.querySelector('[role="status"]')?.textContent ?? '').catch(() => '')
  // Next's first compile of the page's chunks in the browser, then the worker's start, come first.
  for (let polls = 0; polls < 240 && !opened.crashed; polls++) {
    const shown = await text()
    if (!['', 'loading'].includes(shown)) return shown
    await sleep(250)
  }
  return `"${await text()}", the page's errors: ${opened.errors.join('\n') || 'none'}`
}
