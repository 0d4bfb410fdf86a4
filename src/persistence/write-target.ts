/// <reference types="node" />
import { lstatSync, readlinkSync, type Stats } from 'node:fs'
import { dirname, resolve } from 'node:path'

/** A path that cannot take a file written whole: a FIFO, a device, a directory, a socket, or a loop of links. */
export class NotAFileError extends Error {
  override readonly name = 'NotAFileError'
}

/** Links followed at most, as Linux's own limit (ELOOP). */
const MAX_LINKS = 40

/** What a path that is not a regular file is, in words. */
function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return 'a directory'
  if (stats.isFIFO()) return 'a FIFO (named pipe)'
  if (stats.isCharacterDevice()) return 'a character device'
  if (stats.isBlockDevice()) return 'a block device'
  if (stats.isSocket()) return 'a socket'
  return 'not a regular file'
}

/**
 * The regular file a write to `file` must replace: `file` itself, or the
 * file its symbolic links lead to (a link that leads nowhere yet: the path
 * it names, made by the write). Anything else throws a `NotAFileError` whose
 * message is the one line to print: a file written whole through a rename
 * would replace a FIFO or a device with a regular file in silence, and its
 * reader would never get it.
 * @example
 * writeTarget('state.json') // '/home/me/project/state.json'
 * writeTarget('linked.json') // '/data/worlds/demo.json', where linked.json -> /data/worlds/demo.json
 */
export function writeTarget(file: string): string {
  let path = resolve(file)
  for (let links = 0; links <= MAX_LINKS; links++) {
    let stats: Stats
    try {
      stats = lstatSync(path)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return path
      throw error
    }
    if (stats.isFile()) return path
    if (!stats.isSymbolicLink()) {
      const where = path === resolve(file) ? file : `${file} (a link to ${path})`
      throw new NotAFileError(`${where} is ${kindOf(stats)}, not a regular file: it cannot be written whole; give the path of a file`)
    }
    path = resolve(dirname(path), readlinkSync(path))
  }
  throw new NotAFileError(`${file}: more than ${MAX_LINKS} symbolic links to follow (a loop?); give the path of a file`)
}
