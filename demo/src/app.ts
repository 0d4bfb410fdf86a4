import { ApiFailure, type Api } from './api.js'
import type { Context, View } from './context.js'
import { h } from './dom.js'
import { signInView } from './views/sign-in.js'
import { teamView } from './views/team.js'
import { teamsView } from './views/teams.js'
import { driveView, workspaceView } from './views/workspace.js'

function routeOf(hash: string): View {
  const [, first, id, folder] = hash.replace(/^#/, '').split('/')
  if (first === 'teams' && id) return (ctx) => teamView(ctx, id)
  if (first === 'workspaces' && id) return (ctx) => workspaceView(ctx, id, folder)
  if (first === 'drive') return driveView
  if (first === 'sign-in') return (ctx) => signInView(ctx)
  return teamsView
}

/**
 * The demo app: a hash router over a handful of views. Each view loads what
 * it needs, then the app swaps it in (unless the user has moved on).
 */
export function startApp(root: HTMLElement, api: Api, mode: 'worker' | 'server'): void {
  const signOut = h('button', { type: 'button' }, 'Sign out')
  const notices = h('div', { 'aria-live': 'polite' })
  const view = h('main', { 'data-view': '' })
  const modeLabel = mode === 'worker' ? 'answered in the page by the service worker' : 'talking to the API server'
  root.append(
    h(
      'header',
      { className: 'topbar' },
      h('a', { href: '#/teams', className: 'brand' }, 'Document Workspace'),
      h('span', { className: 'badge', title: modeLabel }, mode === 'worker' ? 'mock · service worker' : 'mock · API server'),
      h('span', { className: 'spacer' }),
      signOut,
    ),
    h('div', { style: 'max-width:1100px;margin:16px auto 0;padding:0 24px' }, notices),
    view,
  )

  let generation = 0
  const show = (node: Node): void => {
    view.replaceChildren(node)
    view.removeAttribute('aria-busy')
    signOut.hidden = !api.signedIn
  }
  const sessionEnded = async (): Promise<void> => {
    generation++
    api.signOut()
    show(await signInView(ctx, { expired: true }))
  }
  const fail = (error: unknown): Promise<void> | void => {
    if (error instanceof ApiFailure && error.signedOut) return sessionEnded()
    const message = error instanceof Error ? error.message : String(error)
    ctx.notify(message, 'error')
  }

  const render = async (keepNotices = false): Promise<void> => {
    const mine = ++generation
    if (!keepNotices) notices.replaceChildren()
    view.setAttribute('aria-busy', 'true')
    const route = api.signedIn ? routeOf(location.hash) : (ctx: Context) => signInView(ctx)
    try {
      const node = await route(ctx)
      if (mine === generation) show(node)
    } catch (error) {
      if (mine !== generation) return
      show(h('div', { className: 'card' }, h('h2', {}, 'Something went wrong'), h('p', { className: 'muted' }, 'The view could not be loaded.')))
      await fail(error)
    }
  }

  const ctx: Context = {
    api,
    go(hash) {
      if (location.hash === hash) void render()
      else location.hash = hash
    },
    refresh: () => void render(true),
    async run(action) {
      try {
        await action()
      } catch (error) {
        await fail(error)
      }
    },
    notify(message, kind = 'info') {
      notices.replaceChildren(h('div', { className: `notice ${kind === 'info' ? 'info' : ''}`, role: kind === 'error' ? 'alert' : 'status' }, message))
    },
  }

  signOut.addEventListener('click', () => {
    api.signOut()
    ctx.go('#/sign-in')
  })
  window.addEventListener('hashchange', () => void render())
  void render()
}
