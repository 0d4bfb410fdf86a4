import { execFileSync, spawnSync } from 'node:child_process'
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { writeFileAtomic, writeFileAtomicAsync } from '../src/persistence/atomic-write.js'

let dir = ''
afterEach(() => rmSync(dir, { recursive: true, force: true }))
const fresh = (): string => (dir = mkdtempSync(join(tmpdir(), 'dwm-atomic-')))

describe('writeFileAtomic', () => {
  it('writes a file, replaces it whole, keeps its permissions, and leaves nothing beside it', () => {
    const file = join(fresh(), 'state.json')
    writeFileAtomic(file, '{"a":1}')
    expect(readFileSync(file, 'utf8')).toBe('{"a":1}')
    chmodSync(file, 0o600)
    writeFileAtomic(file, new TextEncoder().encode('{"a":2}'))
    expect(readFileSync(file, 'utf8')).toBe('{"a":2}')
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readdirSync(dir)).toEqual(['state.json'])
  })

  it('refuses a directory or a FIFO before writing anything, naming what it is', async () => {
    const target = join(fresh(), 'taken')
    mkdirSync(target)
    expect(() => writeFileAtomic(target, 'text')).toThrow(`${target} is a directory, not a regular file`)
    // Only a FIFO made here: never a device of the machine.
    const pipe = join(dir, 'pipe')
    execFileSync('mkfifo', [pipe])
    const link = join(dir, 'to-pipe')
    symlinkSync('pipe', link)
    expect(() => writeFileAtomic(pipe, 'text')).toThrow(`${pipe} is a FIFO (named pipe), not a regular file`)
    await expect(writeFileAtomicAsync(link, 'text')).rejects.toThrow(
      `${link} (a link to ${pipe}) is a FIFO (named pipe), not a regular file`,
    )
    expect(readdirSync(dir).sort()).toEqual(['pipe', 'taken', 'to-pipe'])
    expect(lstatSync(pipe).isFIFO()).toBe(true)
  })

  it('writes through symbolic links to their target, keeping them links, one that leads nowhere yet included', async () => {
    const file = join(fresh(), 'real.json')
    writeFileSync(file, 'old')
    chmodSync(file, 0o640)
    symlinkSync('real.json', join(dir, 'first'))
    symlinkSync(join(dir, 'first'), join(dir, 'second'))
    writeFileAtomic(join(dir, 'second'), 'new')
    expect(readFileSync(file, 'utf8')).toBe('new')
    expect(statSync(file).mode & 0o777).toBe(0o640)
    expect(lstatSync(join(dir, 'second')).isSymbolicLink()).toBe(true)
    mkdirSync(join(dir, 'later'))
    symlinkSync('later/made.json', join(dir, 'ahead'))
    expect(await writeFileAtomicAsync(join(dir, 'ahead'), 'made')).toBe(true)
    expect(readFileSync(join(dir, 'later', 'made.json'), 'utf8')).toBe('made')
    expect(readdirSync(dir).sort()).toEqual(['ahead', 'first', 'later', 'real.json', 'second'])
    symlinkSync('loop-b', join(dir, 'loop-a'))
    symlinkSync('loop-a', join(dir, 'loop-b'))
    expect(() => writeFileAtomic(join(dir, 'loop-a'), 'x')).toThrow(/more than 40 symbolic links/)
  })

  it('drops a write overtaken by a newer one rather than put older bytes over it', async () => {
    const file = join(fresh(), 'state.json')
    writeFileAtomic(file, 'newer')
    expect(await writeFileAtomicAsync(file, 'older', () => false)).toBe(false)
    expect(readFileSync(file, 'utf8')).toBe('newer')
    expect(readdirSync(dir)).toEqual(['state.json'])
  })

  it("removes what a killed writer of the same file left, but not a running one's", () => {
    const file = join(fresh(), 'kept.json')
    const gone = spawnSync(process.execPath, ['-e', '']).pid
    writeFileSync(join(dir, `.kept.json.${gone}.0a1b2c3d.tmp`), '{"half')
    writeFileSync(join(dir, `.kept.json.${process.ppid}.0a1b2c3d.tmp`), '{"busy')
    writeFileSync(join(dir, `.other.json.${gone}.0a1b2c3d.tmp`), '{"not ours')
    writeFileAtomic(file, '{}')
    expect(readdirSync(dir).sort()).toEqual([`.kept.json.${process.ppid}.0a1b2c3d.tmp`, `.other.json.${gone}.0a1b2c3d.tmp`, 'kept.json'])
  })
})
