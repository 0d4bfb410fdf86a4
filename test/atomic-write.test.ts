import { spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { writeFileAtomic } from '../src/persistence/atomic-write.js'

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

  it('removes its temporary file when the rename fails, and leaves the target as it was', () => {
    const target = join(fresh(), 'taken')
    mkdirSync(target)
    expect(() => writeFileAtomic(target, 'text')).toThrow()
    expect(readdirSync(dir)).toEqual(['taken'])
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
