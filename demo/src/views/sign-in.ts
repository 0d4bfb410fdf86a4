import type { Context } from '../context.js'
import { h } from '../dom.js'

const KEYS: ReadonlyArray<[string, string]> = [
  ['demo-api-key', 'Alice, owner of the three Acme teams'],
  ['viewer-api-key', 'Victor, viewer everywhere in Acme'],
  ['globex-api-key', 'Grace, owner at Globex'],
]

/** Sign in with an API key; `expired` is the sign-in-again prompt after a 401. */
export function signInView(ctx: Context, options: { expired?: boolean } = {}): Node {
  const input = h('input', { name: 'api_key', value: 'demo-api-key', 'aria-label': 'API key', autocomplete: 'off' })
  const error = h('p', { className: 'notice', role: 'alert', hidden: true })
  const submit = h('button', { type: 'submit', className: 'primary' }, options.expired ? 'Sign in again' : 'Sign in')
  const form = h('form', { className: 'stack' }, input, submit, error)
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    submit.disabled = true
    void ctx.run(async () => {
      try {
        await ctx.api.signIn(input.value.trim())
      } catch (failure) {
        // A refused key is the form's own error, not the session's end: it stays here.
        error.hidden = false
        error.textContent = failure instanceof Error ? failure.message : String(failure)
        submit.disabled = false
        return
      }
      await ctx.go('#/teams')
    })
  })
  return h(
    'section',
    { className: 'card', 'data-test': options.expired ? 'session-expired' : 'sign-in' },
    h('h2', {}, options.expired ? 'Your session has ended' : 'Sign in'),
    h(
      'p',
      { className: 'muted' },
      options.expired
        ? 'The service no longer accepts your access token. Sign in again to continue.'
        : 'Exchange an API key for an access token (API key authentication).',
    ),
    form,
    h('p', { className: 'muted keys' }, 'Demo keys: ', ...KEYS.flatMap(([key, who], i) => [i ? ' · ' : '', h('code', {}, key), ` ${who}`])),
  )
}
