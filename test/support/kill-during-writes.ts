import { readFileSync } from 'node:fs'
import { setTimeout as delay } from 'node:timers/promises'
import { expect } from 'vitest'
import { createMock } from '../../src/adapters/msw/create-mock.js'
import type { Spawned } from './spawned.js'

const auth = { authorization: 'Bearer demo-token', 'content-type': 'application/json' }

/**
 * `serve --state <file>` killed with SIGKILL during a stream of writes, once
 * a round, at a different moment each round (each round starts from the file
 * the last one left): after each, the file must load as a state file (a file
 * that did not load would stop the next server before it listens), and hold
 * every write that was answered 200.
 * @example
 * await killDuringWrites(cli, join(dir, 'state.json'), [0, 1, 2])
 */
export async function killDuringWrites(cli: (...args: string[]) => Spawned, file: string, rounds: readonly number[]): Promise<void> {
  for (const round of rounds) {
    const run = cli('serve', '--port', '0', '--quiet', '--state', file)
    await run.waitFor(/Press Ctrl\+C to stop/)
    const url = run.output().match(/listening at (http:\/\/\S+)/)![1]!
    let writing = true
    const acknowledged: string[] = []
    const writes = (async () => {
      for (let n = 0; writing; n++) {
        const name = `Round ${round}, team ${n}`
        const created = await fetch(`${url}/teams/create`, { method: 'POST', headers: auth, body: JSON.stringify({ name }) }).catch(
          () => undefined,
        )
        if (!created) return
        if (created.status === 200) acknowledged.push(name)
        // A pause past the time a save waits for quiet now and then: saves happen while the stream goes on.
        if (n % 4 === 3) await delay(300)
      }
    })()
    await delay(20 + ((round * 61) % 400))
    run.child.kill('SIGKILL')
    await run.exited
    writing = false
    await writes
    const state: unknown = JSON.parse(readFileSync(file, 'utf8'))
    expect(() => createMock().importState(state), `round ${round}`).not.toThrow()
    const kept = new Set((state as { tables: { teams: Array<{ name: string }> } }).tables.teams.map((team) => team.name))
    expect(
      acknowledged.filter((name) => !kept.has(name)),
      `round ${round}: answered 200, not in the file`,
    ).toEqual([])
  }
}
