import { accessSync, constants, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { chromium, type Browser, type BrowserContext, type BrowserServer, type Page } from 'playwright-core'

/**
 * Debian's build of Chromium's old headless shell (package `chromium-headless-shell`): the same
 * engine without the browser's own layers, which Playwright itself runs for headless tests. A page
 * costs about half the CPU it costs in `chromium --headless`.
 */
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
/** Debian's Chromium (package `chromium`). */
const DEBIAN_CHROMIUM = '/usr/bin/chromium'

const runnable = (path: string): boolean => {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/**
 * Playwright's own browsers, where `npx playwright install chromium-headless-shell` (or
 * `chromium`) put them on this machine, on any system: its headless shell first, then its
 * Chromium. Found from the path Playwright gives its Chromium (`PLAYWRIGHT_BROWSERS_PATH` and the
 * system's cache folder included): `<cache>/chromium-<revision>/<platform>/chrome`, beside which the
 * shell lives in `<cache>/chromium_headless_shell-<revision>/<platform>/chrome-headless-shell`.
 */
function playwrightChromiums(): { shells: string[]; chromium: string[] } {
  let full: string
  try {
    full = chromium.executablePath()
  } catch {
    return { shells: [], chromium: [] }
  }
  const revision = basename(dirname(dirname(full))).replace(/^chromium-/, '')
  const shells = join(dirname(dirname(dirname(full))), `chromium_headless_shell-${revision}`)
  let platforms: string[] = []
  try {
    platforms = readdirSync(shells)
  } catch {
    // Not installed.
  }
  const names = ['chrome-headless-shell', 'chrome-headless-shell.exe', 'headless_shell', 'headless_shell.exe']
  return { shells: platforms.flatMap((platform) => names.map((name) => join(shells, platform, name))), chromium: [full] }
}

/**
 * The Chromium the browser tests drive: the one `CHROMIUM_PATH` names, else the first installed of
 * Debian's headless shell, Playwright's headless shell, Debian's Chromium and Playwright's Chromium.
 * Nothing downloads a browser: when none is installed it answers Debian's path, which
 * `requireChromium` then refuses with the ways to get one.
 * @example
 * const executablePath = testChromiumPath()
 */
export function testChromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  const playwright = playwrightChromiums()
  return [DEBIAN_HEADLESS_SHELL, ...playwright.shells, DEBIAN_CHROMIUM, ...playwright.chromium].find(runnable) ?? DEBIAN_CHROMIUM
}

/** There is no Chromium to drive; the message says how to get one. */
export class ChromiumMissingError extends Error {
  override readonly name = 'ChromiumMissingError'
  constructor(readonly path: string) {
    super(
      `No Chromium at ${path}. The browser tests and \`npm run screenshot\` drive a real Chromium. Either ` +
        "install Playwright's own, on any system: `npx playwright install chromium-headless-shell` (found where Playwright keeps it); " +
        'or, on Debian and Ubuntu, `apt-get install chromium-headless-shell` (or `chromium`). ' +
        'Or set CHROMIUM_PATH to a Chromium or Chrome executable.',
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
export function requireChromium(path: string = testChromiumPath()): string {
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
