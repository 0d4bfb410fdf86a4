/// <reference types="node" />
import { accessSync, constants } from 'node:fs'
import { dirname, resolve } from 'node:path'
import type { Recorder, RecordSummary } from '../record/recorder.js'
import { writeFileAtomic } from './atomic-write.js'
import { writeTarget } from './write-target.js'

/** A recording kept in a state file: written when asked, each time whole and atomically. */
export interface RecordingFile {
  /** The file, as an absolute path. */
  readonly file: string
  /** Writes the world recorded so far; answers what it kept and the file's size. Throws when the file cannot be written. */
  write(): { summary: RecordSummary; bytes: number }
}

/**
 * Where `serve --record` writes its world: checked to be writable at start
 * (a folder that can take it, a regular file or a link to one), so a
 * recording is never lost at the end; each write goes through a temporary
 * file renamed over the target.
 * @example
 * const recording = recordingFile('world.json', recorder)
 * process.once('SIGTERM', () => recording.write())
 */
export function recordingFile(path: string, recorder: Recorder): RecordingFile {
  const file = resolve(path)
  let target: string
  try {
    target = writeTarget(file)
  } catch (error) {
    // A FIFO, a device or a directory would never get the recording: refused now, not at the end.
    throw new Error(`--record ${(error as Error).message}`)
  }
  try {
    accessSync(dirname(target), constants.W_OK)
  } catch (error) {
    throw new Error(`--record ${file}: its folder cannot be written (${(error as NodeJS.ErrnoException).code ?? String(error)})`)
  }
  return {
    file,
    write() {
      const { file: world, summary } = recorder.result()
      const text = JSON.stringify(world)
      writeFileAtomic(file, text)
      return { summary, bytes: Buffer.byteLength(text) }
    },
  }
}
