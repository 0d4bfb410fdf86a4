/// <reference types="node" />
import { randomBytes } from 'node:crypto'
import { closeSync, fchmodSync, fsyncSync, openSync, readdirSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs'
import { open, unlink } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { writeTarget } from './write-target.js'

/** Targets whose folder was already swept of what a killed writer left, in this process. */
const swept = new Set<string>()

/** Where a write goes: the target (through its links), and a temporary file of a unique name beside it. */
function prepare(file: string): { target: string; temp: string; dir: string } {
  const target = writeTarget(file)
  const dir = dirname(target)
  const prefix = `.${basename(target)}.`
  if (!swept.has(target)) {
    sweep(dir, prefix)
    swept.add(target)
  }
  return { target, dir, temp: join(dir, `${prefix}${process.pid}.${randomBytes(4).toString('hex')}.tmp`) }
}

/**
 * Writes a file so that, whenever the process dies (`kill -9`, a power cut
 * after the call returned), the file holds either what it held before or
 * all of `data`, never a part: the bytes go to a temporary file of a unique
 * name in the same folder (a rename is atomic only within one file system),
 * which is flushed to the disk, then renamed over the target, and the
 * folder's entry flushed too. The target keeps its permissions. A symbolic
 * link is written through: its target gets the bytes, the link stays. A
 * FIFO, a device or a directory is refused (`NotAFileError`, before anything
 * is written). Temporary files of this target left by a writer that was
 * killed are removed first.
 * @example
 * writeFileAtomic('state.json', JSON.stringify(mock.exportState()))
 */
export function writeFileAtomic(file: string, data: string | Uint8Array): void {
  const { target, dir, temp } = prepare(file)
  const fd = openSync(temp, 'wx')
  try {
    const mode = modeOf(target)
    if (mode !== undefined) fchmodSync(fd, mode)
    const bytes = typeof data === 'string' ? Buffer.from(data) : data
    for (let offset = 0; offset < bytes.length;) offset += writeSync(fd, bytes, offset)
    fsyncSync(fd)
  } catch (error) {
    closeSync(fd)
    unlinkSync(temp)
    throw error
  }
  closeSync(fd)
  putInPlace(temp, target, dir)
}

/**
 * `writeFileAtomic` without holding the event loop while the disk works:
 * the same temporary file and flush, awaited; then the rename. Just
 * before the rename it asks `stillWanted()`: a writer that has since written
 * newer bytes itself says no, and this write is dropped (false) rather than
 * put older bytes over newer ones.
 * @example
 * await writeFileAtomicAsync('state.json', text) // true: on the disk
 */
export async function writeFileAtomicAsync(file: string, data: string, stillWanted: () => boolean = () => true): Promise<boolean> {
  const { target, dir, temp } = prepare(file)
  const handle = await open(temp, 'wx')
  try {
    const mode = modeOf(target)
    if (mode !== undefined) await handle.chmod(mode)
    await handle.writeFile(data)
    await handle.sync()
  } catch (error) {
    await handle.close()
    await unlink(temp).catch(() => undefined)
    throw error
  }
  await handle.close()
  if (!stillWanted()) {
    await unlink(temp).catch(() => undefined)
    return false
  }
  // In the same turn as the question, and synchronous: no other write can rename in between.
  putInPlace(temp, target, dir)
  return true
}

/** Renames the written temporary file over its target (removed if the rename fails), then flushes the folder. */
function putInPlace(temp: string, target: string, dir: string): void {
  try {
    renameSync(temp, target)
  } catch (error) {
    unlinkSync(temp)
    throw error
  }
  syncFolder(dir)
}

function modeOf(file: string): number | undefined {
  try {
    return statSync(file).mode & 0o7777
  } catch {
    return undefined
  }
}

/** The rename is durable once the folder's entry is on the disk; some systems (Windows) cannot open a folder to flush it. */
function syncFolder(dir: string): void {
  let fd: number
  try {
    fd = openSync(dir, 'r')
  } catch {
    return
  }
  try {
    fsyncSync(fd)
  } catch {
    // EINVAL or EPERM where a folder cannot be flushed: the rename is as durable as the system makes it.
  } finally {
    closeSync(fd)
  }
}

/** Removes `<prefix><pid>.<hex>.tmp` files whose writer is no longer running: a kill in the middle of a write leaves one. */
function sweep(dir: string, prefix: string): void {
  let names: string[]
  try {
    names = readdirSync(dir)
  } catch {
    return
  }
  for (const name of names) {
    const pid = Number(/^(\d+)\.[0-9a-f]+\.tmp$/.exec(name.startsWith(prefix) ? name.slice(prefix.length) : '')?.[1])
    if (!pid || pid === process.pid || running(pid)) continue
    try {
      unlinkSync(join(dir, name))
    } catch {
      // Gone already, or not ours to remove: either way it is not the target.
    }
  }
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
