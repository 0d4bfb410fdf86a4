import { ApiFailure, type Api } from './api.js'
import type { Context, View } from './context.js'
import { h } from './dom.js'
import { problemView } from './problem.js'
import { signInView } from './views/sign-in.js'
import { teamView } from './views/team.js'
import { teamsView } from './views/teams.js'
import { driveView, workspaceView } from './views/workspace.js'

function routeOf(hash: string): View {
  const [, first, id, folder] = hash.replace(/^#/, '').split('/')
  if (first === 'teams' && id) return (ctx) => teamView(ctx, id)
  if (first === 'workspaces' && id) return (ctx) => workspaceView(ctx, id, folder)
  if (first === 'drive') return driveView
  if (first === 'sign-in') return async (ctx) => signInView(ctx)
  return teamsView
}

/** A plain left click on a link to a route of the app (not one to open elsewhere). */
function routeLinkOf(event: MouseEvent): string | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined
  const link = event.target instanceof Element ? event.target.closest('a') : null
  const href = link?.getAttribute('href')
  return href?.startsWith('#/') && !link?.target ? href : undefined
}

/**
 * The demo app: a hash router over a handful of views. Each view loads what
 * it needs, then the app swaps it in (unless the user has moved on).
 *
 * The root carries `aria-busy="true"` from the page's first paint (see
 * index.html) and again whenever a view loads or an action runs, and loses it
 * once the view on screen is settled: what assistive technology, the busy
 * bar and the browser tests all wait for.
 */
export function startApp(root: HTMLElement, api: Api, mode: 'worker' | 'server'): void {
  const signOut = h('button', { type: 'button' }, 'Sign out')
  const notices = h('div', { 'aria-live': 'polite', 'data-test': 'notices' })
  const view = h('main', {})
  const modeLabel = mode === 'worker' ? 'answered in the page by the service worker' : 'talking to the API server'
  root.replaceChildren(
    h(
      'header',
      { className: 'topbar' },
      h('a', { href: '#/teams', className: 'brand' }, 'Document Workspace'),
      h('span', { className: 'badge', title: modeLabel }, mode === 'worker' ? 'mock · service worker' : 'mock · API server'),
      h('span', { className: 'spacer' }),
      signOut,
    ),
    h('div', { className: 'notices' }, notices),
    view,
  )

  let pending = 0
  const busy = async (work: () => Promise<void>): Promise<void> => {
    pending++
    root.setAttribute('aria-busy', 'true')
    try {
      await work()
    } finally {
      if (--pending === 0) root.removeAttribute('aria-busy')
    }
  }

  let generation = 0
  let rendering: string | undefined
  const show = (node: Node): void => {
    view.replaceChildren(node)
    signOut.hidden = !api.signedIn
  }
  const sessionEnded = (): void => {
    generation++
    api.signOut()
    show(signInView(ctx, { expired: true }))
  }
  const fail = (error: unknown): void => {
    if (error instanceof ApiFailure && error.signedOut) return sessionEnded()
    ctx.notify(error instanceof Error ? error.message : String(error), 'error')
  }

  const render = (keepNotices = false): Promise<void> =>
    busy(async () => {
      const mine = ++generation
      rendering = location.hash
      if (!keepNotices) notices.replaceChildren()
      const route: View = api.signedIn ? routeOf(location.hash) : async () => signInView(ctx)
      try {
        const node = await route(ctx)
        if (mine === generation) show(node)
      } catch (error) {
        if (mine !== generation) return
        if (error instanceof ApiFailure && error.transient) return show(problemView(error, () => void render()))
        if (!(error instanceof ApiFailure && error.signedOut)) {
          show(
            h(
              'div',
              { className: 'card' },
              h('h2', {}, 'Something went wrong'),
              h('p', { className: 'muted' }, 'The view could not be loaded.'),
            ),
          )
        }
        fail(error)
      }
    })

  const ctx: Context = {
    api,
    go(hash) {
      if (location.hash !== hash) history.pushState(null, '', hash)
      return render()
    },
    refresh: () => render(true),
    run: (action) =>
      busy(async () => {
        try {
          await action()
        } catch (error) {
          // A failure worth trying again offers to, right where the action was.
          if (error instanceof ApiFailure && error.transient)
            return void notices.replaceChildren(problemView(error, () => void ctx.run(action)))
          fail(error)
        }
      }),
    notify(message, kind = 'info') {
      notices.replaceChildren(
        h('div', { className: `notice ${kind === 'info' ? 'info' : ''}`, role: kind === 'error' ? 'alert' : 'status' }, message),
      )
    },
  }

  signOut.addEventListener('click', () => {
    api.signOut()
    void ctx.go('#/sign-in')
  })
  // Links of the app route through `go`, so the app is busy from the click on, not from a later `hashchange`.
  root.addEventListener('click', (event) => {
    const hash = routeLinkOf(event)
    if (hash === undefined) return
    event.preventDefault()
    void ctx.go(hash)
  })
  // Back, forward, or a hash typed into the address bar (both events may fire for one change: render once).
  const followLocation = (): void => {
    if (location.hash !== rendering) void render()
  }
  window.addEventListener('popstate', followLocation)
  window.addEventListener('hashchange', followLocation)
  void render()
}
