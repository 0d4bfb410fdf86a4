import { describe, expect, it } from 'vitest'
import { decodedLength, fromBase64, fromBase64Portable, toBase64 } from '../src/mock/base64.js'
import { randomFile } from './support/files.js'

const INVALID = ['a', 'aGk', 'aGk==', 'a b=', 'aG k', 'aGk\n', '-_8=', 'aG=k', '====', 'aGk=aGk=', 'QUI=QUI=', 'aGé=']

describe('the base64 of state files', () => {
  it('reads back what it writes, for every length and byte, the same with and without Buffer', () => {
    for (let length = 0; length < 40; length++) {
      const bytes = randomFile(length)
      const text = toBase64(bytes)
      expect(text).toBe(Buffer.from(bytes).toString('base64'))
      expect(decodedLength(text)).toBe(length)
      expect(fromBase64(text)).toEqual(bytes)
      expect(fromBase64Portable(text)).toEqual(bytes)
    }
    const every = Uint8Array.from({ length: 256 }, (_, i) => i)
    expect(fromBase64Portable(toBase64(every))).toEqual(every)
  })

  it('reads padding bits an encoder would have left zero, as the schema of a state file allows them', () => {
    expect(fromBase64('QR==')).toEqual(new Uint8Array([65]))
    expect(fromBase64Portable('QR==')).toEqual(new Uint8Array([65]))
  })

  it('refuses what is not padded base64, the same with and without Buffer', () => {
    for (const text of INVALID) {
      expect(fromBase64(text), text).toBeUndefined()
      expect(fromBase64Portable(text), text).toBeUndefined()
    }
  })
})
