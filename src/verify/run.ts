import { readWithin } from '../http/read-within.js'
import { ANSWER_LIMIT_BYTES, UPLOAD_TEXT, type Answer, type Cleanup, type Json, type Step } from './step.js'

/** One side of the comparison: where its requests go, and the values its journey starts with. */
export interface Side {
  /** Sends one request, given up when `signal` aborts; for the real service, `fetch` with the time-out too. */
  send: (request: Request, signal?: AbortSignal) => Promise<Response>
  /** The base URL the journey's paths are joined to. */
  base: string
  /** `apiKey` or `token`, `name`, `unknown`: the values its steps fill in. */
  values: Record<string, string>
}

/** What became of one step on one side: its answer, or why it has none. */
export type Outcome = { answer: Answer } | { skipped: string } | { failed: string }

/** A whole journey on one side. */
export interface JourneyRun {
  outcomes: Outcome[]
  /** What the journey created and could not delete, each said in a line. */
  leftovers: string[]
  ms: number
}

/** The base URL does not answer at all: no step could be compared. */
export class UnreachableError extends Error {}

/** The token sent where a step asks for a bad one: well formed, and never issued. */
export const BAD_TOKEN = 'dwm-verify-not-a-token'

class Missing extends Error {}

/** A template with each `{key}` replaced by the side's value (encoded for a URL when asked); a missing one throws `Missing`. */
function fill(template: string, values: Record<string, string>, encode = false): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key]
    if (value === undefined) throw new Missing(`needs {${key}}, which no earlier answer gave`)
    return encode ? encodeURIComponent(value) : value
  })
}

const fillJson = (body: Json, values: Record<string, string>): Json =>
  typeof body === 'string'
    ? fill(body, values)
    : Array.isArray(body)
      ? body.map((item) => fillJson(item, values))
      : body !== null && typeof body === 'object'
        ? Object.fromEntries(Object.entries(body).map(([key, value]) => [key, fillJson(value, values)]))
        : body

function requestOf(step: Step, side: Side): Request {
  const { values } = side
  const headers = new Headers(Object.entries(step.headers ?? {}).map(([name, value]): [string, string] => [name, fill(value, values)]))
  if (step.auth !== 'none') headers.set('authorization', `Bearer ${step.auth === 'bad' ? BAD_TOKEN : fill('{token}', values)}`)
  let body: string | FormData | undefined
  if (step.body !== undefined) body = JSON.stringify(fillJson(step.body, values))
  if (step.form) {
    const form = new FormData()
    form.append('file', new File([UPLOAD_TEXT], fill('{name}.txt', values), { type: 'text/plain' }))
    for (const [name, value] of Object.entries(step.form)) form.append(name, fill(value, values))
    body = form
  }
  return new Request(`${side.base}${fill(step.path, values, true)}`, { method: step.method, headers, body, redirect: 'manual' })
}

/** Why a request got no answer, in a few words: `connect ECONNREFUSED 127.0.0.1:9`. */
export function describeFailure(error: unknown): string {
  const { name, message, cause } = error as Error & { cause?: { code?: string; message?: string } }
  if (name === 'AbortError') return 'stopped'
  return cause?.message ?? cause?.code ?? message
}

/** The body over the limit: told as a drift, never read further. */
class Oversized extends Error {}

async function answerOf(response: Response): Promise<Answer> {
  const { status, headers } = response
  let bytes
  try {
    bytes = response.body ? await readWithin(response.body, ANSWER_LIMIT_BYTES, () => new Oversized()) : new Uint8Array(0)
  } catch (error) {
    if (error instanceof Oversized) return { status, headers, text: '', json: undefined, oversized: true }
    throw error
  }
  const text = new TextDecoder().decode(bytes)
  let json: unknown
  try {
    json = text ? JSON.parse(text) : undefined
  } catch {
    json = undefined
  }
  return { status, headers, text, json }
}

/** Deletes what is left, newest first; a 404 means it went with its parent (a folder with its team). */
async function clean(side: Side, pending: Array<Cleanup & { id: string }>): Promise<string[]> {
  const leftovers: string[] = []
  for (const { what, path, field, id } of pending.reverse()) {
    const step: Step = { method: 'DELETE', path, headers: { 'content-type': 'application/json' }, body: { [field]: id } }
    try {
      const { status } = await side.send(requestOf(step, side))
      if (status >= 300 && status !== 404) leftovers.push(`${what} ${id}: DELETE ${path} answered ${status}`)
    } catch (error) {
      leftovers.push(`${what} ${id}: DELETE ${path} got no answer (${describeFailure(error)})`)
    }
  }
  return leftovers
}

/**
 * Runs the journey on one side, step by step, and deletes whatever it
 * created and did not delete itself, even when a step fails or the run is
 * stopped (`signal`). The first request that gets no answer at all throws
 * `UnreachableError`, after the clean-up.
 * @example
 * const run = await runJourney(journey({ readOnly: true, signIn: true }), side, AbortSignal.timeout(60_000))
 */
export async function runJourney(steps: readonly Step[], side: Side, signal?: AbortSignal): Promise<JourneyRun> {
  const started = performance.now()
  const values = { ...side.values }
  const outcomes: Outcome[] = []
  const pending: Array<Cleanup & { id: string }> = []
  const leftovers: string[] = []
  try {
    for (const step of steps) {
      if (signal?.aborted) {
        outcomes.push({ skipped: 'stopped before this step' })
        continue
      }
      let request: Request
      try {
        request = requestOf(step, { ...side, values })
      } catch (error) {
        if (!(error instanceof Missing)) throw error
        outcomes.push({ skipped: error.message })
        continue
      }
      let answer: Answer
      try {
        answer = await answerOf(await side.send(request, signal))
      } catch (error) {
        if (!outcomes.some((outcome) => 'answer' in outcome))
          throw new UnreachableError(`${side.base} does not answer: ${describeFailure(error)}`)
        outcomes.push({ failed: describeFailure(error) })
        continue
      }
      outcomes.push({ answer })
      if (answer.status >= 300) continue
      for (const [key, pick] of Object.entries(step.keep ?? {})) {
        const value = pick(answer)
        if (value !== undefined) values[key] = value
      }
      if (step.creates) {
        const id = values[step.creates.key]
        if (id && !pending.some((item) => item.key === step.creates!.key)) pending.push({ ...step.creates, id })
        else if (!id) leftovers.push(`${step.creates.what} "${values.name ?? ''}": created, but its answer held no id to delete it by`)
      }
      if (step.deletes) pending.splice(0, pending.length, ...pending.filter((item) => item.key !== step.deletes))
    }
  } finally {
    leftovers.push(...(await clean({ ...side, values }, pending)))
  }
  return { outcomes, leftovers, ms: performance.now() - started }
}
