import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser, type BrowserContext, type BrowserServer, type Page } from 'playwright-core'

/** Debian's Chromium, or the executable `CHROMIUM_PATH` names: nothing downloads a browser here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Debian's build of Chromium's old headless shell (package
 * `chromium-headless-shell`): the same engine without the browser's own
 * layers, which Playwright itself runs for headless tests. A page costs about
 * half the CPU it costs in `chromium --headless`.
 */
const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell'

const runnable = (path: string): boolean => {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/**
 * The Chromium the browser tests drive: the one `CHROMIUM_PATH` names, else
 * Debian's headless shell when it is installed, else Debian's Chromium.
 * @example
 * const executablePath = testChromiumPath()
 */
export function testChromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  return runnable(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH
}

/** There is no Chromium to drive; the message says how to get one. */
export class ChromiumMissingError extends Error {
  override readonly name = 'ChromiumMissingError'
  constructor(readonly path: string) {
    super(
      `No Chromium at ${path}. The browser tests and \`npm run screenshot\` drive a real Chromium: ` +
        'install it with `apt-get install chromium-headless-shell` (or `chromium`; Debian, Ubuntu), or set CHROMIUM_PATH to a Chromium or Chrome executable.',
    )
    // One sentence is the whole story: a stack would only bury it.
    this.stack = `${this.name}: ${this.message}`
  }
}

/**
 * Answers the Chromium executable, or throws a `ChromiumMissingError` when
 * there is none to run.
 * @example
 * beforeAll(() => void requireChromium())
 */
export function requireChromium(path: string = CHROMIUM_PATH): string {
  if (!runnable(path)) throw new ChromiumMissingError(path)
  return path
}

/** The flags every headless Chromium here starts with: no network of its own beyond the page's, and the same pixels on every run. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // One raster thread, whole-tile raster, sRGB: the same page gives the same pixels on every run.
  '--num-raster-threads=1',
  '--disable-partial-raster',
  '--force-color-profile=srgb',
]

/** A fixed window, locale and time zone, so the page reads the same on every machine. */
const PAGE_OPTIONS = { viewport: { width: 1280, height: 900 }, locale: 'en-GB', timezoneId: 'UTC', serviceWorkers: 'allow' } as const

export interface OpenChromium {
  readonly context: BrowserContext
  readonly page: Page
  /** Closes the browser and removes its profile directory. */
  close(): Promise<void>
}

/**
 * Launches headless Chromium on a fresh profile directory (its own storage,
 * service workers and IndexedDB), in a fixed window, locale and time zone so
 * the page reads the same on every machine.
 * @example
 * const { page, close } = await launchChromium()
 * await page.goto(url)
 * await close()
 */
export async function launchChromium(): Promise<OpenChromium> {
  const executablePath = requireChromium()
  const profile = mkdtempSync(join(tmpdir(), 'dwm-chromium-'))
  const removeProfile = (): void => rmSync(profile, { recursive: true, force: true })
  const context = await chromium
    .launchPersistentContext(profile, {
      executablePath,
      headless: true,
      args: CHROMIUM_ARGS,
      ...PAGE_OPTIONS,
    })
    .catch((error: unknown) => {
      removeProfile()
      throw error
    })
  const page = context.pages()[0] ?? (await context.newPage())
  return {
    context,
    page,
    async close() {
      await context.close()
      removeProfile()
    },
  }
}

/**
 * Launches one headless Chromium (see `testChromiumPath`) that many test
 * files share over its WebSocket endpoint (`chromium.connect`), each test in
 * a fresh context of its own (see `openContext`): a context is a new
 * profile's storage, service workers and IndexedDB for a tenth of a launch.
 * @example
 * const server = await launchChromiumServer()
 * const browser = await chromium.connect(server.wsEndpoint())
 */
export async function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: requireChromium(testChromiumPath()), headless: true, args: CHROMIUM_ARGS })
}

/**
 * A fresh context (its own storage, service workers and IndexedDB) and page
 * on a running browser, in the same window, locale and time zone as
 * `launchChromium`.
 * @example
 * const { page, close } = await openContext(await chromium.connect(endpoint))
 */
export async function openContext(browser: Browser): Promise<OpenChromium> {
  const context = await browser.newContext(PAGE_OPTIONS)
  const page = await context.newPage()
  return { context, page, close: () => context.close() }
}
