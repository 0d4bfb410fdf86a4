import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

interface Answer {
  status: number
  body: { result: Record<string, unknown> | null; errors: unknown }
}

const root = fileURLToPath(new URL('../..', import.meta.url))
const realm = fileURLToPath(new URL('support/jitless-realm.ts', import.meta.url))

/** Runs the mock in a child process that refuses code generation; answers what came and every `new Function` asked for. */
function runRealm(env: Record<string, string> = {}): { asked: string[]; created: Answer; read: Answer; refused: Answer } {
  // A fresh process: every schema is built after zod's configuration, and no check was compiled before.
  const out = execFileSync(process.execPath, ['--disallow-code-generation-from-strings', '--import', 'tsx', realm], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  })
  return JSON.parse(out) as { asked: string[]; created: Answer; read: Answer; refused: Answer }
}

function expectTeamRoundTrip({ created, read, refused }: { created: Answer; read: Answer; refused: Answer }): void {
  expect(created.status).toBe(200)
  expect(created.body.result).toMatchObject({ name: 'No eval', description: 'CSP', role: 'owner' })
  expect(read.status).toBe(200)
  expect(read.body.result).toMatchObject({ team_id: created.body.result?.team_id, name: 'No eval', description: 'CSP' })
  expect(refused.status).toBe(400)
  expect(refused.body.errors).toEqual([{ field: 'name', message: 'Expected a string, got a number' }])
}

describe('the mock where code generation is refused (a strict CSP, a Worker)', () => {
  it('creates a team and reads it back through its Fetch handler with zod jitless, never asking for `new Function`', () => {
    const answers = runRealm()
    expect(answers.asked).toEqual([])
    expectTeamRoundTrip(answers)
  })

  it('without jitless, asks for `new Function` once, and after its EvalError leaves every check to zod', () => {
    const answers = runRealm({ REALM_JITLESS: '0' })
    // zod's own probe, and the record check's one try: never one a schema (a CSP reports each one).
    expect(answers.asked.length).toBeLessThanOrEqual(2)
    expectTeamRoundTrip(answers)
  })
})
