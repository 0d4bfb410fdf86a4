import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, inject, it } from 'vitest'
import { killDuringWrites } from '../support/kill-during-writes.js'
import { useSpawn, type Spawned } from '../support/spawned.js'

const spawn = useSpawn()
const cli = (...args: string[]): Spawned => spawn(process.execPath, [inject('cli'), ...args])
const dir = mkdtempSync(join(tmpdir(), 'dwm-state-kill-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('serve --state under SIGKILL', () => {
  it('leaves a file that loads and holds every write answered 200, whenever it is killed during a stream of writes, 20 times', async () => {
    // Two files side by side: a server's start is most of a round, and the rounds of one file must follow each other.
    const rounds = Array.from({ length: 20 }, (_, round) => round)
    await Promise.all([
      killDuringWrites(
        cli,
        join(dir, 'even.json'),
        rounds.filter((round) => round % 2 === 0),
      ),
      killDuringWrites(
        cli,
        join(dir, 'odd.json'),
        rounds.filter((round) => round % 2 === 1),
      ),
    ])
  }, 180_000)
})
